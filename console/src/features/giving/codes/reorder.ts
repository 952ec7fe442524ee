/** The list with the item at `from` moved to `to` (clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list]
  const dest = Math.max(0, Math.min(list.length - 1, to))
  if (from < 0 || from >= list.length || dest === from) return out
  const [x] = out.splice(from, 1)
  out.splice(dest, 0, x as T)
  return out
}
