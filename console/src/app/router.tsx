import { lazy, Suspense, type ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { ErrorScreen, FullScreenLoader } from '@/components/ui/Screens'
import { profileQuery } from '@/features/auth/api/get-profile'
import SignInPage from '@/features/auth/routes/SignInPage'
import { BASE } from '@/lib/base'
import type { OrgInfo } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { preloadable } from '@/lib/preloadable'
import { getUser, isSignedIn } from '@/lib/session'
import { GuardedPage, GuestOnly, RequireSession } from './guards'
import { NotFoundPage } from './NotFoundPage'
import { RootLayout } from './RootLayout'
import { GUARDED_ROUTES, preloadPage } from './routes'

// The sign-in page comes with the entry (its heading is the largest paint on a phone; its form
// follows in its own chunk): one round trip less before it shows. The other pages load on demand.
const SignUpPage = lazy(() => import('@/features/auth/routes/SignUpPage'))
const ForgotPasswordPage = lazy(() => import('@/features/auth/routes/ForgotPasswordPage'))
const ResetPage = lazy(() => import('@/features/auth/routes/ResetPage'))
const TokenLoginPage = lazy(() => import('@/features/auth/routes/TokenLoginPage'))
const GivePage = lazy(() => import('@/features/give/GivePage'))
// The signed-in shell (sidenav, topbar) is not part of the sign-in page's download.
const AdminLayout = preloadable<object>(() => import('./layout/AdminLayout').then((m) => ({ default: m.AdminLayout })))

/**
 * A signed-in page load: the profile (which the shell waits for), the shell's chunk and the page's
 * chunk are asked for at once, before the first render, not one after the other behind it. The
 * answer settles when they are in (or after waitAtMostMs): a first render then builds the whole
 * page in one go instead of committing a loader whose replacement React holds back (it paces
 * Suspense reveals). pathname is the path under the console's base.
 */
export function preloadSignedIn(client: QueryClient, org: OrgInfo | null, pathname: string, waitAtMostMs = 1000): Promise<void> {
  const user = getUser()
  if (!user || !isSignedIn()) return Promise.resolve()
  const loads = [AdminLayout.preload(), preloadPage(pathname)]
  if (org) loads.push(client.prefetchQuery(profileQuery(org.orgId, user.userId)))
  const settled = Promise.allSettled(loads).then(() => {})
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, waitAtMostMs))])
}

const page = (el: ReactNode) => <Suspense fallback={<FullScreenLoader />}>{el}</Suspense>

function RouteError() {
  const err = useRouteError()
  // A stale tab after a deploy cannot load the old chunks: a reload fixes it.
  const message = err instanceof Error ? err.message : 'Something went wrong.'
  return (
    <ErrorScreen
      title="Something went wrong"
      message={message}
      action={<Button onClick={() => window.location.reload()}>Reload</Button>}
    />
  )
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: PUBLIC_PATHS.signIn, element: page(<SignInPage />) },
          { path: PUBLIC_PATHS.signUp, element: page(<SignUpPage />) },
          { path: PUBLIC_PATHS.forgotPassword, element: page(<ForgotPasswordPage />) },
        ],
      },
      { path: PUBLIC_PATHS.resetPassword, element: page(<ResetPage />) },
      { path: PUBLIC_PATHS.resetPin, element: page(<ResetPage />) },
      { path: PUBLIC_PATHS.tokenLogin, element: page(<TokenLoginPage />) },
      { path: PUBLIC_PATHS.give, element: page(<GivePage />) },
      {
        element: <RequireSession />,
        children: [
          {
            element: page(<AdminLayout />),
            children: GUARDED_ROUTES.map((r) => ({ path: r.path, element: <GuardedPage route={r} /> })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routeObjects, { basename: BASE || undefined })
