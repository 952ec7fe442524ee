// The listing's column chooser, saved under the spec's key peopleListingTableColumns (§3).
// Stored value: the ids of the visible columns, in display order. Anything unreadable (an old
// format, a column that no longer exists) falls back gracefully instead of breaking the table.
import { STORAGE_KEYS, readJSON, writeJSON } from '@/lib/storage'
import type { SortKey } from './filters'

// Column ids are the column names of docs/people-api.md (the export uses the same names).
export const PEOPLE_COLUMNS = [
  { id: 'fullName', label: 'Name', sortKey: 'name', locked: true },
  { id: 'email', label: 'Email', sortKey: 'email' },
  { id: 'mobile', label: 'Phone', sortKey: 'mobile' },
  { id: 'membershipType', label: 'Membership type', sortKey: 'membershipType' },
  { id: 'gender', label: 'Gender', sortKey: null },
  { id: 'age', label: 'Age', sortKey: 'age' },
  { id: 'birthDate', label: 'Birthday', sortKey: 'birthday' },
  { id: 'householdName', label: 'Household', sortKey: null },
  { id: 'maritalStatus', label: 'Marital status', sortKey: null },
  { id: 'envelopeId', label: 'Envelope ID', sortKey: null },
  { id: 'houseFellowship', label: 'House fellowship', sortKey: null },
  { id: 'city', label: 'City', sortKey: null },
  { id: 'joinDate', label: 'Joined', sortKey: 'joinDate' },
  { id: 'status', label: 'Status', sortKey: null },
  { id: 'createdAt', label: 'Added', sortKey: 'createdAt' },
] as const satisfies readonly { id: string; label: string; sortKey: SortKey | null; locked?: boolean }[]

/** A catalogue column, or a custom field's column (`custom:<fieldId>`). */
export type ColumnId = (typeof PEOPLE_COLUMNS)[number]['id'] | `custom:${number}`

const CUSTOM = /^custom:[1-9]\d{0,17}$/
export const isCustomColumn = (id: string): id is `custom:${number}` => CUSTOM.test(id)
export const customColumnField = (id: `custom:${number}`) => id.slice('custom:'.length)

export const DEFAULT_COLUMNS: ColumnId[] = ['fullName', 'email', 'mobile', 'membershipType', 'gender', 'age', 'status']

const KNOWN = new Set<string>(PEOPLE_COLUMNS.map((c) => c.id))
const LOCKED = PEOPLE_COLUMNS.filter((c) => 'locked' in c && c.locked).map((c) => c.id as ColumnId)

/** Cleans any stored value: known ids only, no duplicates, locked columns always present. */
export function normalizeColumns(raw: unknown): ColumnId[] {
  if (!Array.isArray(raw)) return [...DEFAULT_COLUMNS]
  const seen = new Set<string>()
  const ids: ColumnId[] = []
  for (const v of raw) {
    const id = typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v && (v as { visible?: boolean }).visible !== false ? String((v as { id: unknown }).id) : null
    if (id && (KNOWN.has(id) || isCustomColumn(id)) && !seen.has(id)) {
      seen.add(id)
      ids.push(id as ColumnId)
    }
  }
  if (ids.length === 0) return [...DEFAULT_COLUMNS]
  for (const l of LOCKED) if (!seen.has(l)) ids.unshift(l)
  return ids
}

export function loadColumns(): ColumnId[] {
  return normalizeColumns(readJSON<unknown>(STORAGE_KEYS.peopleListingTableColumns))
}

export function saveColumns(ids: ColumnId[]): ColumnId[] {
  const clean = normalizeColumns(ids)
  writeJSON(STORAGE_KEYS.peopleListingTableColumns, clean)
  return clean
}

/** Shows or hides one column; a shown column goes back to its place in the catalogue order. */
export function toggleColumn(current: ColumnId[], id: ColumnId): ColumnId[] {
  if (LOCKED.includes(id)) return current
  if (current.includes(id)) return current.filter((c) => c !== id)
  // Catalogue columns keep the catalogue order; custom field columns follow, newest last.
  const order = PEOPLE_COLUMNS.map((c) => c.id as ColumnId)
  const customs = [...current.filter(isCustomColumn), ...(isCustomColumn(id) ? [id] : [])]
  return [...order.filter((c) => c === id || current.includes(c)), ...customs]
}

export function columnLabel(id: ColumnId, fields: { id: number; name: string }[] = []): string {
  if (isCustomColumn(id)) return fields.find((f) => String(f.id) === customColumnField(id))?.name ?? 'Custom field'
  return PEOPLE_COLUMNS.find((c) => c.id === id)?.label ?? id
}

export function isLocked(id: ColumnId): boolean {
  return LOCKED.includes(id)
}

export function columnSortKey(id: ColumnId): SortKey | null {
  return PEOPLE_COLUMNS.find((c) => c.id === id)?.sortKey ?? null
}
