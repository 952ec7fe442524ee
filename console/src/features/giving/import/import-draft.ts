import { importDrafts } from '@/components/import/drafts'
import { missingRequired } from '@/components/import/mapping'
import type { MatchField } from '@/components/import/MatchColumns'
import type { ImportField, ImportMapping, ImportUpload } from '../api/ledger'

/** The fields an import column can hold, in the order the mapping lists them. */
export const IMPORT_FIELDS: MatchField<ImportField>[] = [
  { name: 'date', label: 'Date', required: true },
  { name: 'amount', label: 'Amount', required: true },
  { name: 'fund', label: 'Contribution code', required: true },
  { name: 'method', label: 'Payment method' },
  { name: 'chequeNumber', label: 'Cheque number' },
  { name: 'email', label: 'E-mail' },
  { name: 'phone', label: 'Phone' },
  { name: 'envelopeId', label: 'Envelope id' },
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'note', label: 'Note' },
]

/** What is missing from a mapping before it can be checked (required fields and some way to find the donor). */
export function mappingProblems(mapping: ImportMapping): string[] {
  const out = missingRequired(IMPORT_FIELDS, mapping)
  if (!mapping.email && !mapping.phone && !mapping.envelopeId && !(mapping.firstName && mapping.lastName)) out.push('Choose a column that finds the giver: e-mail, phone, envelope id, or first and last name')
  return out
}

export interface ImportDraft {
  upload: ImportUpload
  mapping: ImportMapping
}

/** The upload and its mapping between the two import pages (this tab only). */
export const drafts = importDrafts<ImportDraft>('giving-import:')
