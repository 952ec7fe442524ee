import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { renderWord } from '../test/render'
import { MediaField } from './MediaField'
import type { MediaItem } from './types'

const item = (over: Partial<MediaItem> = {}): MediaItem => ({
  id: 1,
  token: 'tok',
  kind: 'audio',
  title: 'Easter morning',
  description: '',
  fileName: 'easter.mp3',
  extension: 'mp3',
  contentType: 'audio/mpeg',
  sizeBytes: 3_000_000,
  durationSeconds: 65,
  url: '/api/word/files/tok.mp3',
  status: 'ready',
  error: '',
  groupName: '',
  seriesName: '',
  position: 0,
  createdAt: '2026-11-26T10:00:00Z',
  ...over,
})

function Harness({ initial = null as MediaItem | null, onChange = (_: MediaItem | null) => {} }) {
  const [v, setV] = useState<MediaItem | null>(initial)
  return (
    <MediaField
      label="Audio"
      kind="audio"
      value={v}
      onChange={(m) => {
        setV(m)
        onChange(m)
      }}
    />
  )
}

/** An XMLHttpRequest that answers every chunk with the next receivedBytes after two progress steps. */
class FakeXHR {
  static sent: { url: string; offset: string; size: number }[] = []
  static hold = false
  static current: FakeXHR | null = null
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  private url = ''
  private headers: Record<string, string> = {}
  open(_m: string, url: string) {
    this.url = url
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v
  }
  abort() {
    this.onabort?.()
  }
  send(b: Blob) {
    FakeXHR.sent.push({ url: this.url, offset: this.headers['Upload-Offset']!, size: b.size })
    FakeXHR.current = this
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: b.size / 2 })
      if (FakeXHR.hold) return
      this.status = 200
      const received = Number(this.headers['Upload-Offset']) + b.size
      this.responseText = JSON.stringify({ responseCode: '00', responseMessage: 'ok', responseData: { id: 5, receivedBytes: received, sizeBytes: 2000, chunkSize: 1000, status: 'open' } })
      this.onload?.()
    }, 0)
  }
}

const uploadHandlers = (calls: string[]) => ({
  '/api/word/uploads/create': (b: unknown) => {
    calls.push('create')
    return { id: 5, token: 't', fileName: (b as { fileName: string }).fileName, sizeBytes: 2000, receivedBytes: 0, chunkSize: 1000, status: 'open' }
  },
  '/api/word/uploads/complete': () => {
    calls.push('complete')
    return item({ id: 8, title: 'new.wav', fileName: 'new.wav', durationSeconds: null, status: 'processing' })
  },
  '/api/word/uploads/cancel': () => {
    calls.push('cancel')
    return {}
  },
})

describe('MediaField', () => {
  beforeEach(() => {
    FakeXHR.sent = []
    FakeXHR.hold = false
    vi.stubGlobal('XMLHttpRequest', FakeXHR)
  })

  it('shows the chosen file with its kind and duration, and clears it', () => {
    const changes: (MediaItem | null)[] = []
    renderWord(<Harness initial={item()} onChange={(m) => changes.push(m)} />)
    expect(screen.getByRole('group', { name: 'Audio' })).toHaveTextContent('Easter morning')
    expect(screen.getByTestId('media-field-value')).toHaveTextContent('Audio · 1:05')
    fireEvent.click(screen.getByRole('button', { name: 'Remove the audio' }))
    expect(changes).toEqual([null])
    expect(screen.getByText('No audio chosen')).toBeInTheDocument()
  })

  it('picks a file from the library, asking only for its kind', async () => {
    const changes: (MediaItem | null)[] = []
    const { calls } = renderWord(<Harness onChange={(m) => changes.push(m)} />, {
      '/api/word/media/list': () => ({ items: [item({ id: 3, title: 'Good Friday' })], total: 1, page: 0, pageSize: 50, totalPages: 1 }),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Choose from library' }))
    expect(await screen.findByRole('dialog', { name: 'Choose audio' })).toBeInTheDocument()
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Good Friday' }))
    expect(changes.map((c) => c?.id)).toEqual([3])
    expect(calls.find((c) => c.path === '/api/word/media/list')?.body).toMatchObject({ kind: 'audio', page: 0 })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('group', { name: 'Audio' })).toHaveTextContent('Good Friday')
  })

  it('uploads a new file in chunks and takes the item it made', async () => {
    const steps: string[] = []
    const changes: (MediaItem | null)[] = []
    renderWord(<Harness onChange={(m) => changes.push(m)} />, uploadHandlers(steps))
    const f = new File([new Uint8Array(2000)], 'new.wav', { type: 'audio/wav' })
    fireEvent.change(screen.getByLabelText('Upload audio file'), { target: { files: [f] } })
    await waitFor(() => expect(changes.map((c) => c?.id)).toEqual([8]))
    expect(steps).toEqual(['create', 'complete'])
    expect(FakeXHR.sent).toEqual([
      { url: '/api/word/uploads/5/chunk', offset: '0', size: 1000 },
      { url: '/api/word/uploads/5/chunk', offset: '1000', size: 1000 },
    ])
    expect(screen.getByTestId('media-field-value')).toHaveTextContent('Processing…')
  })

  it('shows the whole-percent progress and cancels the upload', async () => {
    FakeXHR.hold = true
    const steps: string[] = []
    const changes: (MediaItem | null)[] = []
    renderWord(<Harness onChange={(m) => changes.push(m)} />, uploadHandlers(steps))
    const f = new File([new Uint8Array(2000)], 'new.wav', { type: 'audio/wav' })
    fireEvent.change(screen.getByLabelText('Upload audio file'), { target: { files: [f] } })
    const bar = await screen.findByRole('progressbar', { name: 'Uploading new.wav' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'))
    expect(screen.getByTestId('upload-progress')).toHaveTextContent('25%')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of new.wav' })))
    await waitFor(() => expect(steps).toEqual(['create', 'cancel']))
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(changes).toEqual([])
  })
})
