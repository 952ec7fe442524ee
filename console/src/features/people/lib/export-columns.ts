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

export type ExportColumn = (typeof EXPORT_COLUMNS)[number]['id']

export const DEFAULT_EXPORT_COLUMNS: ExportColumn[] = ['fullName', 'email', 'mobile', 'gender', 'birthDate', 'membershipType', 'status']

const KNOWN = new Set<string>(EXPORT_COLUMNS.map((c) => c.id))

/** `cols=a,b` from the URL: known ids only, in catalogue order; default when empty. */
export function parseExportColumns(raw: string | null): ExportColumn[] {
  const want = new Set((raw ?? '').split(',').filter((c) => KNOWN.has(c)))
  const ids = EXPORT_COLUMNS.map((c) => c.id).filter((id) => want.has(id))
  return ids.length ? ids : [...DEFAULT_EXPORT_COLUMNS]
}

export function exportColumnLabel(id: string): string {
  return EXPORT_COLUMNS.find((c) => c.id === id)?.label ?? id
}

/** A PDF holds at most this many people (server rule). */
export const PDF_MAX_PEOPLE = 5000
