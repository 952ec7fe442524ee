import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { Toaster } from '@congregate/ui'
import WizardPage from './WizardPage'

const sizes = [
  { label: 'Under 100', name: 'under_100', currency: 'USD', oneProductCost: '49.00', twoProductCost: '89.00', threeProductCost: '119.00', fourProductCost: '149.00', fiveProductCost: '169.00', sixProductCost: '189.00', fullProductSuiteCost: '199.00' },
  { label: '2500+', name: '2500_plus', currency: 'USD', oneProductCost: '499.00', twoProductCost: '899.00', threeProductCost: '1249.00', fourProductCost: '1549.00', fiveProductCost: '1779.00', sixProductCost: '1949.00', fullProductSuiteCost: '1999.00' },
]
const products = ['people', 'generosity', 'children', 'comms', 'sermons', 'events', 'shop', 'prayer'].map((name) => ({ name, title: `T ${name}`, description: `About ${name}` }))

function stubApi(fail = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
      if (url.endsWith('/church-sizes')) return fail ? json(500, { message: 'Something went wrong. Please try again.', data: null }) : json(200, { message: 'OK', data: sizes })
      if (url.endsWith('/products')) return json(200, { message: 'OK', data: products })
      if (url.endsWith('/config')) return json(200, { message: 'OK', data: { recaptchaSiteKey: '', mapsApiKey: '' } })
      return json(404, { message: 'Not found', data: null })
    }),
  )
}

function renderWizard() {
  const client = createQueryClient()
  client.setDefaultOptions({ queries: { retry: false } })
  return render(
    <QueryClientProvider client={client}>
      <WizardPage />
      <Toaster />
    </QueryClientProvider>,
  )
}

const total = () => screen.getByTestId('package-total')

afterEach(() => vi.unstubAllGlobals())

describe('WizardPage step 1', () => {
  it('clears local storage when it loads', () => {
    stubApi()
    localStorage.setItem('user', 'x')
    renderWizard()
    expect(localStorage.length).toBe(0)
  })

  it('keeps Continue disabled until a size and a product; the total follows the §9 rule', async () => {
    stubApi()
    renderWizard()
    const select = screen.getByLabelText('Church size')
    expect(select).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeDisabled()
    const cont = screen.getByRole('button', { name: 'Continue' })
    expect(cont).toBeDisabled()
    expect(total()).toHaveTextContent('0.00')

    await waitFor(() => expect(select).toBeEnabled())
    fireEvent.change(select, { target: { value: '2500_plus' } })
    expect(cont).toBeDisabled()
    const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^T ${name}`) })
    fireEvent.click(box('people'))
    expect(cont).toBeEnabled()
    expect(total()).toHaveTextContent('499.00')
    for (const n of ['generosity', 'children', 'comms']) fireEvent.click(box(n))
    expect(total()).toHaveTextContent('1,549.00')
    fireEvent.click(box('sermons'))
    expect(total()).toHaveTextContent('1,779.00')
    // A sixth individual pick selects everything: the full suite.
    fireEvent.click(box('events'))
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(8)
    expect(total()).toHaveTextContent('1,999.00')
    expect(within(screen.getByRole('region', { name: 'Selected Package' })).getByText('USD')).toBeInTheDocument()
    // The bar reads as one price, the code apart from the amount; the tiers name the currency too.
    expect(screen.getByTestId('package-price').textContent).toBe('Total: USD 1,999.00/month')
    expect(screen.getAllByText('USD 1,999.00').length).toBeGreaterThan(0)

    fireEvent.click(screen.getByRole('button', { name: 'Deselect All' }))
    expect(total()).toHaveTextContent('0.00')
    expect(cont).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }))
    expect(total()).toHaveTextContent('1,999.00')
  })

  it('a failed load says so and offers a retry', async () => {
    stubApi(true)
    renderWizard()
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(screen.getByLabelText('Church size')).toBeDisabled()
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument()
  })
})
