import { importDrafts } from '@/components/import/drafts'
import { missingRequired } from '@/components/import/mapping'
import type { MatchField } from '@/components/import/MatchColumns'
import type { ImportField, ImportMapping, ImportUpload } from '../api/imports'

/** The fields an import column can hold, in the order the mapping lists them. */
export const IMPORT_FIELDS: MatchField<ImportField>[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: true },
  { name: 'birthDate', label: 'Birth date' },
  { name: 'gender', label: 'Gender' },
  { name: 'parentEmail', label: 'Parent e-mail' },
  { name: 'parentMobile', label: 'Parent mobile' },
  { name: 'parentFirstName', label: 'Parent first name' },
  { name: 'parentLastName', label: 'Parent last name' },
  { name: 'classroom', label: 'Classroom' },
  { name: 'grade', label: 'Grade' },
  { name: 'allergies', label: 'Allergies' },
  { name: 'allergyNotes', label: 'Allergy notes' },
  { name: 'medicalNotes', label: 'Medical notes' },
]

/** What is missing from a mapping before it can be checked: the child's names and a way to find the parent. */
export function mappingProblems(mapping: ImportMapping): string[] {
  const out = missingRequired(IMPORT_FIELDS, mapping)
  if (!mapping.parentEmail && !mapping.parentMobile) out.push('Choose a column that finds the parent: e-mail or mobile')
  return out
}

export interface ImportDraft {
  upload: ImportUpload
  mapping: ImportMapping
}

/** The upload and its mapping between the two import pages (this tab only). */
export const drafts = importDrafts<ImportDraft>('children-import:')
