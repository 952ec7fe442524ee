import { httpsRedirectTarget } from './platform'

const loc = (protocol: string, host: string, pathname = '/x', search = '?a=1', hash = '') => ({ protocol, host, hostname: host.replace(/:\d+$/, ''), pathname, search, hash })

describe('https redirect', () => {
  it('sends http on a real host to https with the same path', () => {
    expect(httpsRedirectTarget(loc('http:', 'grace.congregate.app'))).toBe('https://grace.congregate.app/x?a=1')
  })
  it('leaves https alone', () => {
    expect(httpsRedirectTarget(loc('https:', 'grace.congregate.app'))).toBeNull()
  })
  it('leaves local development hosts on http', () => {
    expect(httpsRedirectTarget(loc('http:', 'localhost:5173'))).toBeNull()
    expect(httpsRedirectTarget(loc('http:', 'grace.localhost:18081'))).toBeNull()
    expect(httpsRedirectTarget(loc('http:', '127.0.0.1:8081'))).toBeNull()
  })
})
