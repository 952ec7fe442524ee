// Choices of the system settings form (docs/organization-api.md "system-settings/update").

/** The ISO 4217 codes the API accepts (tenantapi/organization/system_settings.go Currencies). */
export const CURRENCIES = `USD CAD MXN BRL ARS CLP COP PEN GBP EUR CHF NOK SEK DKK PLN CZK HUF RON
  NGN GHS KES UGX TZS RWF ZAR ZMW BWP XOF XAF EGP MAD ETB INR PKR BDT LKR NPR PHP IDR MYR SGD THB VND KRW
  JPY CNY HKD TWD AUD NZD FJD PGK JMD TTD BBD BSD XCD DOP HTG GTQ HNL NIO CRC PAB AED SAR ILS JOD LBP TRY UAH`
  .split(/\s+/)
  .filter(Boolean)

export const DATE_FORMATS = ['ddd MMM D, YYYY, h:mm A', 'MMM D, YYYY', 'D MMM YYYY', 'MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Renders a date in one of the formats (the tokens ddd MMM MM DD D YYYY h mm A), for the examples. */
export function formatWith(format: string, d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const h12 = d.getHours() % 12 || 12
  const tokens: Record<string, string> = {
    YYYY: String(d.getFullYear()),
    ddd: DAYS[d.getDay()]!,
    MMM: MONTHS[d.getMonth()]!,
    MM: pad(d.getMonth() + 1),
    DD: pad(d.getDate()),
    D: String(d.getDate()),
    h: String(h12),
    mm: pad(d.getMinutes()),
    A: d.getHours() < 12 ? 'AM' : 'PM',
  }
  return format.replace(/YYYY|ddd|MMM|MM|DD|D|h|mm|A/g, (t) => tokens[t]!)
}

export function currencyLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'currency' }).of(code)
    return name && name !== code ? `${code} — ${name}` : code
  } catch {
    return code
  }
}

export function countryLabel(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** IANA zones the browser knows, with the current one kept even if it does not. */
export function timeZones(current: string): string[] {
  let zones: string[]
  try {
    zones = Intl.supportedValuesOf('timeZone')
  } catch {
    zones = []
  }
  if (!zones.includes('UTC')) zones = ['UTC', ...zones]
  return current && !zones.includes(current) ? [current, ...zones] : zones
}
