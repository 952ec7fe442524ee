import { Spinner } from '@congregate/ui'

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-1 items-center justify-center gap-3 p-16 text-slate-500">
      <Spinner className="h-6 w-6 text-brand" />
      <span>{label}</span>
    </div>
  )
}
