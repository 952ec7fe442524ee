import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { toastApiError } from '@/lib/api-client'

declare module '@tanstack/react-query' {
  interface Register {
    /** errorToast: false — the screen shows the failure itself (under a field, in the page). */
    mutationMeta: { errorToast?: boolean }
    queryMeta: { errorToast?: boolean }
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (query.meta?.errorToast === false) return
        toastApiError(err)
      },
    }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        if (mutation.meta?.errorToast === false) return
        toastApiError(err)
      },
    }),
    defaultOptions: {
      // Pages show their own error state: no toast for a failed read.
      queries: { refetchOnWindowFocus: false, retry: false, meta: { errorToast: false } },
      mutations: { retry: false },
    },
  })
}
