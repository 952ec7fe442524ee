import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LookProvider, Toaster } from '@congregate/ui'

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {/* The kit's app look (compact controls), light only. */}
      <LookProvider look="app">
        {children}
        <Toaster />
      </LookProvider>
    </QueryClientProvider>
  )
}
