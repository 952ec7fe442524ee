// Renders a page of The Word as the console does (organisation loaded, React Query, the signed-in
// user's profile) with the API answered by handlers in the test: `{ '/api/word/…': (body) => data }`.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ProfileContext, type UserProfile } from '@/lib/current-profile'
import { orgInfoQuery, type OrgInfo } from '@/lib/org'

afterEach(() => vi.unstubAllGlobals())

export type Handlers = Record<string, (body: unknown) => unknown>

const org: OrgInfo = { orgId: 7, shortName: 'grace', fullName: 'Grace Community Church', products: [], systemSettings: { defaultCountry: 'US' }, colorThemes: [] }

const envelope = (data: unknown) => new Response(JSON.stringify({ responseCode: '00', responseMessage: 'Done', responseData: data }), { status: 200 })

/** Renders `ui` at `at` (a super admin unless `superAdmin` is false). */
export function renderWord(ui: ReactElement, handlers: Handlers = {}, { at = '/', superAdmin = true } = {}) {
  const calls: { path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://church.test').pathname
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ path, body })
    if (path === '/api/org/info') return envelope(org)
    const handler = handlers[path]
    if (!handler) throw new Error(`no handler for ${path}`)
    return envelope(await handler(body))
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  qc.setQueryData(orgInfoQuery(window.location.host).queryKey, org)
  const profile = { userRolesAndPermissions: { isSuperAdmin: superAdmin, livestreamSermons: ['read', 'write'] } } as UserProfile
  const view = render(
    <QueryClientProvider client={qc}>
      <ProfileContext.Provider value={profile}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </ProfileContext.Provider>
    </QueryClientProvider>,
  )
  return { ...view, calls, qc }
}
