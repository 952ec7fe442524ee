import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, cn } from '@congregate/ui'
import { ImportCount } from '@/components/import/ImportCount'
import { Card, CardHeader, ErrorPanel, PageHeader, ProgressBar, Skeleton } from '@/components/ui/Card'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import {
  downloadChildrenBadRows,
  useChildrenImportStatus,
  usePreviewChildrenImport,
  useProcessChildrenImport,
  type ImportMapping,
  type ImportPreview,
  type ImportStatus,
} from '../api/imports'
import { CHILDREN } from '../paths'
import { drafts } from './import-draft'

const linkButtonClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800'
const n = (x: number) => x.toLocaleString('en-US')

/** /product/children/import/process?importId=: check the rows, import them, follow the worker, act on the bad rows. */
export default function ImportProcessPage() {
  const [params] = useSearchParams()
  const importId = Number(params.get('importId')) || 0
  const draft = importId ? drafts.load(importId) : null
  const status = useChildrenImportStatus(importId)
  const started = !!status.data && status.data.status !== 'uploaded'
  const back = (
    <Link to={CHILDREN.importCreate} className="text-brand-ink hover:underline">
      ← {started ? 'Import another file' : 'Change the matching'}
    </Link>
  )
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Check and import children" description={status.data?.fileName ?? draft?.upload.fileName} back={back} />
      {!importId || status.isError ? (
        <Card>
          <div className="flex flex-col items-start gap-3 p-5">
            <p>{status.isError ? status.error.message : 'Choose a file to import first.'}</p>
            <Link to={CHILDREN.importCreate} className={linkButtonClass}>
              Upload a file
            </Link>
          </div>
        </Card>
      ) : status.isPending ? (
        <Skeleton className="h-40" />
      ) : started ? (
        <Progress importId={importId} s={status.data} />
      ) : draft ? (
        <Preview importId={importId} mapping={draft.mapping} />
      ) : (
        <Card>
          <div className="flex flex-col items-start gap-3 p-5">
            <p>Match the columns of this file first.</p>
            <Link to={CHILDREN.importCreate} className={linkButtonClass}>
              Upload a file
            </Link>
          </div>
        </Card>
      )}
    </div>
  )
}

function Problems({ errors }: { errors: string[] }) {
  if (!errors.length) return <span className="text-emerald-700 dark:text-emerald-400">OK</span>
  return (
    <ul className="text-sm text-red-700 dark:text-red-300">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  )
}

function Preview({ importId, mapping }: { importId: number; mapping: ImportMapping }) {
  const preview = usePreviewChildrenImport()
  const process = useProcessChildrenImport()
  const [result, setResult] = useState<ImportPreview | null>(null)
  useEffect(() => {
    preview.mutate({ importId, mapping }, { onSuccess: setResult })
    // Once per import and mapping.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [importId])
  if (preview.isError) return <ErrorPanel message={preview.error.message} onRetry={() => preview.mutate({ importId, mapping }, { onSuccess: setResult })} />
  if (!result) return <Skeleton className="h-40" />
  const { total, good, bad } = result
  return (
    <>
      <section aria-label="Check result" className="grid gap-3 sm:grid-cols-3">
        <ImportCount label="Rows" value={total} />
        <ImportCount label="Ready to import" value={good} tone="green" />
        <ImportCount label="With errors" value={bad} tone={bad ? 'red' : undefined} />
      </section>
      <Card>
        <CardHeader
          title={bad ? `${n(bad)} ${bad === 1 ? 'row has' : 'rows have'} errors` : 'Every row reads'}
          description={
            bad
              ? 'Fix them in your file and upload it again, or import the good rows now: the rows with errors are kept with their messages to download, fix and import again.'
              : 'Each row becomes a child in their parent’s household.'
          }
        />
        <div className="flex flex-wrap justify-end gap-2 p-5">
          {process.isError && (
            <p role="alert" className="mr-auto text-sm text-red-700 dark:text-red-300">
              {process.error.message}
            </p>
          )}
          {bad > 0 && (
            <Link to={CHILDREN.importCreate} className={linkButtonClass}>
              Fix first
            </Link>
          )}
          <Button disabled={good === 0} loading={process.isPending} onClick={() => process.mutate({ importId, mapping })}>
            {bad ? `Import the ${n(good)} good ${good === 1 ? 'row' : 'rows'}` : `Import ${n(good)} ${good === 1 ? 'child' : 'children'}`}
          </Button>
        </div>
      </Card>
      <Card>
        <CardHeader title="Rows" description={total > result.rows.length ? `The first rows and every row with an error (${n(result.rows.length)} of ${n(total)}).` : undefined} />
        <TableShell label="Import rows">
          <thead>
            <tr>
              <Th>Row</Th>
              <Th>Child</Th>
              <Th>Birth date</Th>
              <Th>Parent</Th>
              <Th>Classroom</Th>
              <Th>Problems</Th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((r) => (
              <Tr key={r.row} className={cn(r.errors.length > 0 && 'bg-red-50/60 dark:bg-red-950/30')}>
                <Td className="tabular-nums">{r.row}</Td>
                <Td>{r.name || '—'}</Td>
                <Td className="whitespace-nowrap">{r.birthDate || '—'}</Td>
                <Td>{r.parent || '—'}</Td>
                <Td>{r.classroom || '—'}</Td>
                <Td>
                  <Problems errors={r.errors} />
                </Td>
              </Tr>
            ))}
          </tbody>
        </TableShell>
      </Card>
    </>
  )
}

function Progress({ importId, s }: { importId: number; s: ImportStatus }) {
  const pct = s.total ? Math.round((s.processed / s.total) * 100) : 0
  const running = s.status === 'queued' || s.status === 'processing'
  return (
    <>
      <Card>
        <CardHeader title={s.status === 'done' ? 'Import finished' : s.status === 'failed' ? 'Import failed' : 'Importing…'} />
        <div className="flex flex-col gap-4 p-5" aria-live="polite">
          {running && (
            <>
              <ProgressBar value={pct} label="Importing" />
              <p className="text-sm text-slate-500 dark:text-neutral-400">
                {n(s.processed)} of {n(s.total)} rows. You can leave this page; the import goes on.
              </p>
            </>
          )}
          {s.status === 'done' && (
            <section aria-label="Import result" className="grid gap-3 sm:grid-cols-3">
              <ImportCount label="Rows" value={s.total} />
              <ImportCount label="Imported" value={s.imported} tone="green" />
              <ImportCount label="Not imported" value={s.bad} tone={s.bad ? 'red' : undefined} />
            </section>
          )}
          {s.status === 'failed' && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
              {s.error || 'The import stopped. Upload the file again.'}
            </p>
          )}
          {!running && (
            <div className="flex flex-wrap gap-2">
              <Link to={CHILDREN.listing} className={linkButtonClass}>
                Children
              </Link>
              <Link to={CHILDREN.importCreate} className={linkButtonClass}>
                Import another file
              </Link>
            </div>
          )}
        </div>
      </Card>
      {s.badRows.length > 0 && (
        <Card>
          <CardHeader
            title={`${n(s.bad)} ${s.bad === 1 ? 'row was' : 'rows were'} not imported`}
            description="Download them as a CSV with an Errors column, fix them and import the file again."
            actions={
              <Button variant="secondary" onClick={() => void downloadChildrenBadRows(importId)}>
                Download rows to fix
              </Button>
            }
          />
          <TableShell label="Rows not imported">
            <thead>
              <tr>
                <Th>Row</Th>
                <Th>Child</Th>
                <Th>Problems</Th>
              </tr>
            </thead>
            <tbody>
              {s.badRows.map((r) => (
                <Tr key={r.row}>
                  <Td className="tabular-nums">{r.row}</Td>
                  <Td>{r.name || '—'}</Td>
                  <Td>
                    <Problems errors={r.errors} />
                  </Td>
                </Tr>
              ))}
            </tbody>
          </TableShell>
        </Card>
      )}
    </>
  )
}
