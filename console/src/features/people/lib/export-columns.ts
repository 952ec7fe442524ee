import { z } from '@congregate/ui/zod'
import type { BodySchema } from '@congregate/ui/forms'
import type { ApiBody } from '@/api'
// Export columns (docs/people-api.md export): ids, labels and groups for the chooser.
export const EXPORT_COLUMNS = [
  { id: 'fullName', label: 'Full name', group: 'Name' },
  { id: 'title', label: 'Title', group: 'Name' },
  { id: 'salutation', label: 'Salutation', group: 'Name' },
  { id: 'firstName', label: 'First name', group: 'Name' },
  { id: 'middleName', label: 'Middle name', group: 'Name' },
  { id: 'lastName', label: 'Last name', group: 'Name' },
  { id: 'email', label: 'Email', group: 'Contact' },
  { id: 'mobile', label: 'Mobile', group: 'Contact' },
  { id: 'address', label: 'Address', group: 'Contact' },
  { id: 'city', label: 'City', group: 'Contact' },
  { id: 'state', label: 'State', group: 'Contact' },
  { id: 'postalCode', label: 'Postal code', group: 'Contact' },
  { id: 'country', label: 'Country', group: 'Contact' },
  { id: 'gender', label: 'Gender', group: 'Personal' },
  { id: 'birthDate', label: 'Birth date', group: 'Personal' },
  { id: 'age', label: 'Age', group: 'Personal' },
  { id: 'maritalStatus', label: 'Marital status', group: 'Personal' },
  { id: 'weddingDate', label: 'Wedding date', group: 'Personal' },
  { id: 'occupation', label: 'Occupation', group: 'Personal' },
  { id: 'membershipType', label: 'Membership type', group: 'Church' },
  { id: 'envelopeId', label: 'Envelope ID', group: 'Church' },
  { id: 'joinDate', label: 'Join date', group: 'Church' },
  { id: 'householdName', label: 'Household', group: 'Church' },
  { id: 'relationship', label: 'Relationship', group: 'Church' },
  { id: 'houseFellowship', label: 'House fellowship', group: 'Church' },
  { id: 'status', label: 'Status', group: 'Church' },
  { id: 'createdAt', label: 'Added on', group: 'Church' },
  { id: 'id', label: 'Congregate ID', group: 'Church' },
] as const

/** A catalogue column, or a custom field's column (`custom:<fieldId>`). */
export type ExportColumn = (typeof EXPORT_COLUMNS)[number]['id'] | `custom:${number}`

export const customColumn = (fieldId: number): ExportColumn => `custom:${fieldId}`
const CUSTOM = /^custom:[1-9]\d{0,17}$/

export const DEFAULT_EXPORT_COLUMNS: ExportColumn[] = ['fullName', 'email', 'mobile', 'gender', 'birthDate', 'membershipType', 'status']

const KNOWN = new Set<string>(EXPORT_COLUMNS.map((c) => c.id))

/** `cols=a,b` from the URL: known ids in catalogue order, then custom field columns; default when empty. */
export function parseExportColumns(raw: string | null): ExportColumn[] {
  const given = (raw ?? '').split(',')
  const want = new Set(given.filter((c) => KNOWN.has(c)))
  const ids: ExportColumn[] = EXPORT_COLUMNS.map((c) => c.id).filter((id) => want.has(id))
  for (const c of new Set(given.filter((c) => CUSTOM.test(c)))) ids.push(c as ExportColumn)
  return ids.length ? ids : [...DEFAULT_EXPORT_COLUMNS]
}

/** A column's label; custom field columns are named by their field. */
export function exportColumnLabel(id: string, fields: { id: number; name: string }[] = []): string {
  if (id.startsWith('custom:')) return fields.find((f) => `custom:${f.id}` === id)?.name ?? 'Custom field'
  return EXPORT_COLUMNS.find((c) => c.id === id)?.label ?? id
}

/** Adds or removes a column, keeping catalogue columns in catalogue order and custom ones after. */
export function toggleExportColumn(cs: ExportColumn[], id: ExportColumn): ExportColumn[] {
  if (cs.includes(id)) return cs.filter((c) => c !== id)
  return parseExportColumns([...cs, id].join(','))
}

/** A PDF holds at most this many people (server rule). */
export const PDF_MAX_PEOPLE = 5000

/** Export page 1's form: the details to include (the export body's columns). */
export const exportColumnsSchema = z.object({
  columns: z.array(z.custom<ExportColumn>((v) => typeof v === 'string')).min(1, 'Choose at least one detail to export'),
}) satisfies BodySchema<Pick<ApiBody<'/api/people/export'>, 'columns'>>
