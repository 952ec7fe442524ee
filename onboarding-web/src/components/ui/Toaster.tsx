import { useEffect, useState } from 'react'
import { cn } from '@/lib/cn'
import { dismissToast, subscribeToasts, type Toast } from '@/lib/toast'

const tone: Record<Toast['kind'], { box: string; icon: string; glyph: string }> = {
  success: { box: 'border-emerald-500', icon: 'bg-emerald-100 text-emerald-700', glyph: '✓' },
  error: { box: 'border-red-500', icon: 'bg-red-100 text-red-700', glyph: '!' },
  warning: { box: 'border-amber-500', icon: 'bg-amber-100 text-amber-700', glyph: '!' },
}

/** Spec §8 toasts: a title ("Success!" / "Error") and the server message; they close after 5 s. */
export function Toaster() {
  const [items, setItems] = useState<Toast[]>([])
  useEffect(() => subscribeToasts(setItems), [])
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-[100] flex w-[min(380px,calc(100vw-2rem))] flex-col gap-2">
      {items.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'success' ? 'status' : 'alert'}
          data-toast={t.kind}
          className={cn('toast-in pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 bg-white px-4 py-3 text-sm shadow-lg ring-1 ring-slate-900/5', tone[t.kind].box)}
        >
          <span aria-hidden="true" className={cn('mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold', tone[t.kind].icon)}>
            {tone[t.kind].glyph}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{t.title}</p>
            <p className="mt-0.5 break-words text-slate-600">{t.message}</p>
          </div>
          <button type="button" onClick={() => dismissToast(t.id)} aria-label="Dismiss notification" className="-mr-1 rounded px-1 text-lg leading-none text-slate-500 hover:text-slate-700">
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
