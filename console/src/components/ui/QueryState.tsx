import type { ReactNode } from 'react'
import { ErrorPanel, Skeleton } from '@/components/ui/Card'

/** Loading skeleton, error with retry, or the content once the data is there. */
export function QueryState<T>({
  query,
  children,
  skeleton = 'form',
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined; refetch: () => unknown }
  children: (data: T) => ReactNode
  skeleton?: 'form' | 'table' | 'cards'
}) {
  if (query.isPending) return <LoadingSkeleton kind={skeleton} />
  if (query.isError || query.data === undefined) return <ErrorPanel message={query.error?.message ?? 'No data'} onRetry={() => query.refetch()} />
  return <>{children(query.data)}</>
}

export function LoadingSkeleton({ kind }: { kind: 'form' | 'table' | 'cards' }) {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-4">
      {kind === 'cards' ? (
        <div className="grid grid-cols-3 gap-4 max-[1000px]:grid-cols-2 max-[500px]:grid-cols-1">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64" />
          ))}
        </div>
      ) : kind === 'table' ? (
        <>
          <Skeleton className="h-10" />
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </>
      ) : (
        <Skeleton className="h-80" />
      )}
    </div>
  )
}
