import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { toastApiError } from '@/lib/api-client'

declare module '@tanstack/react-query' {
  interface Register {
    /** errorToast: false — the screen shows the failure itself (e.g. under a field). */
    mutationMeta: { errorToast?: boolean }
    queryMeta: { errorToast?: boolean }
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Spec §8: failures toast the server's message(s) with the title "Error".
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
      queries: { refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  })
}
