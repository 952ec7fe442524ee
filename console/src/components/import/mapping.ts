// An import's column mapping both ways: field → column (what the server takes) and column → field
// (what the matching table edits); and the required fields a mapping lacks.
import type { ColumnChoice, MatchField } from './MatchColumns'

export type FieldMapping<F extends string> = Partial<Record<F, string>>

export function byColumn<F extends string>(mapping: FieldMapping<F>): Record<string, F> {
  const out: Record<string, F> = {}
  for (const [field, col] of Object.entries(mapping) as [F, string | undefined][]) if (col) out[col] = field
  return out
}

export function fromColumns<F extends string>(cols: ColumnChoice<F>): FieldMapping<F> {
  const out: FieldMapping<F> = {}
  for (const [col, field] of Object.entries(cols) as [string, F | ''][]) if (field) out[field] = col
  return out
}

/** "Choose the column that holds the date" for each required field left unmatched. */
export function missingRequired<F extends string>(fields: MatchField<F>[], mapping: FieldMapping<F>): string[] {
  return fields.filter((f) => f.required && !mapping[f.name]).map((f) => `Choose the column that holds the ${f.label.toLowerCase()}`)
}
