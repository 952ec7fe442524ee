// Spec §4 on a list of the children's ministry: a mutation's success toasts the server's message and
// refreshes the list; a refusal toasts the server's message verbatim (and the delete dialog says it).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { toast } from '@congregate/ui'
import { orgInfoQuery, type OrgInfo } from '@/lib/org'
import AllergyTypesPage from './AllergyTypesPage'

const org: OrgInfo = { orgId: 7, shortName: 'grace', fullName: 'Grace Community Church', products: [], systemSettings: { defaultCountry: 'US' }, colorThemes: [] }
const reply = (status: number, code: string, message: string, data: unknown) => new Response(JSON.stringify({ responseCode: code, responseMessage: message, responseData: data }), { status })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function setup() {
  let items = [
    { id: 1, name: 'Peanuts', position: 0, childCount: 2 },
    { id: 2, name: 'Dairy', position: 1, childCount: 0 },
  ]
  const calls: { path: string; body: unknown }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://church.test').pathname
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    calls.push({ path, body })
    if (path === '/api/children/allergy-types/list') return reply(200, '00', 'Allergy types', { items })
    if (path === '/api/children/allergy-types/add') {
      items = [...items, { id: 3, name: String(body.name), position: 2, childCount: 0 }]
      return reply(201, '00', 'Allergy added', items[2])
    }
    if (path === '/api/children/allergy-types/reposition') return reply(200, '00', 'Allergies reordered', null)
    if (path === '/api/children/allergy-types/delete') return reply(409, '09', "This allergy is on children's profiles", null)
    throw new Error(`no handler for ${path}`)
  })
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  qc.setQueryData(orgInfoQuery(window.location.host).queryKey, org)
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <AllergyTypesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return calls
}

describe('the allergy types page', () => {
  it("adds with the server's toast and refreshes the list", async () => {
    const success = vi.spyOn(toast, 'success')
    setup()
    await screen.findByText('Peanuts')
    fireEvent.change(screen.getByRole('textbox', { name: 'New allergy' }), { target: { value: 'Kiwi' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await screen.findByText('Kiwi')
    expect(success).toHaveBeenCalledWith('Allergy added')
  })

  it('moves an allergy with its arrow button (the keyboard way) and sends the new order', async () => {
    const calls = setup()
    await screen.findByText('Dairy')
    fireEvent.click(screen.getByRole('button', { name: 'Move Dairy up' }))
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/reposition'))?.body).toEqual({ ids: [2, 1] }))
  })

  it("shows a refused delete's message in a toast and in the dialog", async () => {
    const error = vi.spyOn(toast, 'error')
    setup()
    await screen.findByText('Peanuts')
    fireEvent.click(screen.getByRole('button', { name: 'Delete Peanuts' }))
    const dialog = await screen.findByRole('dialog', { name: /Delete/ })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("This allergy is on children's profiles")
    expect(error).toHaveBeenCalledWith("This allergy is on children's profiles", 'Code 09')
  })
})
