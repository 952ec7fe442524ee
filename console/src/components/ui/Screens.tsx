import type { ReactNode } from 'react'
import { Spinner } from '@congregate/ui'

export function FullScreenLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-full items-center justify-center gap-3 p-8 text-slate-500 dark:text-neutral-400">
      <Spinner className="h-6 w-6 text-brand-ink" />
      <span>{label}</span>
    </div>
  )
}

export function ErrorScreen({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <div className="flex min-h-full items-center justify-center p-6">
      <div role="alert" className="w-full max-w-md rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm dark:border-red-900 dark:bg-neutral-900">
        <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-2xl text-red-600 dark:bg-red-950 dark:text-red-300">!</div>
        <h1 className="text-lg font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-neutral-400">{message}</p>
        {action && <div className="mt-6 flex justify-center">{action}</div>}
      </div>
    </div>
  )
}
