// A classroom's ranges as staff read and type them: ages in months or years + months, grades with
// -1 for Pre-K and 0 for Kindergarten.

/** "2 y 6 m", "18 m", "3 y". */
export function formatAge(months: number): string {
  const y = Math.floor(months / 12)
  const m = months % 12
  if (!y) return `${m} m`
  return m ? `${y} y ${m} m` : `${y} y`
}

export function gradeLabel(g: number): string {
  if (g === -1) return 'Pre-K'
  if (g === 0) return 'K'
  return `Grade ${g}`
}

/** "Ages 2 y – 4 y 11 m · Pre-K – K", or "Any age" when the classroom has no range. */
export function rangeSummary(c: { minAgeMonths: number | null; maxAgeMonths: number | null; minGrade: number | null; maxGrade: number | null }): string {
  const parts: string[] = []
  const span = (lo: string | null, hi: string | null) => (lo && hi ? (lo === hi ? lo : `${lo} – ${hi}`) : lo ? `${lo} and up` : hi ? `up to ${hi}` : '')
  const age = span(c.minAgeMonths != null ? formatAge(c.minAgeMonths) : null, c.maxAgeMonths != null ? formatAge(c.maxAgeMonths) : null)
  if (age) parts.push(`Ages ${age}`)
  const grade = span(c.minGrade != null ? gradeLabel(c.minGrade) : null, c.maxGrade != null ? gradeLabel(c.maxGrade) : null)
  if (grade) parts.push(grade)
  return parts.join(' · ') || 'Any age'
}

/** Years and months (either may be blank) → months; null when both are blank. */
export function toMonths(years: string, months: string): number | null {
  if (years.trim() === '' && months.trim() === '') return null
  return Number(years || 0) * 12 + Number(months || 0)
}

/** Months → the form's years and months fields. */
export function splitMonths(total: number | null): { years: string; months: string } {
  if (total == null) return { years: '', months: '' }
  return { years: String(Math.floor(total / 12)), months: String(total % 12) }
}

export const GRADE_OPTIONS = [{ value: '', label: 'Any' }, ...Array.from({ length: 14 }, (_, i) => ({ value: String(i - 1), label: gradeLabel(i - 1) }))]
