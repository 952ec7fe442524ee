import { fireEvent, screen } from '@testing-library/react'
import { AddChildModal } from './AddChildModal'
import { renderChildren } from './test/render'

const handlers = {
  '/api/children/classrooms/list': () => ({ items: [{ id: 1, name: 'Lions', active: true }] }),
  '/api/children/allergy-types/list': () => ({ items: [{ id: 3, name: 'Peanuts' }] }),
  '/api/children/families': () => ({ items: [{ id: 5, name: 'Okafor household', parents: [{ id: 7, name: 'Tom Okafor' }], children: [] }, { id: 0, name: 'Sol Person', parents: [{ id: 9, name: 'Sol Person' }], children: [] }] }),
}

describe('add child', () => {
  it('asks for a family, finds families and fills the last name from it', async () => {
    renderChildren(<AddChildModal open onClose={() => {}} />, handlers, { superAdmin: false })
    // Without the people key there is no "already in People" choice.
    expect(screen.queryByRole('radio', { name: 'Already in People' })).toBeNull()
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Zoe' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Okafor' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Add child' }).at(-1)!)
    expect(await screen.findByText("Choose the child's household or a parent")).toBeInTheDocument()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Family' }), { target: { value: 'Oka' } })
    const found = await screen.findByRole('list', { name: 'Families found' }, { timeout: 3000 })
    expect(found).toHaveTextContent('Okafor household')
    fireEvent.click(screen.getByRole('button', { name: /Okafor household/ }))
    expect(screen.getByText('Parents: Tom Okafor')).toBeInTheDocument()
  })

  it("finds a new family's parent who has no child yet (a family's first child)", async () => {
    const { calls } = renderChildren(<AddChildModal open onClose={() => {}} />, handlers, { superAdmin: false })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Family' }), { target: { value: 'Sol' } })
    const found = await screen.findByRole('list', { name: 'Families found' }, { timeout: 3000 })
    expect(calls.find((c) => c.path === '/api/children/families')?.body).toEqual({ q: 'Sol', withoutChildren: true })
    expect(found).toHaveTextContent('Sol Person')
    fireEvent.click(screen.getByRole('button', { name: /Sol Person/ }))
    expect(screen.getByText('Parents: Sol Person')).toBeInTheDocument()
  })

  it('offers someone already in People to a user with the people key', async () => {
    renderChildren(<AddChildModal open onClose={() => {}} />, handlers)
    fireEvent.click(screen.getByRole('radio', { name: 'Already in People' }))
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull()
    fireEvent.click(screen.getAllByRole('button', { name: 'Add child' }).at(-1)!)
    expect(await screen.findByText('Choose the person')).toBeInTheDocument()
  })
})
