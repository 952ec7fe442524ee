// How the console writes money, counts, sizes and dates.

/**
 * Money with two decimals and thousands separators, worked on the decimal string so an amount is
 * shown exactly as the server sent it ("1999" → "1,999.00", "49.5" → "49.50").
 */
export function formatMoney(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—'
  const s = typeof amount === 'number' ? amount.toFixed(2) : amount.trim()
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s)
  if (!m) return s
  const [, sign, whole = '', frac = ''] = m
  const int = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  // Rounding beyond two decimals is the server's business: amounts have two at most.
  return `${sign}${int}.${(frac + '00').slice(0, 2)}`
}

/** "USD 1,249.00"; the amount alone without a currency. */
export function formatPrice(amount: string | number | null | undefined, currency?: string | null): string {
  const code = currency?.trim()
  return code ? `${code} ${formatMoney(amount)}` : formatMoney(amount)
}

/** A count with thousands separators. */
export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : n.toLocaleString('en-US')
}

/** Bytes as B, kB, MB, GB (1024-based, one decimal beyond bytes). */
export function formatBytes(n: number | null | undefined): string {
  if (n === null || n === undefined) return '—'
  if (n < 1024) return `${n} B`
  const units = ['kB', 'MB', 'GB', 'TB']
  let v = n / 1024
  let i = 0
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024
    i++
  }
  return `${v.toFixed(1)} ${units[i]}`
}

const dateTime = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/** "Dec 6, 2026, 1:35 PM" in the browser's time zone; "—" when there is none; the text itself when unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const d = new Date(iso)
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2) return iso.startsWith('0001-') ? '—' : iso
  return dateTime.format(d)
}

/** An entry's detail for a person to read: "reason: Unpaid since May · domain: x.org". */
export function detailText(detail: Record<string, unknown> | null | undefined): string {
  return Object.entries(detail ?? {})
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ')
}
