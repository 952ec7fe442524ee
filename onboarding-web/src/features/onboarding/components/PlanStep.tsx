import { useId } from 'react'
import { Card } from '@/components/layout/Hero'
import { Button, cn, inputLook } from '@congregate/ui'
import { formatPrice } from '@/lib/money'
import type { ChurchSize, Product } from '../api/types'
import { FULL_SUITE_FROM, packagePrice, PICK_ALL_AFTER } from '../pricing'
import { ProductIcon } from './ProductIcon'

export interface PlanStepProps {
  sizes: ChurchSize[] | undefined
  products: Product[] | undefined
  sizeName: string
  selected: string[]
  onSize: (name: string) => void
  onToggle: (name: string) => void
  onSelectAll: () => void
  onDeselectAll: () => void
  /** The sizes or products could not be loaded (the error toast has said why). */
  loadFailed: boolean
  onRetry: () => void
}

/** Step 1: church size (dropdown, disabled until sizes load) and products. */
export function PlanStep({ sizes, products, sizeName, selected, onSize, onToggle, onSelectAll, onDeselectAll, loadFailed, onRetry }: PlanStepProps) {
  const sizeId = useId()
  const size = sizes?.find((s) => s.name === sizeName)
  const total = products?.length ?? 0
  return (
    <div className="flex flex-col gap-6">
      <Card title="How big is your church?" subtitle="Pricing follows your weekly attendance. Change it any time.">
        <label htmlFor={sizeId} className="block text-sm font-medium text-slate-700">
          Church size
        </label>
        <select
          id={sizeId}
          name="church_size"
          value={sizeName}
          disabled={!sizes}
          onChange={(e) => onSize(e.target.value)}
          className={cn(inputLook(null, 'public'), 'mt-1.5 cursor-pointer appearance-none bg-[length:20px] bg-[right_0.75rem_center] bg-no-repeat pr-10 sm:max-w-md')}
          style={{ backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")` }}
        >
          <option value="" disabled>
            {sizes ? 'Select your church size' : loadFailed ? 'Church sizes are unavailable' : 'Loading church sizes…'}
          </option>
          {sizes?.map((s) => (
            <option key={s.name} value={s.name}>
              {s.label}
            </option>
          ))}
        </select>
        {size && <TierTable size={size} count={selected.length} />}
        {loadFailed && (
          <p role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700">
            We could not load our plans.
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </p>
        )}
      </Card>

      <Card
        title="Choose your products"
        subtitle={
          <>
            Pick what your church needs. More than {PICK_ALL_AFTER} gives you the full suite.
            <span className="ml-1 font-medium text-slate-700" data-testid="selected-count">
              {selected.length} of {total} selected
            </span>
          </>
        }
        actions={
          <>
            <Button variant="secondary" onClick={onSelectAll} disabled={!products || selected.length === total}>
              Select All
            </Button>
            <Button variant="ghost" onClick={onDeselectAll} disabled={selected.length === 0}>
              Deselect All
            </Button>
          </>
        }
      >
        {!products ? (
          <div className="grid gap-3 sm:grid-cols-2" aria-busy={!loadFailed} aria-label={loadFailed ? 'Products are unavailable' : 'Loading products'}>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className={cn('h-24 rounded-xl bg-slate-100', !loadFailed && 'animate-pulse')} />
            ))}
          </div>
        ) : (
          <fieldset>
            <legend className="sr-only">Products</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {products.map((p) => (
                <label
                  key={p.name}
                  className="group relative flex cursor-pointer gap-3.5 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-brand/50 hover:shadow-sm has-checked:border-brand has-checked:bg-brand-soft/60 has-checked:ring-1 has-checked:ring-brand has-focus-visible:ring-3 has-focus-visible:ring-brand/30"
                >
                  <input type="checkbox" className="absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0" name="church_products" value={p.name} checked={selected.includes(p.name)} onChange={() => onToggle(p.name)} />
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 transition group-has-checked:bg-brand group-has-checked:text-white">
                    <ProductIcon name={p.name} />
                  </span>
                  <span className="min-w-0 flex-1 pr-6">
                    <span className="block font-semibold text-slate-900">{p.title}</span>
                    <span className="mt-0.5 block text-sm leading-snug text-slate-600">{p.description}</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className="absolute top-4 right-4 flex h-5 w-5 items-center justify-center rounded-full border border-slate-300 text-white transition group-has-checked:border-brand group-has-checked:bg-brand"
                  >
                    <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5">
                      <path d="M5 12.5l4.5 4.5L19 7.5" />
                    </svg>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </Card>
    </div>
  )
}

/** The size's price for 1..6 products and the full suite, the current tier highlighted. */
function TierTable({ size, count }: { size: ChurchSize; count: number }) {
  const tiers = [1, 2, 3, 4, 5, 6, FULL_SUITE_FROM]
  const current = count >= FULL_SUITE_FROM ? FULL_SUITE_FROM : count
  return (
    <div className="mt-5">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{size.label} pricing</p>
      <ul className="mt-2 grid grid-cols-2 gap-2 min-[500px]:grid-cols-4 lg:grid-cols-7">
        {tiers.map((n) => (
          <li key={n} className={cn('rounded-lg border px-3 py-2 text-center transition last:col-span-2 min-[500px]:last:col-span-1', n === current ? 'border-brand bg-brand-soft text-brand' : 'border-slate-200 text-slate-600')}>
            <span className="block text-xs">{n === FULL_SUITE_FROM ? 'Full suite' : `${n} product${n > 1 ? 's' : ''}`}</span>
            <span className="block text-sm font-semibold tabular-nums">{formatPrice(packagePrice(size, n), size.currency)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
