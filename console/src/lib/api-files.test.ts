import { filenameFrom, postFile } from './api-files'

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

describe('postFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('POSTs the JSON body with the bearer token and names the file from the answer', async () => {
    localStorage.setItem('jwtAccessToken', 'tok-1')
    const fetchMock = vi.fn().mockResolvedValue(
      new Response('a,b\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="people.csv"' } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const file = await postFile('/api/people/export', { format: 'csv' }, 'fallback.csv')
    expect(file.filename).toBe('people.csv')
    expect(await file.blob.text()).toBe('a,b\n')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/people/export')
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"format":"csv"}')
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer tok-1' })
  })

  it('rejects with the server message of the envelope', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ responseCode: '01', responseMessage: 'Unknown column', responseData: null }), { status: 400 })))
    await expect(postFile('/api/people/export', {}, 'f.csv')).rejects.toMatchObject({ message: 'Unknown column', code: '01' })
  })
})
