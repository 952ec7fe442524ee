// Month labels of the dashboard's growth chart ("2026-11" → "Nov", "November 2026").
const monthFmt = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' })
const monthYearFmt = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' })

function monthDate(yyyyMm: string): Date | null {
  const [y, m] = yyyyMm.split('-').map(Number)
  return y && m ? new Date(Date.UTC(y, m - 1, 1)) : null
}

export function monthLabel(yyyyMm: string): string {
  const d = monthDate(yyyyMm)
  return d ? monthFmt.format(d) : yyyyMm
}

export function monthYearLabel(yyyyMm: string): string {
  const d = monthDate(yyyyMm)
  return d ? monthYearFmt.format(d) : yyyyMm
}
