import { filenameFrom } from './api-files'

describe('filenameFrom', () => {
  it('reads Content-Disposition', () => {
    expect(filenameFrom('attachment; filename="grace-audit-2026-01-31.csv"', 'x.csv')).toBe('grace-audit-2026-01-31.csv')
    expect(filenameFrom("attachment; filename*=UTF-8''grace%20qr.png", 'x.png')).toBe('grace qr.png')
    expect(filenameFrom('attachment; filename=plain.svg', 'x.svg')).toBe('plain.svg')
  })

  it('falls back without a usable header', () => {
    expect(filenameFrom(null, 'fallback.csv')).toBe('fallback.csv')
    expect(filenameFrom('inline', 'fallback.csv')).toBe('fallback.csv')
    expect(filenameFrom('attachment; filename="%E0%A4%A.csv"', 'f.csv')).toBe('%E0%A4%A.csv')
  })
})
