import { fireEvent, screen, waitFor } from '@testing-library/react'
import { toast } from '@congregate/ui'
import { refuse, renderWord } from '../test/render-sermons'
import { SermonModal } from './SermonModal'

function setup(onClose = vi.fn()) {
  let speakers: Record<string, unknown>[] = [{ id: 1, name: 'Pastor Ade', title: '', personId: 9, guest: false, bio: '', photoMediaId: null, photoUrl: null, sermonCount: 0 }]
  const r = renderWord(<SermonModal sermon={null} onClose={onClose} />, {
    '/api/word/speakers/list': () => ({ items: speakers }),
    '/api/word/series/list': () => ({ items: [{ id: 4, name: 'Advent', description: '', artworkMediaId: null, artworkUrl: null, startOn: null, endOn: null, sermonCount: 0, position: 0 }] }),
    '/api/word/groups/list': () => ({ items: [{ id: 6, name: 'Sunday morning', description: '', position: 0, sermonCount: 0 }] }),
    '/api/word/speakers/add': (b) => {
      const s = { ...speakers[0]!, id: 2, name: String(b.name), guest: true, personId: null }
      speakers = [...speakers, s]
      return s
    },
    '/api/word/sermons/add': (b) => {
      if (String(b.scripture).includes('Hezekiah')) throw refuse(400, 'Scripture reference not recognised: Hezekiah 4')
      return { id: 30, ...b }
    },
  })
  return { ...r, onClose }
}

describe('the sermon dialog', () => {
  it("shows the server's scripture message under the field, not in a toast", async () => {
    const error = vi.spyOn(toast, 'error')
    const { onClose } = setup()
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Hope' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Scripture' }), { target: { value: 'Hezekiah 4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add sermon' }))
    expect(await screen.findByText('Scripture reference not recognised: Hezekiah 4')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Scripture' })).toHaveAttribute('aria-invalid', 'true')
    expect(error).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('adds a guest speaker on the spot and sends the sermon with it, its series and groups', async () => {
    const { calls, onClose } = setup()
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Hope' } })
    await screen.findByRole('option', { name: 'Advent' })
    fireEvent.change(screen.getByRole('combobox', { name: 'Series' }), { target: { value: '4' } })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sunday morning' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add a guest speaker' }))
    fireEvent.change(screen.getByRole('textbox', { name: "Guest speaker's name" }), { target: { value: 'Rev. Okon' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Speaker' })).toHaveValue('2'))
    expect(calls.find((c) => c.path === '/api/word/speakers/add')?.body).toEqual({ name: 'Rev. Okon', title: '', bio: '' })
    fireEvent.change(screen.getByRole('textbox', { name: 'Scripture' }), { target: { value: 'John 3:16' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add sermon' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls.find((c) => c.path === '/api/word/sermons/add')?.body).toMatchObject({ title: 'Hope', speakerId: 2, seriesId: 4, groupIds: [6], scripture: 'John 3:16', status: 'draft', audioMediaId: null })
  })

  it("refuses a sermon without a title with the server's words", async () => {
    const { calls } = setup()
    fireEvent.click(await screen.findByRole('button', { name: 'Add sermon' }))
    expect(await screen.findByText("Enter the sermon's title")).toBeInTheDocument()
    expect(calls.some((c) => c.path === '/api/word/sermons/add')).toBe(false)
  })
})
