import type { Export } from '@/api'
import { Badge, type Tone } from '@/components/ui/Card'
import { Table, Td, Th } from '@/components/ui/Table'
import { formatBytes, formatDateTime } from '@/lib/format'
import { exportDownloadUrl } from '@/lib/ops-api'

const TONES: Record<string, Tone> = { queued: 'blue', running: 'blue', done: 'green', failed: 'red', expired: 'slate' }

/** Exports with their status and, once done, the download link. */
export function ExportsTable({ items, compact }: { items: Export[]; compact?: boolean }) {
  return (
    <Table
      label="Exports"
      head={
        <>
          {!compact && <Th>Church</Th>}
          <Th>Status</Th>
          <Th>Requested</Th>
          {!compact && <Th>By</Th>}
          <Th>Size</Th>
          <Th>Expires</Th>
          <Th>
            <span className="sr-only">Download</span>
          </Th>
        </>
      }
    >
      {items.map((e) => (
        <tr key={e.id}>
          {!compact && <Td>{e.churchName}</Td>}
          <Td>
            <Badge tone={TONES[e.status] ?? 'slate'}>{e.status}</Badge>
            {e.error && <span className="mt-1 block text-xs text-red-700">{e.error}</span>}
          </Td>
          <Td className="whitespace-nowrap">{formatDateTime(e.createdAt)}</Td>
          {!compact && <Td className="break-all">{e.requestedBy}</Td>}
          <Td className="whitespace-nowrap">{e.status === 'done' ? formatBytes(e.sizeBytes) : '—'}</Td>
          <Td className="whitespace-nowrap">{formatDateTime(e.expiresAt)}</Td>
          <Td>
            {e.status === 'done' && (
              <a href={exportDownloadUrl(e.id)} className="font-medium text-brand-dark underline" download>
                Download
              </a>
            )}
          </Td>
        </tr>
      ))}
    </Table>
  )
}
