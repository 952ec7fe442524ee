// Import page 1 → page 2 hand-over: the upload, its column matching and date format.
import { importDrafts } from '@/components/import/drafts'
import type { UploadedImport } from '../api/imports'
import type { ColumnMapping, DateFormat } from './import-mapping'

export interface ImportDraft {
  upload: UploadedImport
  mapping: ColumnMapping
  dateFormat: DateFormat
}

export const drafts = importDrafts<ImportDraft>('people-import-')

/** A CSV template with the headings the importer recognises. */
export function templateCsv(): string {
  const rows = [
    ['First name', 'Last name', 'Email', 'Mobile', 'Gender', 'Birth date', 'Membership type', 'Address', 'City'],
    ['Grace', 'Adeyemi', 'grace.adeyemi@example.org', '+12025550143', 'female', '1988-03-14', 'Member', '12 Hope Street', 'Springfield'],
  ]
  return rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n') + '\r\n'
}
