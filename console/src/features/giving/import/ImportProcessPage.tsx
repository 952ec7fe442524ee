import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, cn } from '@congregate/ui'
import { ImportCount } from '@/components/import/ImportCount'
import { Badge, Card, CardHeader, ErrorPanel, ProgressBar, Skeleton } from '@/components/ui/Card'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatMoney } from '@/lib/format'
import { downloadBadRows, useGivingCurrency, useImportStatus, usePreviewImport, useProcessImport, type ImportPreview } from '../api/ledger'
import { GivingShell, linkButtonClass } from '../components/GivingShell'
import { GIVING, batchPath } from '../paths'
import { drafts } from './import-draft'

export default function ImportProcessPage() {
  const [params] = useSearchParams()
  const importId = Number(params.get('importId')) || 0
  const draft = importId ? drafts.load(importId) : null
  const status = useImportStatus(importId, true)
  const started = !!status.data && status.data.status !== 'uploaded'
  const back = (
    <Link to={draft ? `${GIVING.import}?importId=${importId}` : GIVING.import} className="text-brand-ink hover:underline">
      ← Change the matching
    </Link>
  )
  return (
    <GivingShell title="Check and import" description={draft ? draft.upload.fileName : undefined} back={back}>
      {!importId || (!draft && status.isError) ? (
        <Card>
          <div className="flex flex-col items-start gap-3 p-5">
            <p>This import is not open in this tab any more.</p>
            <Link to={GIVING.import} className={linkButtonClass}>
              Upload a file
            </Link>
          </div>
        </Card>
      ) : status.isPending ? (
        <Skeleton className="h-40" />
      ) : started ? (
        <Progress importId={importId} />
      ) : draft ? (
        <Preview importId={importId} mapping={draft.mapping} />
      ) : (
        <Card>
          <div className="flex flex-col items-start gap-3 p-5">
            <p>Match the columns of this file first.</p>
            <Link to={GIVING.import} className={linkButtonClass}>
              Upload a file
            </Link>
          </div>
        </Card>
      )}
    </GivingShell>
  )
}

function Preview({ importId, mapping }: { importId: number; mapping: Parameters<ReturnType<typeof usePreviewImport>['mutate']>[0]['mapping'] }) {
  const preview = usePreviewImport()
  const process = useProcessImport()
  const currency = useGivingCurrency()
  const [result, setResult] = useState<ImportPreview | null>(null)
  useEffect(() => {
    preview.mutate({ importId, mapping }, { onSuccess: setResult })
    // Once per import and mapping.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [importId])
  if (preview.isError) return <ErrorPanel message={preview.error.message} onRetry={() => preview.mutate({ importId, mapping }, { onSuccess: setResult })} />
  if (!result) return <Skeleton className="h-40" />
  const { total, good, bad } = result
  const n = (x: number) => x.toLocaleString('en-US')
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
          description={bad ? 'Fix them in your file and upload it again, or import only the good rows now and the others later.' : 'The gifts go in as one committed batch named after the file.'}
          actions={bad ? <Button variant="secondary" onClick={() => void downloadBadRows(importId)}>Download rows to fix</Button> : undefined}
        />
        <div className="flex flex-wrap justify-end gap-2 p-5">
          {bad > 0 && (
            <Link to={GIVING.import} className={linkButtonClass}>
              Fix first
            </Link>
          )}
          <Button disabled={good === 0} loading={process.isPending} onClick={() => process.mutate({ importId, mapping, skipBadRows: bad > 0 })}>
            {bad ? `Import the ${n(good)} good rows` : `Import ${n(good)} ${good === 1 ? 'row' : 'rows'}`}
          </Button>
        </div>
      </Card>
      <Card>
        <CardHeader title="Rows" description={total > result.rows.length ? `The first rows and every row with an error (${n(result.rows.length)} of ${n(total)}).` : undefined} />
        <TableShell label="Import rows">
          <thead>
            <tr>
              <Th>Row</Th>
              <Th>Date</Th>
              <Th>Giver</Th>
              <Th>Code</Th>
              <Th className="text-right">Amount</Th>
              <Th>Problems</Th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((r) => (
              <Tr key={r.row} className={cn(r.errors.length > 0 && 'bg-red-50/60 dark:bg-red-950/30')}>
                <Td className="tabular-nums">{r.row}</Td>
                <Td className="whitespace-nowrap">{r.date}</Td>
                <Td>
                  {r.personName || '—'} {r.match && <Badge className="ml-1">by {r.match}</Badge>}
                </Td>
                <Td>{r.fund}</Td>
                <Td className="text-right tabular-nums">{r.amountMinor ? formatMoney(r.amountMinor, currency) : '—'}</Td>
                <Td>
                  {r.errors.length ? (
                    <ul className="text-sm text-red-700 dark:text-red-300">
                      {r.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-emerald-700 dark:text-emerald-400">OK</span>
                  )}
                </Td>
              </Tr>
            ))}
          </tbody>
        </TableShell>
      </Card>
    </>
  )
}

function Progress({ importId }: { importId: number }) {
  const s = useImportStatus(importId, true).data
  if (!s) return null
  const pct = s.total ? Math.round((s.processed / s.total) * 100) : 0
  return (
    <Card>
      <CardHeader title={s.status === 'done' ? 'Import finished' : s.status === 'failed' ? 'Import failed' : 'Importing…'} />
      <div className="flex flex-col gap-4 p-5" aria-live="polite">
        {(s.status === 'queued' || s.status === 'processing') && (
          <>
            <ProgressBar value={pct} label="Importing" />
            <p className="text-sm text-slate-500 dark:text-neutral-400">
              {s.processed.toLocaleString('en-US')} of {s.total.toLocaleString('en-US')} rows. You can leave this page; the import goes on.
            </p>
          </>
        )}
        {s.status === 'done' && (
          <>
            <p>
              <strong>{s.imported.toLocaleString('en-US')}</strong> {s.imported === 1 ? 'gift' : 'gifts'} imported as one committed batch.
            </p>
            <div className="flex flex-wrap gap-2">
              {s.batchId && (
                <Link to={batchPath(s.batchId)} className={linkButtonClass}>
                  Open the batch
                </Link>
              )}
              <Link to={GIVING.contributions} className={linkButtonClass}>
                Contributions
              </Link>
            </div>
          </>
        )}
        {s.status === 'failed' && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
            {s.error || 'The import stopped; nothing was saved. Upload the file again.'}
          </p>
        )}
      </div>
    </Card>
  )
}
