import type { ReactNode } from 'react'
import { Button, Spinner } from '@congregate/ui'

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 p-10 text-sm text-slate-600">
      <Spinner className="h-5 w-5 text-brand" />
      <span>{label}</span>
    </div>
  )
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="p-8 text-center text-sm text-slate-600">{children}</p>
}

export function ErrorState({ error, onRetry }: { error: Error | null; onRetry?: () => unknown }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center text-sm">
      <p className="font-medium text-red-700">{error?.message || 'Something went wrong'}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
          Try again
        </Button>
      )}
    </div>
  )
}

/** Loading, error with retry, or the content once the data is there. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined; refetch: () => unknown }
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <Loading />
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={query.refetch} />
  return <>{children(query.data)}</>
}
