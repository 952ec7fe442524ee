import { MutationCache, QueryClient } from '@tanstack/react-query'
import { toastApiError } from '@/lib/api-client'

declare module '@tanstack/react-query' {
  interface Register {
    /** errorToast: false — the screen shows the failure itself (e.g. sign-in shows it in red). */
    mutationMeta: { errorToast?: boolean }
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Spec §8: a failed mutation shows the server's responseMessage and code.
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        if (mutation.meta?.errorToast === false) return
        toastApiError(err)
      },
    }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
