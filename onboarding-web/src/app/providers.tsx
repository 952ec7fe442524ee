import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LookProvider, Toaster } from '@congregate/ui'

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {/* The kit's public look: taller fields, light only, titled toasts (spec §8). */}
      <LookProvider look="public">
        {children}
        <Toaster />
      </LookProvider>
    </QueryClientProvider>
  )
}
