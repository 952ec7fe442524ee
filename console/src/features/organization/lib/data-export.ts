// The church's full export (docs/operator-api.md "Full export"): how the page names an export's
// state, and when it keeps asking the server.
import type { ApiData } from '@/api'
import { formatBytes } from '@/lib/format'

export type DataExport = ApiData<'/api/organization/export/list'>['items'][number]
export type ExportStatus = DataExport['status']

type Tone = 'neutral' | 'green' | 'amber' | 'red' | 'blue'

export const STATUS: Record<ExportStatus, { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  running: { label: 'Preparing', tone: 'blue' },
  done: { label: 'Ready', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  expired: { label: 'Expired', tone: 'amber' },
}

/** How often the list is asked again while an export is queued or being prepared. */
export const POLL_MS = 3000

/** The server holds one export in progress per church: the one queued or running, if any. */
export function inProgress(items: DataExport[] | undefined): DataExport | undefined {
  return items?.find((e) => e.status === 'queued' || e.status === 'running')
}

/** The ZIP's size once it is written; "—" before (and after it expired, the file is gone). */
export function sizeLabel(e: Pick<DataExport, 'status' | 'sizeBytes'>): string {
  return e.status === 'done' && e.sizeBytes > 0 ? formatBytes(e.sizeBytes) : '—'
}

/**
 * Who asked for an export: the server records "church:<person id>" for a super admin of the
 * church and "operator:<e-mail>" for Congregate's staff (docs/operator-api.md "Full export").
 */
export function requesterLabel(requestedBy: string, me: number): string {
  const m = /^church:(\d+)$/.exec(requestedBy)
  if (m) return Number(m[1]) === me ? 'you' : 'another super admin'
  if (requestedBy.startsWith('operator:')) return 'Congregate support'
  return requestedBy
}

/** The GET that streams a ready export's ZIP. */
export const downloadPath = (id: number) => `/api/organization/export/${id}/download`
