import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWord } from '../test/render-sermons'
import SermonsPage from './SermonsPage'

const sermon = { id: 12, title: 'Hope in the dark', preachedOn: '2026-11-01', speakerId: 1, speakerName: 'Pastor Ade', seriesId: 4, seriesName: 'Advent', groupIds: [], groups: [], scripture: 'John 3:16', scriptureRefs: [{ book: 'John', chapter: 3, verses: '16' }], notes: '', summary: '', audioMediaId: null, audio: null, videoMediaId: null, video: null, videoUrl: '', attachments: [], status: 'draft', publishedAt: null, streamId: null }

function setup(at = '/product/the-word/sermons') {
  return renderWord(
    <SermonsPage />,
    {
      '/api/word/speakers/list': () => ({ items: [{ id: 1, name: 'Pastor Ade', guest: false, sermonCount: 1 }] }),
      '/api/word/series/list': () => ({ items: [{ id: 4, name: 'Advent', sermonCount: 1 }] }),
      '/api/word/groups/list': () => ({ items: [] }),
      '/api/word/sermons/list': () => ({ items: [sermon], total: 41, page: 0, pageSize: 20, totalPages: 3 }),
      '/api/word/sermons/get': () => sermon,
      '/api/word/sermons/publish': () => ({ ...sermon, status: 'published' }),
    },
    { at },
  )
}

const lastList = (calls: { path: string; body: Record<string, unknown> }[]) => calls.filter((c) => c.path === '/api/word/sermons/list').at(-1)?.body

describe('the sermon list', () => {
  it('sends the filters with a 0-based page and keeps them in the address', async () => {
    const { calls } = setup('/product/the-word/sermons?book=John&page=2')
    await screen.findByText('Hope in the dark')
    expect(lastList(calls)).toEqual({ page: 1, pageSize: 20, search: '', book: 'John' })
    await screen.findByRole('option', { name: 'Pastor Ade' })
    fireEvent.change(screen.getByRole('combobox', { name: 'Speaker' }), { target: { value: '1' } })
    await waitFor(() => expect(lastList(calls)).toEqual({ page: 0, pageSize: 20, search: '', speakerId: 1, book: 'John' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/product/the-word/sermons?speakerId=1&book=John')
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(lastList(calls)).toMatchObject({ page: 2 }))
  }, 20_000)

  it('publishes from the row menu', async () => {
    const { calls } = setup()
    await screen.findByText('Hope in the dark')
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Hope in the dark' }), { key: 'Enter' })
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Publish' }))
    await waitFor(() => expect(calls.find((c) => c.path === '/api/word/sermons/publish')?.body).toEqual({ id: 12, published: true }))
  })

  it('opens the sermon of ?sermon= in its dialog', async () => {
    setup('/product/the-word/sermons?sermon=12')
    expect(await screen.findByRole('dialog', { name: 'Edit “Hope in the dark”' })).toBeInTheDocument()
    expect(screen.getByText('Read as John 3:16')).toBeInTheDocument()
  })
})
