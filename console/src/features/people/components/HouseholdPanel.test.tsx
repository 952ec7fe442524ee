import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { PersonDetail } from '../api/types'
import { renderWithApi } from '../test/render'
import { HouseholdPanel } from './HouseholdPanel'

const person = { id: 9, firstName: 'Ada', lastName: 'Okafor', address: '1 Church St', household: null } as unknown as PersonDetail

describe('HouseholdPanel: a new household', () => {
  it('needs a name, then creates the household with the person as its head', async () => {
    const { calls } = renderWithApi(<HouseholdPanel person={person} />, { '/api/people/households/add': () => ({ id: 1, name: 'Okafors', members: [] }) })
    fireEvent.click(screen.getByRole('button', { name: 'Add to household' }))
    const name = await screen.findByRole('textbox', { name: 'Household name' })
    expect(name).toHaveValue('Okafor family')
    fireEvent.change(name, { target: { value: ' ' } })
    const create = screen.getByRole('button', { name: 'Create household' })
    await act(async () => fireEvent.click(create))
    expect(name).toHaveAccessibleDescription('Household name is required')
    fireEvent.change(name, { target: { value: 'Okafors' } })
    await act(async () => fireEvent.click(create))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/people/households/add')?.body).toEqual({ name: 'Okafors', address: '1 Church St', members: [{ personId: 9, relationship: 'head' }] }),
    )
  })
})
