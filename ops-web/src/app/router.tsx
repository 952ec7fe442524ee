import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { OpsLayout } from '@/components/layout/OpsLayout'
import { Loading } from '@/components/ui/States'
import SignInPage from '@/features/auth/SignInPage'
import { setUnauthorizedHandler } from '@/lib/api-client'
import { PATHS } from '@/lib/paths'
import { NotFoundPage } from './NotFoundPage'

const ChurchesPage = lazy(() => import('@/features/churches/ChurchesPage'))
const ChurchPage = lazy(() => import('@/features/churches/ChurchPage'))
const CataloguePage = lazy(() => import('@/features/catalogue/CataloguePage'))
const RequestsPage = lazy(() => import('@/features/requests/RequestsPage'))
const QueuesPage = lazy(() => import('@/features/queues/QueuesPage'))
const ExportsPage = lazy(() => import('@/features/exports/ExportsPage'))
const OperatorsPage = lazy(() => import('@/features/operators/OperatorsPage'))
const AuditPage = lazy(() => import('@/features/audit/AuditPage'))

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  )
}

export const routes: RouteObject[] = [
  { path: PATHS.signIn, element: <SignInPage /> },
  {
    element: <OpsLayout />,
    children: [
      { index: true, element: <Navigate to={PATHS.churches} replace /> },
      { path: PATHS.churches, element: page(ChurchesPage) },
      { path: '/churches/:id', element: page(ChurchPage) },
      { path: PATHS.catalogue, element: page(CataloguePage) },
      { path: PATHS.requests, element: page(RequestsPage) },
      { path: PATHS.queues, element: page(QueuesPage) },
      { path: PATHS.exports, element: page(ExportsPage) },
      { path: PATHS.operators, element: page(OperatorsPage) },
      { path: PATHS.audit, element: page(AuditPage) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export function createRouter() {
  const router = createBrowserRouter(routes)
  // A lost session (401) goes to the sign-in page without reloading the app.
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== PATHS.signIn) void router.navigate(PATHS.signIn, { replace: true })
  })
  return router
}
