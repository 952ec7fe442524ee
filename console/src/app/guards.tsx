import { Suspense, useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { Button, toast } from '@congregate/ui'
import { ErrorScreen, FullScreenLoader } from '@/components/ui/Screens'
import { useProfile } from '@/features/auth/api/get-profile'
import { ProfileContext, useCurrentProfile } from '@/lib/current-profile'
import { decideGuardedRoute, decideGuestRoute } from '@/lib/authorization'
import { useOrg } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { useSession } from '@/lib/session'
import { NotFoundPage } from './NotFoundPage'
import type { GuardedRoute } from './routes'

/** Login routes: signed-in users go to the dashboard. */
export function GuestOnly() {
  const { user } = useSession()
  const d = decideGuestRoute(!!user)
  return d.kind === 'redirect' ? <Navigate to={d.to} replace /> : <Outlet />
}

/** Protected routes need a stored user and the loaded profile (spec §6). */
export function RequireSession() {
  const { user } = useSession()
  const org = useOrg()
  const profile = useProfile(org.orgId, user?.userId)

  if (!user) return <Navigate to={PUBLIC_PATHS.signIn} replace />
  if (profile.isPending) return <FullScreenLoader />
  if (profile.isError) {
    return (
      <ErrorScreen
        title="We couldn't load your profile"
        message={profile.error.message}
        action={
          <Button variant="secondary" onClick={() => profile.refetch()}>
            Try again
          </Button>
        }
      />
    )
  }
  return (
    <ProfileContext.Provider value={profile.data}>
      <Outlet />
    </ProfileContext.Provider>
  )
}

/** Runs the permission and lock-down rules BEFORE deciding between the page and the 404. */
export function GuardedPage({ route }: { route: GuardedRoute }) {
  const { pathname } = useLocation()
  const org = useOrg()
  const profile = useCurrentProfile()
  const decision = decideGuardedRoute({
    pathname,
    key: route.key,
    signedIn: true,
    perms: profile.userRolesAndPermissions,
    org,
  })
  if (decision.kind === 'redirect') return <RedirectWithToast to={decision.to} message={decision.toast} />
  const Page = route.page
  if (!Page) return <NotFoundPage embedded />
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Page />
    </Suspense>
  )
}

function RedirectWithToast({ to, message }: { to: string; message?: string }) {
  useEffect(() => {
    if (message) toast.error(message)
  }, [message])
  return <Navigate to={to} replace />
}
