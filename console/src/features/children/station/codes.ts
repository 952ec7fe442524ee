// Security codes made by an offline station (docs/children-api.md "Codes"): the station's tag
// first, then 3 characters of the server's alphabet (no look-alikes), never a code already open.

export const CODE_LENGTH = 4

/**
 * A new code for the station: `tag` + 3 random characters of `alphabet`, not in `taken` (the
 * station's open codes and the codes its queue made). Null when every code of the tag is taken.
 */
export function nextCode(tag: string, alphabet: string, taken: Iterable<string>, random: () => number = Math.random): string | null {
  const chars = [...new Set(alphabet.toUpperCase())]
  if (tag.length !== 1 || chars.length === 0) return null
  const used = new Set([...taken].map((c) => c.toUpperCase()))
  const n = chars.length
  const total = n * n * n
  const at = (i: number) => tag.toUpperCase() + chars[Math.floor(i / (n * n)) % n]! + chars[Math.floor(i / n) % n]! + chars[i % n]!
  // Random first (codes should not be guessable from each other), then every one in turn.
  for (let tries = 0; tries < 32; tries++) {
    const code = at(Math.floor(random() * total) % total)
    if (!used.has(code)) return code
  }
  const start = Math.floor(random() * total) % total
  for (let k = 0; k < total; k++) {
    const code = at((start + k) % total)
    if (!used.has(code)) return code
  }
  return null
}

/** A code typed by a parent or staff: upper case, no spaces. */
export function normalizeCode(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase()
}

/** Names compared as the server does: case and spaces ignored. */
export function sameName(a: string, b: string): boolean {
  const k = (s: string) => s.toLowerCase().replace(/\s+/g, '')
  return k(a) !== '' && k(a) === k(b)
}
