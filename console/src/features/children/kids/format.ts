// How a child's age, grade and filters read (pure, unit-tested).

/** "2 yrs 3 mos", "11 mos", "Newborn"; "—" without a birth date. */
export function ageLabel(months: number | null | undefined): string {
  if (months === null || months === undefined) return '—'
  if (months <= 0) return 'Newborn'
  const y = Math.floor(months / 12)
  const m = months % 12
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  if (y === 0) return part(m, 'mo', 'mos')
  if (m === 0) return part(y, 'yr', 'yrs')
  return `${part(y, 'yr', 'yrs')} ${part(m, 'mo', 'mos')}`
}

/** Grades are -1 (pre-K) to 12; 0 is kindergarten. */
export function gradeLabel(grade: number | null | undefined): string {
  if (grade === null || grade === undefined) return '—'
  if (grade === -1) return 'Pre-K'
  if (grade === 0) return 'Kindergarten'
  return `Grade ${grade}`
}

export const GRADE_OPTIONS = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((g) => ({ value: String(g), label: gradeLabel(g) }))

/** The list's age filter in whole years → the API's months; "" is no bound; the oldest bound takes the whole year. */
export function ageFilter(minYears: string, maxYears: string): { minAgeMonths?: number; maxAgeMonths?: number } {
  const out: { minAgeMonths?: number; maxAgeMonths?: number } = {}
  const min = minYears.trim() === '' ? NaN : Number(minYears)
  const max = maxYears.trim() === '' ? NaN : Number(maxYears)
  if (Number.isInteger(min) && min >= 0 && min <= 20) out.minAgeMonths = min * 12
  if (Number.isInteger(max) && max >= 0 && max <= 20) out.maxAgeMonths = Math.min(max * 12 + 11, 240)
  return out
}

/** The tri-state active filter of the select: "" any, "yes", "no". */
export function activeFilter(v: string): boolean | null {
  return v === 'yes' ? true : v === 'no' ? false : null
}

/** A photo the server takes: JPEG, PNG or SVG, at most 5 MB. */
export function photoProblem(f: File): string | null {
  if (!['image/jpeg', 'image/png', 'image/svg+xml'].includes(f.type)) return 'Choose a JPEG, PNG or SVG image'
  if (f.size > 5 * 1024 * 1024) return 'The photo must be at most 5 MB'
  return null
}

/** "1 parent", "12 parents". */
export const parentsCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'parent' : 'parents'}`

/** A profile's photoUrl is people's /api/people/photo/:id?v=…; the children key reads /api/children/photo/:id?v=…. */
export function childPhotoPath(photoUrl: string | null | undefined): string | null {
  if (!photoUrl) return null
  return photoUrl.replace(/^\/api\/people\/photo\//, '/api/children/photo/')
}
