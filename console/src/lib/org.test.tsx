import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, waitFor } from '@testing-library/react'
import { ThemeProvider } from '@/app/theme-provider'
import { orgInfoQuery, readPageOrgInfo, setOrgInfo, type OrgInfo } from './org'

const org = (primary: string): OrgInfo => ({
  orgId: 7,
  shortName: 'grace',
  fullName: 'Grace Community Church',
  products: [],
  systemSettings: { dateFormat: 'YYYY-MM-DD' },
  colorThemes: [
    { primary, secondary: '#00B8D9' },
    { primary: '#4C0808', secondary: '#E0A800' },
  ],
})

describe('setOrgInfo', () => {
  it('re-themes at once: the CSS variable follows the cached organisation info', async () => {
    localStorage.setItem('currentTheme', 'lightMode')
    const qc = new QueryClient()
    qc.setQueryData(orgInfoQuery(window.location.host).queryKey, org('#304FFF'))
    render(
      <QueryClientProvider client={qc}>
        <ThemeProvider>
          <p>console</p>
        </ThemeProvider>
      </QueryClientProvider>,
    )
    const root = document.documentElement
    expect(root.style.getPropertyValue('--brand-primary')).toBe('#304FFF')

    act(() => setOrgInfo(qc, org('#0F766E')))
    // Query observers are notified on the next tick: no refetch, no reload.
    await waitFor(() => expect(root.style.getPropertyValue('--brand-primary')).toBe('#0F766E'))
    expect(JSON.parse(localStorage.getItem('systemSettings')!)).toEqual({ dateFormat: 'YYYY-MM-DD' })
  })

  it('ignores an answer that is not organisation info', () => {
    const qc = new QueryClient()
    qc.setQueryData(orgInfoQuery(window.location.host).queryKey, org('#304FFF'))
    setOrgInfo(qc, { fullName: 'x' } as OrgInfo)
    expect(qc.getQueryData<OrgInfo>(orgInfoQuery(window.location.host).queryKey)?.fullName).toBe('Grace Community Church')
  })
})

describe('readPageOrgInfo', () => {
  const page = (data: string | null) => {
    const doc = document.implementation.createHTMLDocument('console')
    if (data !== null) {
      const block = doc.createElement('script')
      block.type = 'application/json'
      block.id = 'congregate-org'
      block.textContent = data
      doc.head.append(block)
    }
    return doc
  }

  it('reads the organisation info the tenant API put in the page', () => {
    expect(readPageOrgInfo(page(JSON.stringify(org('#304FFF'))))).toEqual(org('#304FFF'))
  })

  it('leaves the request to the query when the page has none, or none it can use', () => {
    expect(readPageOrgInfo(page(null))).toBeNull()
    expect(readPageOrgInfo(page('{"orgId": 7,'))).toBeNull()
    expect(readPageOrgInfo(page(JSON.stringify({ orgId: 7, shortName: 'grace' })))).toBeNull()
  })
})
