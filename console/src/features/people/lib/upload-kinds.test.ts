import { describe, expect, it } from 'vitest'
import { checkImportFile, checkPhoto, sniffKind } from './upload-kinds'

const bytes = (...b: number[]) => new Uint8Array(b)
const file = (name: string, content: BlobPart[], type = '') => new File(content, name, { type })
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)
const EXE = bytes(0x4d, 0x5a, 0x90, 0, 3, 0)

describe('upload kinds (spec §3: jpeg, png, jpg, svg)', () => {
  it('sniffs magic numbers', () => {
    expect(sniffKind(PNG)).toBe('png')
    expect(sniffKind(JPEG)).toBe('jpeg')
    expect(sniffKind(EXE)).toBe('exe')
    expect(sniffKind(new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg')
    expect(sniffKind(new TextEncoder().encode('a,b\n1,2'))).toBe('text')
  })

  it('accepts real images', async () => {
    expect(await checkPhoto(file('me.png', [PNG]))).toBeNull()
    expect(await checkPhoto(file('me.JPG', [JPEG]))).toBeNull()
    expect(await checkPhoto(file('me.jpeg', [JPEG]))).toBeNull()
    expect(await checkPhoto(file('logo.svg', ['<svg xmlns="http://www.w3.org/2000/svg"></svg>']))).toBeNull()
  })

  it('refuses other kinds and renamed programs', async () => {
    expect(await checkPhoto(file('doc.pdf', ['%PDF-1.4']))).toBe('Please choose a JPEG, PNG or SVG image.')
    expect(await checkPhoto(file('me.gif', ['GIF89a']))).toBe('Please choose a JPEG, PNG or SVG image.')
    expect(await checkPhoto(file('virus.png', [EXE]))).toMatch(/not a valid image/)
    expect(await checkPhoto(file('fake.jpg', [PNG]))).toMatch(/not a valid image/)
  })

  it('imports CSV text and XLSX zips only', async () => {
    expect(await checkImportFile(file('people.csv', ['First name,Last name\nAda,Okafor\n']))).toBeNull()
    expect(await checkImportFile(file('people.xlsx', [bytes(0x50, 0x4b, 0x03, 0x04, 0, 0)]))).toBeNull()
    expect(await checkImportFile(file('people.xls', ['x']))).toBe('Please choose a CSV or Excel (.xlsx) file.')
    expect(await checkImportFile(file('people.xlsx', ['First name']))).toBe('This file is not a valid Excel workbook.')
    expect(await checkImportFile(file('people.csv', [EXE, bytes(0, 0, 0)]))).toBe('This file is not a valid CSV file.')
  })
})
