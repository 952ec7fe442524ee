// SMS segments as the server counts them (tenantapi/communications/text, docs/communications-api.md
// "Prices"): GSM-7 is one segment up to 160 septets, else segments of 153 (an extension character
// takes two septets and is never split); any other character makes the whole text UCS-2: one
// segment up to 70 UTF-16 code units, else segments of 67 (a surrogate pair is never split).
// The console counts as the person types; the quote, counted after merging, is the price.

export type Encoding = 'GSM-7' | 'UCS-2'

export interface SegmentCount {
  encoding: Encoding
  /** Code points: what the 1,600-character limit counts. */
  characters: number
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number
  /** 0 for an empty text. */
  segments: number
  /** Units left in the last segment before another one starts. */
  remaining: number
}

export const MAX_SMS = 1600
const GSM_SINGLE = 160
const GSM_PART = 153
const UCS_SINGLE = 70
const UCS_PART = 67

const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENSION = '^{}\\[~]|€\f'

const GSM_WIDTH = new Map<string, number>([...[...GSM_BASIC].map((c) => [c, 1] as const), ...[...GSM_EXTENSION].map((c) => [c, 2] as const)])

/** Whether every character of s is in the GSM-7 alphabet (basic or extension table). */
export function isGsm(s: string): boolean {
  for (const c of s) if (!GSM_WIDTH.has(c)) return false
  return true
}

/** The characters of s that force UCS-2, each once, in order. */
export function nonGsmCharacters(s: string): string[] {
  const out: string[] = []
  for (const c of s) if (!GSM_WIDTH.has(c) && !out.includes(c)) out.push(c)
  return out
}

export function countSegments(s: string): SegmentCount {
  const chars = [...s]
  const gsm = isGsm(s)
  const width = gsm ? (c: string) => GSM_WIDTH.get(c)! : (c: string) => c.length // a code point outside the BMP is two code units
  const single = gsm ? GSM_SINGLE : UCS_SINGLE
  const part = gsm ? GSM_PART : UCS_PART
  const units = chars.reduce((n, c) => n + width(c), 0)
  const base = { encoding: (gsm ? 'GSM-7' : 'UCS-2') as Encoding, characters: chars.length, units }
  if (units === 0) return { ...base, segments: 0, remaining: single }
  if (units <= single) return { ...base, segments: 1, remaining: single - units }
  // Greedy: a character that does not fit whole starts the next segment.
  let used = 0
  let segments = 1
  for (const c of chars) {
    const w = width(c)
    if (used + w > part) {
      segments++
      used = 0
    }
    used += w
  }
  return { ...base, segments, remaining: part - used }
}

/** Started minutes of a text-to-speech call at 150 words a minute (0 for no words). */
export function voiceMinutes(s: string): number {
  const words = s.trim().split(/\s+/).filter(Boolean).length
  return words === 0 ? 0 : Math.ceil(words / 150)
}
