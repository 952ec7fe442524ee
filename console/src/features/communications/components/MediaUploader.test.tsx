import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderComms } from '../test/render'
import { MediaUploader } from './MediaUploader'

/** An XMLHttpRequest the test drives: upload progress, the answer, an abort. */
class FakeXHR {
  static last: FakeXHR | null = null
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  sent: FormData | null = null
  url = ''
  aborted = false
  headers: Record<string, string> = {}
  open(_m: string, url: string) {
    this.url = url
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v
  }
  send(body: FormData) {
    this.sent = body
    FakeXHR.last = this
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }))
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    act(() => this.onload?.())
  }
}

beforeEach(() => {
  FakeXHR.last = null
  vi.stubGlobal('XMLHttpRequest', FakeXHR)
})
afterEach(() => vi.unstubAllGlobals())

function choose(name = 'Easter_choir.png', type = 'image/png') {
  const file = new File([new Uint8Array(3000)], name, { type })
  fireEvent.change(screen.getByLabelText('Choose a media file'), { target: { files: [file] } })
  return file
}

/** The request, once the mutation has sent it (a mutation starts after a microtask). */
async function sent(): Promise<FakeXHR> {
  await waitFor(() => expect(FakeXHR.last).not.toBeNull())
  return FakeXHR.last!
}

const media = { id: 5, name: 'Easter choir', kind: 'image', contentType: 'image/png', size: 3000, width: 10, height: 10, url: '/api/communications/media/file/5/t', createdAt: '2026-11-26T04:00:00Z', mmsCapable: true }

describe('MediaUploader', () => {
  it('sends the file and its name and shows the progress in whole percents up to 100', async () => {
    renderComms(<MediaUploader />)
    const file = choose()
    expect(screen.getByLabelText('Media name')).toHaveValue('Easter choir')
    fireEvent.change(screen.getByLabelText('Media name'), { target: { value: 'Choir photo' } })
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }))
    const xhr = await sent()
    expect(xhr.url).toBe('/api/communications/media/upload')
    expect(xhr.sent!.get('name')).toBe('Choir photo')
    expect((xhr.sent!.get('file') as File).name).toBe(file.name)

    const bar = () => screen.getByRole('progressbar')
    expect(bar()).toHaveAttribute('aria-valuenow', '0')
    xhr.progress(1, 3)
    expect(bar()).toHaveAttribute('aria-valuenow', '33')
    expect(screen.getByText('33%')).toBeInTheDocument()
    xhr.progress(2, 3)
    expect(bar()).toHaveAttribute('aria-valuenow', '67')
    xhr.progress(3, 3)
    expect(bar()).toHaveAttribute('aria-valuenow', '100')
    xhr.answer(201, { responseCode: '00', responseMessage: 'File uploaded', responseData: { ...media, name: 'Choir photo' } })
    await waitFor(() => expect(screen.getByText('“Choir photo” is in the vault.')).toBeInTheDocument())
    expect(screen.getByRole('progressbar', { name: 'Uploaded' })).toHaveAttribute('aria-valuenow', '100')
  })

  it("shows the server's content-check refusal and keeps the file to try again", async () => {
    renderComms(<MediaUploader />)
    choose('notes.png')
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }))
    ;(await sent()).answer(400, { responseCode: '01', responseMessage: 'The file is not a PNG image', responseData: null })
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a PNG image')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled()
  })

  it('cancels an upload in flight', async () => {
    renderComms(<MediaUploader />)
    choose()
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }))
    const xhr = await sent()
    xhr.progress(1, 2)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }))
    expect(xhr.aborted).toBe(true)
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('asks for a name', () => {
    renderComms(<MediaUploader />)
    choose()
    fireEvent.change(screen.getByLabelText('Media name'), { target: { value: '  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Give the media a name')
    expect(FakeXHR.last).toBeNull()
  })
})
