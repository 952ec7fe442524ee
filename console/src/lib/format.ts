// Display formats of the organisation pages (spec §9: dates like "ddd MMM D, YYYY, h:mm A").

const DATE_TIME = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })

/** "Tue Jan 6, 2026, 3:04 PM"; "" for a missing or bad timestamp. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const p = Object.fromEntries(DATE_TIME.formatToParts(d).map((x) => [x.type, x.value]))
  return `${p.weekday} ${p.month} ${p.day}, ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}`
}

/** 20480 → "20 KB". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`
  return `${(n / (1024 * 1024)).toFixed(1)} MB`
}

/** "Ada Okafor" → "AO". */
export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  )
}

/** Today as YYYY-MM-DD in the browser's zone (the audit date inputs). */
export function today(now = new Date()): string {
  const m = String(now.getMonth() + 1).padStart(2, '0')
  const d = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${m}-${d}`
}

const moneyFormats = new Map<string, Intl.NumberFormat>()

function moneyFormat(currency: string): Intl.NumberFormat {
  // Intl formats any well-formed code it does not know as "ABC 1.00"; a malformed one falls back to USD's shape.
  const code = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : 'USD'
  let f = moneyFormats.get(code)
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
    moneyFormats.set(code, f)
  }
  return f
}

/**
 * Money the API sends as integer minor units with its ISO 4217 currency (docs/billing-api.md):
 * 2599 USD → "$25.99", 1500 JPY → "¥1,500" (each currency's own number of decimals).
 */
export function formatMoney(minor: number, currency: string): string {
  const f = moneyFormat(currency)
  const digits = f.resolvedOptions().maximumFractionDigits ?? 2
  return f.format(minor / 10 ** digits)
}

/** 12 / 2027 → "12/27"; the card's expiry as printed on it. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`
}

/** 12500 → "12,500". */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/** "Mar 1, 2027"; "" for a missing or bad timestamp. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : DATE.format(d)
}

/** Spec §9: text truncation adds an ellipsis after a given length. */
export function truncate(s: string | null | undefined, max: number): string {
  if (!s) return ''
  return s.length > max ? `${s.slice(0, Math.max(0, max - 1)).trimEnd()}…` : s
}
