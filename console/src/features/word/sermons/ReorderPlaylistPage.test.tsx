import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderWord } from '../test/render-sermons'
import ReorderPlaylistPage from './ReorderPlaylistPage'

const sermon = (id: number, title: string) => ({ id, title, preachedOn: '2026-11-01', speakerName: 'Pastor Ade', scripture: 'John 3', status: 'published', attachments: [], groupIds: [], groups: [] })

function setup() {
  let order = [sermon(1, 'Alpha'), sermon(2, 'Beta'), sermon(3, 'Gamma')]
  const r = renderWord(
    <ReorderPlaylistPage />,
    {
      '/api/word/playlists/get': () => ({ playlist: { id: 5, name: 'Advent', description: '', sermonCount: 3, position: 0 }, sermons: order }),
      '/api/word/playlists/reorder': (b) => {
        const ids = b.sermonIds as number[]
        order = ids.map((id) => order.find((s) => s.id === id)!)
        return null
      },
    },
    { at: '/product/the-word/reorder-playlist?id=5' },
  )
  return r
}

const titles = () => within(screen.getByRole('list', { name: 'Playlist order' })).getAllByRole('listitem').map((li) => li.querySelector('.font-medium')?.textContent)

describe('reorder playlist', () => {
  it('moves with the buttons (the keyboard way), saves the whole order and keeps it', async () => {
    const { calls } = setup()
    await screen.findByText('Alpha')
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Move Alpha down' }))
    fireEvent.click(screen.getByRole('button', { name: 'Move Alpha down' }))
    expect(titles()).toEqual(['Beta', 'Gamma', 'Alpha'])
    expect(screen.getByText('Alpha moved to position 3 of 3')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }))
    await waitFor(() => expect(calls.find((c) => c.path === '/api/word/playlists/reorder')?.body).toEqual({ id: 5, sermonIds: [2, 3, 1] }))
    // The list comes back from the server in the saved order, with nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled())
    expect(titles()).toEqual(['Beta', 'Gamma', 'Alpha'])
  })

  it('moves by drag and drop, and undoes', async () => {
    setup()
    await screen.findByText('Alpha')
    const rows = within(screen.getByRole('list', { name: 'Playlist order' })).getAllByRole('listitem')
    const dataTransfer = { setData: () => {}, effectAllowed: '' }
    fireEvent.dragStart(rows[0]!, { dataTransfer })
    fireEvent.dragOver(rows[2]!, { dataTransfer })
    fireEvent.drop(rows[2]!, { dataTransfer })
    expect(titles()).toEqual(['Beta', 'Gamma', 'Alpha'])
    fireEvent.click(screen.getByRole('button', { name: 'Undo changes' }))
    expect(titles()).toEqual(['Alpha', 'Beta', 'Gamma'])
  })
})
