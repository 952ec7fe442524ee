import { LOGO_MAX_BYTES, extensionOf, logoFileError } from './logo-file'

const f = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('logoFileError', () => {
  it.each([f('logo.png', 'image/png'), f('LOGO.JPG', 'image/jpeg'), f('a.jpeg', 'image/jpeg'), f('mark.svg', 'image/svg+xml'), f('mark.svg', '')])('accepts %o', (file) => expect(logoFileError(file)).toBeNull())

  it.each([f('logo.gif', 'image/gif'), f('logo.webp', 'image/webp'), f('setup.exe', 'application/x-msdownload'), f('logo', 'image/png'), f('logo.png', 'image/svg+xml'), f('doc.pdf', 'application/pdf')])(
    'refuses %o',
    (file) => expect(logoFileError(file)).toBe('Only JPEG, PNG or SVG images are allowed'),
  )

  it('refuses files over 2 MB and empty files', () => {
    expect(logoFileError(f('big.png', 'image/png', LOGO_MAX_BYTES + 1))).toBe('The logo must be at most 2 MB')
    expect(logoFileError(f('big.png', 'image/png', LOGO_MAX_BYTES))).toBeNull()
    expect(logoFileError(f('empty.png', 'image/png', 0))).toBe('The file is empty')
  })

  it('reads extensions', () => {
    expect(extensionOf('a.b.SVG')).toBe('svg')
    expect(extensionOf('noext')).toBe('')
  })
})
