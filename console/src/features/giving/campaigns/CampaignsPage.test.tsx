import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderGiving } from '../test/render'
import CampaignsPage from './CampaignsPage'

// A loaded machine renders the first page slower than findBy's default second.
const slow = { timeout: 5000 }

const campaign = (id: number, name: string, pledgedMinor: number, givenMinor: number) => {
  const fund = { fundId: 3, fundName: 'Building Fund' }
  return { id, name, ...fund, goalMinor: 120_000, startsOn: '2026-11-01', endsOn: '2027-11-01', pledgedMinor, givenMinor, pledgeCount: 1, currency: 'USD' }
}
const pledge = { id: 9, campaignId: 1, personId: 5, personName: 'Pat Pledger', amountMinor: 40_000, givenMinor: 15_000, remainingMinor: 25_000, percent: 37, pledgedOn: '2026-11-26' }

function setup() {
  return renderGiving(<CampaignsPage />, {
    '/api/generosity/campaigns/list': () => ({ items: [campaign(1, 'New roof', 40_000, 15_000), campaign(2, 'Mission trip', 0, 0)] }),
    '/api/generosity/pledges/list': () => ({ items: [pledge], total: 1, page: 0, pageSize: 25, totalPages: 1 }),
    '/api/generosity/settings': () => ({ currency: 'USD' }),
  })
}

describe('pledge campaigns', () => {
  it("reads a campaign's progress in whole percents reached, like its pledges", async () => {
    setup()
    const card = (await screen.findByRole('heading', { name: 'New roof' }, slow)).closest('li')!
    // 150.00 of 1,200.00 is 12.5%: 12%, as the pledge's 37.5% is the server's 37%.
    expect(card).toHaveTextContent('$150.00 · 12%')
    expect(card).toHaveTextContent('$400.00 · 33%')
  })

  it('brings the pledges it opens, below every campaign, into view', async () => {
    const scrolled: Element[] = []
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this)
    })
    setup()
    const card = (await screen.findByRole('heading', { name: 'New roof' }, slow)).closest('li')!
    fireEvent.click(card.querySelector('button[aria-expanded]')!)
    const pledges = await screen.findByRole('region', { name: 'Pledges to New roof' }, slow)
    await waitFor(() => expect(scrolled.some((el) => el.contains(pledges))).toBe(true), slow)
    spy.mockRestore()
  })
})
