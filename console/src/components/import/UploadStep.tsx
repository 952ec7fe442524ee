// Step 1 of an import (people, giving): the spreadsheet sent with its progress, what went wrong,
// and the template to start from. Each import checks the file its own way and says its own words.
import { useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { Button, toast } from '@congregate/ui'
import { Card, CardHeader, ProgressBar } from '@/components/ui/Card'
import type { Envelope } from '@/lib/api-client'
import { saveBlob } from '@/lib/api-files'
import { FileDrop } from './FileDrop'

export const SPREADSHEET_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

type Send<U> = UseMutationResult<Envelope<U>, Error, { file: File; onProgress?: (pct: number) => void }>

export interface ImportUpload<U> {
  /** The file the server took (or the one a resumed draft names); null before the first. */
  upload: U | null
  /** Whole percent while the file is on its way. */
  progress: number | null
  error: string | null
  busy: boolean
  onFile: (file: File) => void
}

/**
 * Sends a chosen file once `check` passes it (null, or the message to show), and keeps the last
 * upload; `uploaded` is the toast that says it arrived.
 */
export function useImportUpload<U>({ send, initial, check, uploaded }: { send: Send<U>; initial: U | null; check: (file: File) => string | null | Promise<string | null>; uploaded: (u: U) => string }): ImportUpload<U> {
  const [upload, setUpload] = useState<U | null>(initial)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function onFile(file: File) {
    const problem = await check(file)
    setError(problem)
    if (problem) return
    setProgress(0)
    send.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (env) => {
          setUpload(env.responseData)
          toast.success(uploaded(env.responseData))
        },
        onError: (e) => setError(e.message),
        onSettled: () => setProgress(null),
      },
    )
  }

  return { upload, progress, error, busy: send.isPending, onFile: (file) => void onFile(file) }
}

/** "1. Upload a file": the drop area, the upload's progress and its error. */
export function UploadCard({ file, description, hint, label }: { file: ImportUpload<unknown>; description: string; hint: string; label?: string }) {
  return (
    <Card>
      <CardHeader title="1. Upload a file" description={description} />
      <div className="flex flex-col gap-3 p-5">
        <FileDrop accept={SPREADSHEET_ACCEPT} onFile={file.onFile} disabled={file.busy} hint={hint} label={label} />
        {file.progress !== null && <ProgressBar value={file.progress} label="Uploading" />}
        {file.error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
            {file.error}
          </p>
        )}
      </div>
    </Card>
  )
}

/** A CSV of the headings the import recognises, with a BOM so Excel reads it as UTF-8. */
export function TemplateButton({ csv, fileName }: { csv: string; fileName: string }) {
  return (
    <Button variant="secondary" onClick={() => saveBlob(new Blob(['\uFEFF' + csv], { type: 'text/csv;charset=utf-8' }), fileName)}>
      Download template
    </Button>
  )
}
