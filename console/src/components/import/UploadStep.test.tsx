import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { toast } from '@congregate/ui'
import type { Envelope } from '@/lib/api-client'
import { UploadCard, useImportUpload } from './UploadStep'

type Uploaded = { importId: number; fileName: string }
type Vars = { file: File; onProgress?: (pct: number) => void }

function Page({ send, check }: { send: (v: Vars) => Promise<Envelope<Uploaded>>; check: (f: File) => string | null | Promise<string | null> }) {
  const file = useImportUpload({ send: useMutation({ mutationFn: send }), initial: null, check, uploaded: (u) => `${u.fileName} uploaded` })
  return (
    <>
      <UploadCard file={file} label="Gifts file" description={file.upload ? `${file.upload.fileName} is in` : 'CSV or XLSX'} hint="Choose a file" />
      <output>{file.upload ? `import ${file.upload.importId}` : 'none'}</output>
    </>
  )
}

function mount(send: (v: Vars) => Promise<Envelope<Uploaded>>, check: (f: File) => string | null | Promise<string | null> = () => null) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={qc}>
      <Page send={send} check={check} />
    </QueryClientProvider>,
  )
  const choose = (f: File) => act(async () => fireEvent.change(screen.getByLabelText('Gifts file'), { target: { files: [f] } }))
  return { choose }
}

const csv = new File(['Date,Amount\n'], 'gifts.csv', { type: 'text/csv' })

describe('the upload step', () => {
  it('sends a file the import’s check passes, shows its progress and keeps the upload', async () => {
    let finish!: (e: Envelope<Uploaded>) => void
    const send = vi.fn((v: Vars) => (v.onProgress?.(40), new Promise<Envelope<Uploaded>>((r) => (finish = r))))
    const success = vi.spyOn(toast, 'success')
    const { choose } = mount(send)
    await choose(csv)
    expect(send.mock.calls[0]![0].file).toBe(csv)
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', '40')
    await act(async () => finish({ responseCode: '00', responseMessage: 'Done', responseData: { importId: 3, fileName: 'gifts.csv' } }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('import 3'))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByText('gifts.csv is in')).toBeVisible()
    expect(success).toHaveBeenCalledWith('gifts.csv uploaded')
  })

  it('says what the check refuses and sends nothing', async () => {
    const send = vi.fn()
    const { choose } = mount(send, async (f) => (f.name.endsWith('.csv') ? null : 'Choose a CSV or Excel .xlsx file'))
    await choose(new File(['x'], 'gifts.pdf'))
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV or Excel .xlsx file')
    expect(send).not.toHaveBeenCalled()
  })

  it('says why the server refused the file', async () => {
    const { choose } = mount(() => Promise.reject(new Error('The file has no rows')))
    await choose(csv)
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has no rows')
    expect(screen.getByRole('status')).toHaveTextContent('none')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
