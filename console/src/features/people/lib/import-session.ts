// Import page 1 → page 2 hand-over. Kept in sessionStorage (this tab only, gone when it closes) so
// a reload of page 2 or "change the matching" does not force a new upload.
import type { UploadedImport } from '../api/imports'
import type { ColumnMapping, DateFormat } from './import-mapping'

export interface ImportDraft {
  upload: UploadedImport
  mapping: ColumnMapping
  dateFormat: DateFormat
}

const key = (id: number) => `people-import-${id}`

export function saveDraft(d: ImportDraft): void {
  try {
    sessionStorage.setItem(key(d.upload.importId), JSON.stringify(d))
  } catch {
    /* storage full or disabled: page 2 then asks to start again */
  }
}

export function loadDraft(id: number): ImportDraft | null {
  try {
    const raw = sessionStorage.getItem(key(id))
    return raw ? (JSON.parse(raw) as ImportDraft) : null
  } catch {
    return null
  }
}

export function dropDraft(id: number): void {
  try {
    sessionStorage.removeItem(key(id))
  } catch {
    /* ignore */
  }
}

/** A CSV template with the headings the importer recognises. */
export function templateCsv(): string {
  const rows = [
    ['First name', 'Last name', 'Email', 'Mobile', 'Gender', 'Birth date', 'Membership type', 'Address', 'City'],
    ['Grace', 'Adeyemi', 'grace.adeyemi@example.org', '+12025550143', 'female', '1988-03-14', 'Member', '12 Hope Street', 'Springfield'],
  ]
  return rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n') + '\r\n'
}
