// Renders a people component as the console does (organisation loaded, React Query) with the API
// answered by handlers in the test: `{ '/api/people/add': (body) => data }`, wrapped in the envelope.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { orgInfoQuery, type OrgInfo } from '@/lib/org'

afterEach(() => vi.unstubAllGlobals())

export type Handlers = Record<string, (body: unknown) => unknown>

const org: OrgInfo = { orgId: 7, shortName: 'grace', fullName: 'Grace Community Church', products: [], systemSettings: { defaultCountry: 'US' }, colorThemes: [] }

const envelope = (data: unknown) => new Response(JSON.stringify({ responseCode: '00', responseMessage: 'Done', responseData: data }), { status: 200 })

/** A handler's refusal: `() => refuse(409, 'This name is already in use')` answers that status and message. */
class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly code: string,
  ) {}
}
export const refuse = (status: number, message: string, code = '09') => new Refusal(status, message, code)

/** Renders `ui`; every call goes to `handlers` (an unknown path fails the test). Answers the calls' log. */
export function renderWithApi(ui: ReactElement, handlers: Handlers = {}) {
  const calls: { path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://church.test').pathname
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ path, body })
    if (path === '/api/org/info') return envelope(org)
    const handler = handlers[path]
    if (!handler) throw new Error(`no handler for ${path}`)
    const data = await handler(body)
    if (data instanceof Refusal) return new Response(JSON.stringify({ responseCode: data.code, responseMessage: data.message, responseData: null }), { status: data.status })
    return envelope(data)
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  qc.setQueryData(orgInfoQuery(window.location.host).queryKey, org)
  const view = render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...view, calls, qc }
}

/** A promise the test resolves when it chooses (a save in flight). */
export function deferred<T>() {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}
