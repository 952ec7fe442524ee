import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { PersonDetail } from '../api/types'
import { deferred, renderWithApi } from '../test/render'
import { NotesCard } from './NotesCard'

const person = { id: 5, firstName: 'Ada', fullName: 'Ada Okafor' } as PersonDetail
const note = (id: number, body: string) => ({ id, personId: 5, body, author: 'Pastor', mine: true, isPinned: false, isPrivate: false, createdAt: '2026-01-01T10:00:00Z', editedAt: null })

function setup() {
  const saved = deferred<unknown>()
  const view = renderWithApi(<NotesCard person={person} />, {
    '/api/people/notes/list': () => ({ items: [], total: 0, page: 0, pageSize: 5, totalPages: 0 }),
    '/api/people/notes/add': () => saved.promise,
  })
  const box = screen.getByLabelText('Add a note about Ada')
  const add = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add note' })))
  return { ...view, saved, box, add }
}

describe('NotesCard composer', () => {
  it('asks for text before it sends', async () => {
    const { add, calls } = setup()
    await add()
    expect(screen.getByText('Write the note first')).toBeVisible()
    expect(calls.map((c) => c.path)).not.toContain('/api/people/notes/add')
  })

  it('sends the trimmed note and clears the composer when it is saved', async () => {
    const { box, add, saved, calls } = setup()
    fireEvent.change(box, { target: { value: '  Visited on Tuesday  ' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pin to the top' }))
    await add()
    await waitFor(() => expect(calls.find((c) => c.path === '/api/people/notes/add')?.body).toEqual({ personId: 5, body: 'Visited on Tuesday', isPrivate: false, isPinned: true }))
    await act(async () => saved.resolve(note(1, 'Visited on Tuesday')))
    await waitFor(() => expect(box).toHaveValue(''))
    expect(screen.getByRole('checkbox', { name: 'Pin to the top' })).not.toBeChecked()
  })

  it('keeps a note typed while the previous one was being saved', async () => {
    const { box, add, saved, calls } = setup()
    fireEvent.change(box, { target: { value: 'First visit' } })
    await add()
    await waitFor(() => expect(calls.some((c) => c.path === '/api/people/notes/add')).toBe(true))
    fireEvent.change(box, { target: { value: 'First visit. Then a prayer request' } })
    await act(async () => saved.resolve(note(1, 'First visit')))
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/people/notes/list')).toHaveLength(2))
    expect(box).toHaveValue('First visit. Then a prayer request')
  })
})
