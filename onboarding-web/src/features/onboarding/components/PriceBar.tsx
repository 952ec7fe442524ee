import type { ReactNode } from 'react'
import { formatMoney } from '@/lib/money'

/** The sticky bottom bar: "Selected Package", the running total with currency, and the wizard buttons. */
export function PriceBar({ summary, currency, price, children }: { summary: string; currency: string; price: string; children?: ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.18)] backdrop-blur" role="region" aria-label="Selected Package">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:py-4">
        <div className="flex items-end justify-between gap-4 sm:justify-start sm:gap-8">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Selected Package</p>
            <p className="truncate text-sm text-slate-700" data-testid="package-summary">
              {summary}
            </p>
          </div>
          {/* Reads as formatPrice writes it ("USD 139.00/month"): the code and the amount styled apart. */}
          <p className="shrink-0 text-right whitespace-nowrap" aria-live="polite" data-testid="package-price">
            <span className="sr-only">Total: </span>
            {currency && <span className="text-sm font-semibold text-slate-500">{currency.trim()} </span>}
            <span className="text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums sm:text-3xl" data-testid="package-total">
              {formatMoney(price)}
            </span>
            <span className="ml-0.5 text-sm font-medium text-slate-500">/month</span>
          </p>
        </div>
        {children && <div className="grid grid-cols-2 gap-2 sm:flex sm:gap-3">{children}</div>}
      </div>
    </div>
  )
}
