import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { PublicLayout } from '@/components/layout/PublicLayout'
import { PageLoader } from '@/components/ui/PageLoader'
import WizardPage from '@/features/onboarding/routes/WizardPage'
import { NotFoundPage } from './NotFoundPage'
import { PATHS } from '@/lib/paths'

// The wizard is the landing page; the proposal and brochure pages load on demand.
const ProposalPage = lazy(() => import('@/features/proposals/routes/LeadPages').then((m) => ({ default: m.ProposalPage })))
const BrochurePage = lazy(() => import('@/features/proposals/routes/LeadPages').then((m) => ({ default: m.BrochurePage })))
const ProposalSuccessPage = lazy(() => import('@/features/proposals/routes/SuccessPages').then((m) => ({ default: m.ProposalSuccessPage })))
const BrochureSuccessPage = lazy(() => import('@/features/proposals/routes/SuccessPages').then((m) => ({ default: m.BrochureSuccessPage })))

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  )
}

// Spec §2: under the proposal and brochure segments, the form and its success page; any other path
// under them goes back to the form. Other paths on this host are not ours: 404.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: PATHS.wizard, element: <WizardPage /> },
      { path: PATHS.proposal, element: page(ProposalPage) },
      { path: PATHS.proposalSuccess, element: page(ProposalSuccessPage) },
      { path: `${PATHS.proposal}/*`, element: <Navigate to={PATHS.proposal} replace /> },
      { path: PATHS.brochure, element: page(BrochurePage) },
      { path: PATHS.brochureSuccess, element: page(BrochureSuccessPage) },
      { path: `${PATHS.brochure}/*`, element: <Navigate to={PATHS.brochure} replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
