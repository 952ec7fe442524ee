// Renders a sermons page as the console does (organisation loaded, React Query, a super admin)
// with the API answered by handlers in the test: `{ '/api/word/…': (body) => data }`. A handler
// may throw `refuse(status, message)` to answer an error envelope.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { ProfileContext, type UserProfile } from '@/lib/current-profile'
import { orgInfoQuery, type OrgInfo } from '@/lib/org'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

export type Handlers = Record<string, (body: Record<string, unknown>) => unknown>

const org: OrgInfo = { orgId: 7, shortName: 'grace', fullName: 'Grace Community Church', products: [], systemSettings: { defaultCountry: 'US' }, colorThemes: [] }

class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}
export const refuse = (status: number, message: string) => new Refusal(status, message)

const envelope = (status: number, code: string, message: string, data: unknown) => new Response(JSON.stringify({ responseCode: code, responseMessage: message, responseData: data }), { status })

/** The router's current location, for a test that checks where a page navigated. */
function Where() {
  const l = useLocation()
  return <output data-testid="where">{l.pathname + l.search}</output>
}

export function renderWord(ui: ReactElement, handlers: Handlers = {}, { at = '/' } = {}) {
  const calls: { path: string; body: Record<string, unknown> }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://church.test').pathname
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    calls.push({ path, body })
    if (path === '/api/org/info') return envelope(200, '00', 'Org', org)
    const handler = handlers[path]
    if (!handler) throw new Error(`no handler for ${path}`)
    try {
      return envelope(200, '00', '', await handler(body))
    } catch (e) {
      if (e instanceof Refusal) return envelope(e.status, '06', e.message, null)
      throw e
    }
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  qc.setQueryData(orgInfoQuery(window.location.host).queryKey, org)
  const profile = { userRolesAndPermissions: { isSuperAdmin: true, livestreamSermons: ['read', 'write'] } } as unknown as UserProfile
  const view = render(
    <QueryClientProvider client={qc}>
      <ProfileContext.Provider value={profile}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <Where />
        </MemoryRouter>
      </ProfileContext.Provider>
    </QueryClientProvider>,
  )
  return { ...view, calls, qc }
}
