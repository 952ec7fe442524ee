import { useEffect, useState } from 'react'
import { cn } from './cn'
import { useLook } from './look'
import { dismissToast, subscribeToasts, type Toast } from './toast'

// The app look: a tinted box with the message and an optional detail line (dark-mode aware).
const appTone: Record<Toast['kind'], string> = {
  success: 'border-emerald-500 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  error: 'border-red-500 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  warning: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  info: 'border-sky-500 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
}

// The public look (spec §8): a white card with an icon, the title ("Success!" / "Error") and the message.
const publicTone: Record<Toast['kind'], { box: string; icon: string; glyph: string }> = {
  success: { box: 'border-emerald-500', icon: 'bg-emerald-100 text-emerald-700', glyph: '✓' },
  error: { box: 'border-red-500', icon: 'bg-red-100 text-red-700', glyph: '!' },
  warning: { box: 'border-amber-500', icon: 'bg-amber-100 text-amber-700', glyph: '!' },
  info: { box: 'border-sky-500', icon: 'bg-sky-100 text-sky-700', glyph: 'i' },
}

/** The toasts of lib toast; they close after 5 s (TOAST_AUTO_CLOSE_MS) or on their × button. */
export function Toaster() {
  const [items, setItems] = useState<Toast[]>([])
  const look = useLook()
  useEffect(() => subscribeToasts(setItems), [])
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-[100] flex w-[min(380px,calc(100vw-2rem))] flex-col gap-2">
      {items.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}
          data-toast={t.kind}
          className={
            look === 'app'
              ? cn('toast-in pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg', appTone[t.kind])
              : cn('toast-in pointer-events-auto flex items-start gap-3 rounded-xl border-l-4 bg-white px-4 py-3 text-sm shadow-lg ring-1 ring-slate-900/5', publicTone[t.kind].box)
          }
        >
          {look === 'app' ? (
            <div className="flex-1">
              <p className="font-medium">{t.message}</p>
              {t.detail && <p className="mt-0.5 text-xs opacity-75">{t.detail}</p>}
            </div>
          ) : (
            <>
              <span aria-hidden="true" className={cn('mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold', publicTone[t.kind].icon)}>
                {publicTone[t.kind].glyph}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{t.title}</p>
                <p className="mt-0.5 break-words text-slate-600">{t.message}</p>
                {t.detail && <p className="mt-0.5 text-xs text-slate-500">{t.detail}</p>}
              </div>
            </>
          )}
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            aria-label="Dismiss notification"
            className={look === 'app' ? '-mr-1 rounded px-1 opacity-60 hover:opacity-100' : '-mr-1 rounded px-1 text-lg leading-none text-slate-500 hover:text-slate-700'}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
