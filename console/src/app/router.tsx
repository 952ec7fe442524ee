import { lazy, Suspense, type ReactNode } from 'react'
import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { ErrorScreen, FullScreenLoader } from '@/components/ui/Screens'
import { BASE } from '@/lib/base'
import { PUBLIC_PATHS } from '@/lib/paths'
import { GuardedPage, GuestOnly, RequireSession } from './guards'
import { NotFoundPage } from './NotFoundPage'
import { RootLayout } from './RootLayout'
import { GUARDED_ROUTES } from './routes'

const SignInPage = lazy(() => import('@/features/auth/routes/SignInPage'))
const SignUpPage = lazy(() => import('@/features/auth/routes/SignUpPage'))
const ForgotPasswordPage = lazy(() => import('@/features/auth/routes/ForgotPasswordPage'))
const ResetPage = lazy(() => import('@/features/auth/routes/ResetPage'))
const TokenLoginPage = lazy(() => import('@/features/auth/routes/TokenLoginPage'))
// The signed-in shell (sidenav, topbar) is not part of the sign-in page's download.
const AdminLayout = lazy(() => import('./layout/AdminLayout').then((m) => ({ default: m.AdminLayout })))

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
