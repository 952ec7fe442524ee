import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { nameSchema, nameTaken } from '../api/name-lists'
import { firstErrors } from '../test/errors'
import { refuse, renderWithApi } from '../test/render'
import { NameListManager } from './NameListManager'

const items = [
  { id: 1, name: 'Member', position: 0, memberCount: 3 },
  { id: 2, name: 'Visitor', position: 1, memberCount: 0 },
]

describe('nameSchema', () => {
  it('says what the server says, on the trimmed name', () => {
    expect(firstErrors(nameSchema, { name: '   ' })).toEqual({ name: 'Name is required' })
    expect(firstErrors(nameSchema, { name: 'x'.repeat(101) })).toEqual({ name: 'Maximum 100 characters' })
    expect(nameSchema.parse({ name: '  Partner  ' })).toEqual({ name: 'Partner' })
  })
  it('finds a taken name whatever its case, except the item itself', () => {
    expect(nameTaken(' member ', items)).toBe(true)
    expect(nameTaken('Member', items, 1)).toBe(false)
    expect(nameTaken('Friend', items)).toBe(false)
  })
})

function setup(add: (body: unknown) => unknown, rename: (body: unknown) => unknown = () => ({})) {
  const view = renderWithApi(<NameListManager kind="membership-types" title="Membership types" singular="Membership type" description="" askMoveOnDelete />, {
    '/api/people/membership-types/list': () => ({ items }),
    '/api/people/membership-types/add': add,
    '/api/people/membership-types/rename': rename,
  })
  const box = () => screen.getByRole('textbox', { name: 'New membership type' })
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })))
  return { ...view, box, submit }
}

describe('NameListManager', () => {
  it('checks the name before it sends, then sends it trimmed and clears the field', async () => {
    const { box, submit, calls } = setup(() => ({}))
    await screen.findByText('Visitor')
    await submit()
    expect(screen.getByText('Name is required')).toBeVisible()
    fireEvent.change(box(), { target: { value: 'member' } })
    await submit()
    expect(screen.getByText('This name is already in use')).toBeVisible()
    fireEvent.change(box(), { target: { value: '  Partner ' } })
    await submit()
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/add'))?.body).toEqual({ name: 'Partner' }))
    await waitFor(() => expect(box()).toHaveValue(''))
  })

  it("shows the server's 409 under the name and keeps what was typed", async () => {
    const { box, submit } = setup(() => refuse(409, 'This name is already in use'))
    await screen.findByText('Visitor')
    fireEvent.change(box(), { target: { value: 'Partner' } })
    await submit()
    await waitFor(() => expect(box()).toHaveAccessibleDescription('This name is already in use'))
    expect(box()).toHaveValue('Partner')
  })

  it('renames in place; a 409 shows beside the field', async () => {
    const { calls } = setup(() => ({}), () => refuse(409, 'This name is already in use'))
    await screen.findByText('Visitor')
    fireEvent.click(screen.getByRole('button', { name: 'Rename Visitor' }))
    const input = screen.getByRole('textbox', { name: 'New name for Visitor' })
    expect(input).toHaveValue('Visitor')
    fireEvent.change(input, { target: { value: ' Guest ' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/rename'))?.body).toEqual({ id: 2, name: 'Guest' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This name is already in use')
    expect(input).toHaveValue(' Guest ')
  })
})
