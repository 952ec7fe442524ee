import { useEffect, useState } from 'react'
import { cn } from '@/lib/cn'
import { dismissToast, subscribeToasts, type Toast } from '@/lib/toast'

const tone: Record<Toast['kind'], string> = {
  success: 'border-emerald-500 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  error: 'border-red-500 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  warning: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  info: 'border-sky-500 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
}

export function Toaster() {
  const [items, setItems] = useState<Toast[]>([])
  useEffect(() => subscribeToasts(setItems), [])
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-[100] flex w-[min(380px,calc(100vw-2rem))] flex-col gap-2">
      {items.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}
          data-toast={t.kind}
          className={cn('toast-in pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg', tone[t.kind])}
        >
          <div className="flex-1">
            <p className="font-medium">{t.message}</p>
            {t.detail && <p className="mt-0.5 text-xs opacity-75">{t.detail}</p>}
          </div>
          <button type="button" onClick={() => dismissToast(t.id)} aria-label="Dismiss notification" className="-mr-1 rounded px-1 opacity-60 hover:opacity-100">
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
