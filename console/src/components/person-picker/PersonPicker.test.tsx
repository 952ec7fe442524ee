import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api-client'
import { PersonPicker } from './PersonPicker'
import { SEARCH_DEBOUNCE_MS, type PersonMatch } from './search-people'

vi.mock('@/lib/org', () => ({ useOrg: () => ({ orgId: 7 }) }))

const person = (id: number, fullName: string): PersonMatch => ({ id, fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}@example.org`, mobile: '', hasPhoto: false, photoUrl: '', status: 'active' })
const people = [person(1, 'Ruth Moabite'), person(2, 'Ruth Naomi'), person(3, 'Ruthie Boaz')]

let post: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  vi.useFakeTimers()
  post = vi.spyOn(api, 'post').mockImplementation((async (_path: string, body: { excludeIds?: number[] }) => ({
    responseCode: '00',
    responseMessage: 'People',
    responseData: { items: people.filter((p) => !body.excludeIds?.includes(p.id)) },
  })) as never)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function renderPicker(ui: React.ReactElement) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(<QueryClientProvider client={qc}>{ui}</QueryClientProvider>)
}

/** Types and lets the debounce and the (mocked) request settle. */
async function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } })
  await wait(SEARCH_DEBOUNCE_MS + 10)
  await wait(50)
}

/** Advances the fake clock inside act, so React renders what the timers changed. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

function Many({ initial = [] as number[] }) {
  const [picked, setPicked] = useState<PersonMatch[]>([])
  return (
    <>
      <PersonPicker label="Find people" excludeIds={[...initial, ...picked.map((p) => p.id)]} onPick={(p) => setPicked((l) => [...l, p])} />
      <output aria-label="picked">{picked.map((p) => p.fullName).join(', ')}</output>
    </>
  )
}

describe('PersonPicker', () => {
  it('searches once the typing settles (debounced), not on each key', async () => {
    renderPicker(<Many />)
    const box = screen.getByRole('combobox', { name: 'Find people' })
    fireEvent.change(box, { target: { value: 'R' } })
    fireEvent.change(box, { target: { value: 'Ru' } })
    fireEvent.change(box, { target: { value: 'Rut' } })
    await wait(SEARCH_DEBOUNCE_MS - 50)
    expect(post).not.toHaveBeenCalled()
    await wait(60)
    await wait(50)
    expect(post).toHaveBeenCalledTimes(1)
    expect(post.mock.calls[0]![0]).toBe('/api/people/search')
    expect(post.mock.calls[0]![1]).toMatchObject({ q: 'Rut', limit: 10, status: 'active' })
    expect(screen.getAllByRole('option')).toHaveLength(3)
  })

  it('does not search under two characters', async () => {
    renderPicker(<Many />)
    await type(screen.getByRole('combobox'), 'R')
    expect(post).not.toHaveBeenCalled()
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false')
  })

  it('picks with the keyboard: Down/Up move aria-activedescendant, Enter picks, Escape closes', async () => {
    renderPicker(<Many />)
    const box = screen.getByRole('combobox')
    await type(box, 'Ruth')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id)
    expect(box).not.toHaveAttribute('aria-activedescendant')

    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    const options = screen.getAllByRole('option')
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id)
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(box, { key: 'ArrowUp' })
    fireEvent.keyDown(box, { key: 'ArrowUp' }) // wraps to the last
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id)

    fireEvent.keyDown(box, { key: 'Enter' })
    expect(screen.getByRole('status', { name: 'picked' })).toHaveTextContent('Ruthie Boaz')
    expect(box).toHaveValue('')
    expect(box).toHaveAttribute('aria-expanded', 'false')

    await type(box, 'Ruth')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('never offers the people already chosen', async () => {
    renderPicker(<Many initial={[2]} />)
    const box = screen.getByRole('combobox')
    await type(box, 'Ruth')
    expect(post.mock.calls.at(-1)![1]).toMatchObject({ excludeIds: [2] })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('Ruth Moabite'), expect.stringContaining('Ruthie Boaz')])

    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'Enter' })
    await type(box, 'Ruth')
    // Picked people drop out at once, even before the server answers the new exclusion list.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('Ruthie Boaz')])
  })

  it('holds one person in single mode and says when no one matches', async () => {
    post.mockImplementation((async () => ({ responseCode: '00', responseMessage: 'People', responseData: { items: [] } })) as never)
    function One() {
      const [p, setP] = useState<PersonMatch | null>(people[0]!)
      return <PersonPicker label="Person" value={p} onChange={setP} />
    }
    renderPicker(<One />)
    expect(screen.getByText('Ruth Moabite')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Change person' }))
    await type(screen.getByRole('combobox', { name: 'Person' }), 'Zz')
    expect(screen.getByText('No one found')).toHaveAttribute('role', 'status')
  })

  it('tells a failed search', async () => {
    post.mockImplementation((async () => Promise.reject(new Error('boom'))) as never)
    renderPicker(<Many />)
    await type(screen.getByRole('combobox'), 'Ruth')
    expect(screen.getByText(/The search failed/)).toHaveAttribute('role', 'status')
  })
})
