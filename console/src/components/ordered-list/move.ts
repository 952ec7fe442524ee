/** The ids with one moved to a 0-based position; null when nothing moves (out of range, same place, unknown id). */
export function moveId(ids: number[], id: number, to: number): number[] | null {
  const from = ids.indexOf(id)
  if (from < 0 || to < 0 || to >= ids.length || to === from) return null
  const next = [...ids]
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}
