// Import page 1: matching the file's columns to person fields. The server suggests a mapping
// (docs/people-api.md import/upload); these rules let the page explain problems before the
// validate call, with the same wording the server uses.
import type { FieldError } from 'react-hook-form'
import { z } from '@congregate/ui/zod'
import type { BodySchema } from '@congregate/ui/forms'
import type { ApiBody } from '@/api'
export interface ImportField {
  name: string
  label: string
  required?: boolean
}

/** column heading → field name, "" = skip the column. */
export type ColumnMapping = Record<string, string>

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')

// Headings church spreadsheets actually use, by field.
const SYNONYMS: Record<string, string[]> = {
  firstName: ['first', 'firstname', 'givenname', 'forename', 'fname'],
  lastName: ['last', 'lastname', 'surname', 'familyname', 'lname'],
  middleName: ['middle', 'middlename', 'othername', 'othernames'],
  email: ['email', 'emailaddress', 'mail'],
  mobile: ['mobile', 'phone', 'phonenumber', 'cell', 'cellphone', 'mobilenumber', 'telephone', 'tel'],
  gender: ['gender', 'sex'],
  birthDate: ['birthdate', 'dateofbirth', 'dob', 'birthday', 'born'],
  weddingDate: ['weddingdate', 'anniversary', 'weddinganniversary', 'dateofmarriage'],
  maritalStatus: ['maritalstatus', 'marital'],
  membershipType: ['membershiptype', 'membership', 'membertype', 'type'],
  envelopeId: ['envelopeid', 'envelope', 'envelopenumber', 'envelopeno'],
  address: ['address', 'street', 'streetaddress', 'address1', 'homeaddress'],
  city: ['city', 'town'],
  state: ['state', 'province', 'region', 'county'],
  postalCode: ['postalcode', 'zip', 'zipcode', 'postcode'],
  country: ['country'],
  occupation: ['occupation', 'job', 'profession'],
  joinDate: ['joindate', 'datejoined', 'membersince', 'joined'],
  title: ['title', 'prefix'],
  salutation: ['salutation'],
}

/** The field a heading most likely holds, or "" when unsure. */
export function guessField(heading: string, fields: ImportField[]): string {
  const h = normal(heading)
  if (!h) return ''
  for (const f of fields) if (normal(f.name) === h || normal(f.label) === h) return f.name
  for (const f of fields) if ((SYNONYMS[f.name] ?? []).includes(h)) return f.name
  return ''
}

/** Server suggestion first, then our guess; never maps two columns to one field. */
export function initialMapping(columns: string[], fields: ImportField[], suggested: ColumnMapping = {}): ColumnMapping {
  const used = new Set<string>()
  const known = new Set(fields.map((f) => f.name))
  const out: ColumnMapping = {}
  for (const c of columns) {
    let f = suggested[c] ?? ''
    if (!known.has(f)) f = ''
    if (!f) f = guessField(c, fields)
    if (f && used.has(f)) f = ''
    if (f) used.add(f)
    out[c] = f
  }
  return out
}

/** Problems that block validation, in the server's words. Empty = ready. */
export function mappingProblems(mapping: ColumnMapping, fields: ImportField[]): string[] {
  const problems: string[] = []
  const byField = new Map<string, string[]>()
  for (const [col, f] of Object.entries(mapping)) {
    if (!f) continue
    byField.set(f, [...(byField.get(f) ?? []), col])
  }
  for (const f of fields) if (f.required && !byField.has(f.name)) problems.push(`Map a column to ${f.label}`)
  for (const [f, cols] of byField) {
    if (cols.length > 1) {
      const label = fields.find((x) => x.name === f)?.label ?? f
      problems.push(`${cols.length === 2 ? 'Two' : cols.length} columns are mapped to ${label.toLowerCase()}`)
    }
  }
  return problems
}

export const DATE_FORMATS = [
  { value: 'YYYY-MM-DD', label: 'YYYY-MM-DD (2026-11-22)' },
  { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY (11/22/2026)' },
  { value: 'DD/MM/YYYY', label: 'DD/MM/YYYY (22/11/2026)' },
] as const
export type DateFormat = (typeof DATE_FORMATS)[number]['value']
const DATE_FORMAT_VALUES = DATE_FORMATS.map((d) => d.value) as [DateFormat, ...DateFormat[]]

/**
 * Page 1's form: the mapping and the date format, which page 2 sends to import/validate beside the
 * import's id. Every mapping problem is an issue on `mapping`, in mappingProblems' order (the form
 * collects them all: criteriaMode 'all').
 */
export function mappingSchema(fields: ImportField[]) {
  return z
    .object({
      mapping: z.record(z.string(), z.string()),
      dateFormat: z.enum(DATE_FORMAT_VALUES),
    })
    .superRefine((v, ctx) => {
      for (const message of mappingProblems(v.mapping, fields)) ctx.addIssue({ code: 'custom', path: ['mapping'], message })
    }) satisfies BodySchema<Omit<ApiBody<'/api/people/import/validate'>, 'importId'>>
}

export type MappingValues = z.output<ReturnType<typeof mappingSchema>>

/** All the messages of a field validated with criteriaMode 'all'. */
export function allMessages(error: FieldError | undefined): string[] {
  const m = error?.types?.custom ?? error?.message
  return m === undefined || m === true ? [] : Array.isArray(m) ? m : [String(m)]
}
