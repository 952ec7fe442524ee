import { describe, expect, it } from 'vitest'
import { allRows, csvField, toCsv } from './csv'

describe('csv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField('Nursery')).toBe('Nursery')
    expect(csvField('Smith, Jo')).toBe('"Smith, Jo"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvField(-3)).toBe('-3')
    expect(csvField(null)).toBe('')
  })
  it('writes a header and rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n')
  })
  it('reads every page', async () => {
    const pages = [[1, 2], [3]]
    const rows = await allRows(async (page) => ({ items: pages[page - 1]!, total: 3, page, pageSize: 2, totalPages: 2 }))
    expect(rows).toEqual([1, 2, 3])
  })
})
