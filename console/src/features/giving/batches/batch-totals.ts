import { parseAmount } from '@/lib/money'

export interface Balance {
  /** Entered so far plus the row being typed (when its amount reads). */
  enteredMinor: number
  enteredCount: number
  /** entered − counted: negative = short, positive = over. */
  differenceMinor: number
  balanced: boolean
}

/**
 * A batch's running balance as the treasurer types: the counted total (and count, when given)
 * against what is entered, the row in progress included so the difference moves with each key.
 */
export function batchBalance(b: { expectedTotalMinor: number; expectedCount: number | null; enteredTotalMinor: number; enteredCount: number }, draftAmount = '', currency = 'USD'): Balance {
  const draft = draftAmount.trim() ? parseAmount(draftAmount, currency) : null
  const extra = draft && 'minor' in draft ? draft.minor : 0
  const enteredMinor = b.enteredTotalMinor + extra
  const enteredCount = b.enteredCount + (extra > 0 ? 1 : 0)
  const differenceMinor = enteredMinor - b.expectedTotalMinor
  return { enteredMinor, enteredCount, differenceMinor, balanced: differenceMinor === 0 && enteredCount > 0 && (b.expectedCount == null || b.expectedCount === enteredCount) }
}

/** "Short by $50.00", "Over by $5.00", "Balanced". */
export function differenceText(differenceMinor: number, format: (minor: number) => string): string {
  if (differenceMinor === 0) return 'Balanced'
  return differenceMinor < 0 ? `Short by ${format(-differenceMinor)}` : `Over by ${format(differenceMinor)}`
}
