// Renders a communications component as the console does (organisation loaded, React Query,
// the app's mutation cache that toasts failures).
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { createQueryClient } from '@/app/query-client'
import { orgInfoQuery, type OrgInfo } from '@/lib/org'

const org: OrgInfo = { orgId: 7, shortName: 'grace', fullName: 'Grace Community Church', products: [], systemSettings: { defaultCountry: 'US' }, colorThemes: [] }

export function renderComms(ui: ReactElement) {
  const qc = createQueryClient()
  qc.setQueryData(orgInfoQuery(window.location.host).queryKey, org)
  return {
    ...render(
      <QueryClientProvider client={qc}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
    qc,
  }
}
