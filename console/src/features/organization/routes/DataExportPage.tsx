import { Button } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { ApiError } from '@/lib/api-client'
import { useCurrentProfile } from '@/lib/current-profile'
import { formatDateTime } from '@/lib/format'
import { useDownloadExport, useExports, useStartExport } from '../api/data-export'
import { STATUS, inProgress, requesterLabel, sizeLabel, type DataExport } from '../lib/data-export'

const CONTENTS = [
  ['One CSV per table', 'Every table of your church’s records — people, households, giving, children, sermons, messages and the rest — as tables/<name>.csv.'],
  ['Your files', 'Every photo, logo, document and media file your church stored, under files/.'],
  ['A README', 'What each part of the ZIP holds, and when it was taken.'],
  ['Secrets left out', 'Passwords, PINs and sign-in tokens are never exported.'],
  ['Kept 7 days', 'A ready export can be downloaded for 7 days, then it is deleted.'],
] as const

export default function DataExportPage() {
  const list = useExports()
  const start = useStartExport()
  const forbidden = list.error instanceof ApiError && list.error.status === 403 ? list.error.message : ''
  const running = inProgress(list.data)

  return (
    <OrgShell
      title="Export all data"
      description="A ZIP of everything your church keeps in Congregate, for your records or a move elsewhere. Only the super admin can export."
      actions={
        !forbidden && (
          <Button loading={start.isPending} disabled={!list.data || !!running} onClick={() => start.mutate()}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M12 3v12m0 0l-4-4m4 4l4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
            </svg>
            Start export
          </Button>
        )
      }
    >
      {forbidden ? (
        <Card role="alert">
          <EmptyState title="Super admin only" message={forbidden} />
        </Card>
      ) : (
        <>
          <Card>
            <CardHeader title="What the export holds" />
            <ul className="grid gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2">
              {CONTENTS.map(([title, text]) => (
                <li key={title}>
                  <p className="font-medium">{title}</p>
                  <p className="text-slate-500 dark:text-neutral-400">{text}</p>
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <CardHeader
              title="Exports"
              description={running ? 'An export is being prepared. This list updates by itself; you can leave and come back.' : 'Your church’s exports, newest first.'}
            />
            <QueryState query={list} skeleton="table">
              {(items) => (items.length === 0 ? <EmptyState title="No exports yet" message="Start an export: it is ready in a few minutes, depending on how much your church stores." /> : <ExportsTable items={items} />)}
            </QueryState>
          </Card>
        </>
      )}
    </OrgShell>
  )
}

function ExportsTable({ items }: { items: DataExport[] }) {
  const download = useDownloadExport()
  const me = useCurrentProfile().userId
  return (
    <TableShell label="Exports">
      <thead>
        <tr>
          <Th>Requested</Th>
          <Th>Status</Th>
          <Th>Size</Th>
          <Th>Available until</Th>
          <Th className="text-right">
            <span className="sr-only">Download</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {items.map((e) => (
          <Tr key={e.id} data-status={e.status}>
            <Td>
              <time dateTime={e.createdAt} className="block font-medium whitespace-nowrap">
                {formatDateTime(e.createdAt)}
              </time>
              {e.requestedBy && <span className="block max-w-56 truncate text-xs text-slate-500 dark:text-neutral-400">by {requesterLabel(e.requestedBy, me)}</span>}
            </Td>
            <Td>
              <Badge tone={STATUS[e.status].tone}>{STATUS[e.status].label}</Badge>
              {e.status === 'failed' && e.error && <p className="mt-1 max-w-64 text-xs text-red-700 dark:text-red-300">{e.error}</p>}
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{sizeLabel(e)}</Td>
            <Td className="whitespace-nowrap">{e.status === 'done' && e.expiresAt ? <time dateTime={e.expiresAt}>{formatDateTime(e.expiresAt)}</time> : '—'}</Td>
            <Td className="text-right">
              {e.status === 'done' && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={download.isPending && download.variables === e.id}
                  onClick={() => download.mutate(e.id)}
                  aria-label={`Download the export of ${formatDateTime(e.createdAt)}`}
                >
                  Download
                </Button>
              )}
            </Td>
          </Tr>
        ))}
      </tbody>
    </TableShell>
  )
}
