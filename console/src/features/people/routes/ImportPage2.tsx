import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, toast } from '@congregate/ui'
import { ImportCount } from '@/components/import/ImportCount'
import { Card, CardHeader, EmptyState, ErrorPanel, PageHeader, ProgressBar, Skeleton } from '@/components/ui/Card'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useDownloadBadRows, useImportStatus, useProcessImport, useValidateImport, type RowProblem, type ValidationResult } from '../api/imports'
import { ImportChoice, type ImportMode } from '../components/ImportChoice'
import { ImportSteps } from '../components/ImportSteps'
import { PeopleShell } from '../components/PeopleShell'
import { formatCount, formatDate } from '../lib/format'
import { drafts } from '../lib/import-session'
import { PEOPLE } from '../paths'

const PREVIEW_COLUMNS = ['firstName', 'lastName', 'email', 'mobile', 'gender', 'birthDate'] as const
const PREVIEW_LABEL: Record<string, string> = { firstName: 'First name', lastName: 'Last name', email: 'E-mail', mobile: 'Mobile', gender: 'Gender', birthDate: 'Birth date' }

export default function ImportPage2() {
  const [params] = useSearchParams()
  const importId = Number(params.get('importId')) || null
  const draft = useMemo(() => (importId ? drafts.load(importId) : null), [importId])
  const validate = useValidateImport()
  const process = useProcessImport()
  const [result, setResult] = useState<ValidationResult | null>(null)
  const [started, setStarted] = useState(false)
  // A file with bad rows: "fix first" (all or nothing, as before) until the admin picks the other way.
  const [mode, setMode] = useState<ImportMode>('fix')
  const badRows = useDownloadBadRows()
  const status = useImportStatus(importId, true)
  const ran = useRef(false)

  // Validation runs once on arrival with the mapping chosen on page 1.
  useEffect(() => {
    if (ran.current || !draft || !importId) return
    ran.current = true
    validate.mutate({ importId, mapping: draft.mapping, dateFormat: draft.dateFormat }, { onSuccess: (env) => setResult(env.responseData) })
  }, [draft, importId, validate])

  const st = status.data?.status
  const running = st === 'queued' || st === 'processing'
  const done = st === 'completed'
  const failedAfter = started && (st === 'invalid' || st === 'failed')

  useEffect(() => {
    if (done && started && importId) {
      toast.success(`${formatCount(status.data!.importedRows)} people imported`)
      drafts.drop(importId)
    }
  }, [done, started, importId, status.data])

  const back = `${PEOPLE.import1}${importId && draft ? `?importId=${importId}` : ''}`

  if (!importId) {
    return (
      <PeopleShell>
        <Card>
          <EmptyState title="No import chosen" message="Start by uploading a file." action={<Link to={PEOPLE.import1} className="font-semibold text-brand-ink hover:underline">Go to import</Link>} />
        </Card>
      </PeopleShell>
    )
  }

  const errors = (failedAfter ? status.data?.errors : result?.errors) ?? []
  const downloadButton = (count: number) => (
    <Button variant="secondary" loading={badRows.isPending} onClick={() => badRows.mutate(importId)}>
      Download the {count === 1 ? 'row' : `${formatCount(count)} rows`} to fix
    </Button>
  )
  const partial = !!result && result.errorRows > 0 && result.validRows > 0 && mode === 'partial'

  return (
    <PeopleShell>
      <PageHeader
        title="Review & import"
        description={status.data?.fileName ?? draft?.upload.fileName}
        back={
          !running && !done ? (
            <Link to={back} className="font-medium text-brand-ink hover:underline">
              ← Change the file or the column matching
            </Link>
          ) : undefined
        }
      />
      <ImportSteps current={3} />

      {(running || done || failedAfter) && status.data && (
        <Card className="p-5">
          {done ? (
            <div role="status" className="flex flex-wrap items-center gap-4">
              <div className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">✓</div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">Import complete</p>
                <p className="text-sm text-slate-500 dark:text-neutral-400">{formatCount(status.data.importedRows)} people were added to your directory.</p>
              </div>
              <Link to={`${PEOPLE.listing}?sortBy=createdAt&sortDir=desc`} className="inline-flex h-10 items-center rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:brightness-110">
                See the new people
              </Link>
              <dl className="grid w-full grid-cols-3 gap-4 border-t border-slate-100 pt-4 text-sm max-[600px]:grid-cols-1 dark:border-neutral-800" data-testid="import-result">
                <Count label="Imported" value={status.data.importedRows} tone="green" />
                <Count label="Skipped: already imported" value={status.data.skippedRows} />
                <Count label="Rows with errors left out" value={status.data.badRows} tone={status.data.badRows ? 'red' : undefined} />
              </dl>
              {status.data.badRowsFile && (
                <div className="flex w-full flex-wrap items-center gap-3">
                  <p className="flex-1 text-sm">The rows with errors were not imported. Download them, fix them in the file’s Errors column and upload the file again.</p>
                  {downloadButton(status.data.badRows)}
                </div>
              )}
            </div>
          ) : failedAfter ? (
            <div role="alert">
              <p className="font-semibold text-red-700 dark:text-red-300">Nothing was imported</p>
              <p className="text-sm text-slate-600 dark:text-neutral-300">{status.data.message || 'Some rows no longer pass the checks (the directory changed meanwhile). Fix them and try again.'}</p>
              {status.data.badRowsFile && <div className="mt-3">{downloadButton(status.data.badRows)}</div>}
            </div>
          ) : (
            <ProgressBar value={status.data.progress} label={`Importing ${formatCount(status.data.processedRows)} of ${formatCount(status.data.totalRows)} rows`} />
          )}
        </Card>
      )}

      {!draft && !started && st !== 'completed' && !running ? (
        <Card>
          <EmptyState title="This import needs its column matching again" message="The review was opened in another tab or after a restart. Start again from the upload page." action={<Link to={PEOPLE.import1} className="font-semibold text-brand-ink hover:underline">Start again</Link>} />
        </Card>
      ) : validate.isPending ? (
        <Card className="flex flex-col gap-3 p-5" role="status" aria-label="Checking every row">
          <p className="text-sm text-slate-500">Checking every row…</p>
          <Skeleton className="h-24" />
        </Card>
      ) : validate.isError ? (
        <ErrorPanel message={validate.error.message} />
      ) : result && !done ? (
        <>
          <div className="grid grid-cols-4 gap-4 max-[900px]:grid-cols-2">
            <ImportCount label="Rows in the file" value={result.totalRows} />
            <ImportCount label="Ready to import" value={result.validRows} tone="green" />
            <ImportCount label="Already imported" value={result.skippedRows} />
            <ImportCount label="Rows with errors" value={result.errorRows} tone={result.errorRows ? 'red' : undefined} />
          </div>

          {errors.length > 0 && (
            <Card>
              <CardHeader
                title="Rows to fix"
                description={
                  result.validRows > 0
                    ? 'Correct these rows in your file and upload it again, or import the good rows now and fix these afterwards.'
                    : 'Nothing is imported while any row has an error. Correct these rows in your file, then upload it again.'
                }
              />
              <ErrorTable errors={errors} />
            </Card>
          )}

          {result.skipped.length > 0 && (
            <Card>
              <CardHeader
                title="Already imported: skipped"
                description="An earlier import brought these people in (same name, e-mail, mobile and birth date). They are skipped, not added again."
              />
              <ul className="divide-y divide-slate-100 text-sm dark:divide-neutral-800">
                {result.skipped.map((s) => (
                  <li key={s.row} className="flex gap-4 px-5 py-2.5" data-testid="import-skipped-row">
                    <span className="w-16 shrink-0 text-slate-500 tabular-nums">Row {s.row}</span>
                    <span className="min-w-0 text-slate-600 dark:text-neutral-300">{s.message}</span>
                  </li>
                ))}
              </ul>
            </Card>
          )}

          {result.warnings.length > 0 && (
            <Card>
              <CardHeader title="Possible duplicates" description="These rows look like people already in your directory. They will be imported; merge them afterwards on the merge page if they are the same person." />
              <ul className="divide-y divide-slate-100 text-sm dark:divide-neutral-800">
                {result.warnings.map((w, i) => (
                  <li key={`${w.row}-${i}`} className="flex gap-4 px-5 py-2.5" data-testid="import-warning-row">
                    <span className="w-16 shrink-0 text-slate-500 tabular-nums">Row {w.row}</span>
                    <span className="text-amber-800 dark:text-amber-300">{w.message}</span>
                  </li>
                ))}
              </ul>
            </Card>
          )}

          {result.preview.length > 0 && (
            <Card>
              <CardHeader title="Preview" description={`The first ${result.preview.length} valid rows as they will be saved.`} />
              <TableShell label="Preview">
                <thead>
                  <tr>
                    <Th>Row</Th>
                    {PREVIEW_COLUMNS.map((c) => (
                      <Th key={c}>{PREVIEW_LABEL[c]}</Th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.preview.map((r) => (
                    <Tr key={r.row}>
                      <Td className="text-slate-500 tabular-nums">{r.row}</Td>
                      {PREVIEW_COLUMNS.map((c) => (
                        <Td key={c} className="whitespace-nowrap">
                          {(c === 'birthDate' ? formatDate(r[c] as string) : String(r[c] ?? '')) || '—'}
                        </Td>
                      ))}
                    </Tr>
                  ))}
                </tbody>
              </TableShell>
            </Card>
          )}

          <Card className="flex flex-col gap-4 p-5">
            {result.errorRows > 0 && result.validRows > 0 && <ImportChoice value={mode} onChange={setMode} validRows={result.validRows} errorRows={result.errorRows} />}
            <div className="flex flex-wrap items-center gap-4">
              <p className="min-w-60 flex-1 text-sm">
                {result.status === 'validated' && result.validRows === 0 ? (
                  <>Every row of this file is already in your directory. There is nothing new to import.</>
                ) : result.status === 'validated' ? (
                  <>
                    All {formatCount(result.validRows)} rows passed the checks{result.skippedRows > 0 && <> (the {result.skippedRows === 1 ? 'row' : `${formatCount(result.skippedRows)} rows`} already imported are skipped)</>}. Importing adds them in one go — all or nothing.
                  </>
                ) : partial ? (
                  <>The good rows are imported in one go; the file of rows to fix is downloaded now and stays available on the result page.</>
                ) : (
                  <>Fix the {result.errorRows === 1 ? 'row' : `${formatCount(result.errorRows)} rows`} above and upload the file again. Nothing has been imported.</>
                )}
              </p>
              {result.status === 'invalid' && !partial && downloadButton(result.errorRows)}
              <Link to={back} className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-50 dark:border-neutral-700 dark:hover:bg-neutral-800">
                {result.status === 'validated' ? 'Back' : 'Upload a corrected file'}
              </Link>
              {result.status === 'validated' && result.validRows > 0 && (
                <Button disabled={running || started} loading={process.isPending} onClick={() => process.mutate({ importId }, { onSuccess: () => setStarted(true) })}>
                  Import {formatCount(result.validRows)} people
                </Button>
              )}
              {partial && (
                <Button
                  disabled={running || started}
                  loading={process.isPending}
                  onClick={() => {
                    badRows.mutate(importId)
                    process.mutate({ importId, skipBadRows: true }, { onSuccess: () => setStarted(true) })
                  }}
                >
                  Import {formatCount(result.validRows)} good {result.validRows === 1 ? 'row' : 'rows'}
                </Button>
              )}
            </div>
          </Card>
        </>
      ) : null}
    </PeopleShell>
  )
}

function ErrorTable({ errors }: { errors: RowProblem[] }) {
  return (
    <TableShell label="Row errors">
      <thead>
        <tr>
          <Th>Row</Th>
          <Th>Column</Th>
          <Th>Problem</Th>
          <Th>Value</Th>
        </tr>
      </thead>
      <tbody>
        {errors.map((e, i) => (
          <Tr key={`${e.row}-${e.column}-${i}`} data-testid="import-error-row">
            <Td className="tabular-nums">{e.row}</Td>
            <Td className="whitespace-nowrap">{e.column || '—'}</Td>
            <Td className="min-w-56 text-red-700 dark:text-red-300">{e.message}</Td>
            <Td className="max-w-48 truncate font-mono text-xs" title={e.value}>
              {e.value || '—'}
            </Td>
          </Tr>
        ))}
      </tbody>
    </TableShell>
  )
}

function Count({ label, value, tone }: { label: string; value: number; tone?: 'green' | 'red' }) {
  return (
    <div>
      <dt className="text-slate-500 dark:text-neutral-400">{label}</dt>
      <dd className={`text-xl font-bold tabular-nums ${tone === 'green' ? 'text-emerald-600 dark:text-emerald-400' : tone === 'red' ? 'text-red-600 dark:text-red-400' : ''}`}>{formatCount(value)}</dd>
    </div>
  )
}
