// Scripture as the sermons show it. The server parses what is typed ("John 3:16-21; Rom 8") and
// answers the books' full names, or "Scripture reference not recognised: {part}"; the console only
// lists the books for the filter and writes the parsed references back out.

/** The 66 books, in order, with the names the server normalises to. */
export const BIBLE_BOOKS = [
  'Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy', 'Joshua', 'Judges', 'Ruth', '1 Samuel', '2 Samuel', '1 Kings', '2 Kings',
  '1 Chronicles', '2 Chronicles', 'Ezra', 'Nehemiah', 'Esther', 'Job', 'Psalms', 'Proverbs', 'Ecclesiastes', 'Song of Solomon', 'Isaiah',
  'Jeremiah', 'Lamentations', 'Ezekiel', 'Daniel', 'Hosea', 'Joel', 'Amos', 'Obadiah', 'Jonah', 'Micah', 'Nahum', 'Habakkuk', 'Zephaniah',
  'Haggai', 'Zechariah', 'Malachi',
  'Matthew', 'Mark', 'Luke', 'John', 'Acts', 'Romans', '1 Corinthians', '2 Corinthians', 'Galatians', 'Ephesians', 'Philippians',
  'Colossians', '1 Thessalonians', '2 Thessalonians', '1 Timothy', '2 Timothy', 'Titus', 'Philemon', 'Hebrews', 'James', '1 Peter',
  '2 Peter', '1 John', '2 John', '3 John', 'Jude', 'Revelation',
] as const

export interface ScriptureRef {
  book: string
  chapter?: number | null
  verses?: string
}

/** "John 3:16-21; Romans 8; Jude" from the server's parsed references. */
export function formatRefs(refs: readonly ScriptureRef[]): string {
  return refs.map((r) => [r.book, r.chapter ? `${r.chapter}${r.verses ? `:${r.verses}` : ''}` : ''].filter(Boolean).join(' ')).join('; ')
}

/** The part the server could not read, from its message; undefined for any other message. */
export function unrecognisedPart(message: string): string | undefined {
  const m = /^Scripture reference not recognised: (.*)$/s.exec(message)
  return m ? m[1]!.trim() : undefined
}

/** YYYY-MM-DD and a real day. */
export function isDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "Sun Nov 29, 2026" (spec §9) for a preachedOn date, read as a calendar day (no time-zone shift). */
export function dayLabel(s: string | null | undefined): string {
  if (!s || !isDate(s)) return s ?? ''
  const p = Object.fromEntries(DAY.formatToParts(new Date(`${s}T00:00:00Z`)).map((x) => [x.type, x.value]))
  return `${p.weekday} ${p.month} ${p.day}, ${p.year}`
}
