import { useEffect, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { Button, toast } from '@congregate/ui'
import { ErrorScreen, FullScreenLoader } from '@/components/ui/Screens'
import { MSG } from '@/lib/messages'
import { isOrgReady, useOrgInfo } from '@/lib/org'
import { PUBLIC_PATHS } from '@/lib/paths'
import { adminTitle, applyFavicon } from '@/lib/platform'
import { clearSession, getLastActiveTime, isSessionExpired, touchActivity, useSession } from '@/lib/session'

const IDLE_CHECK_EVERY_MS = 30_000
const ACTIVITY_WRITE_EVERY_MS = 15_000

/** Every console page: organisation gate, page title and icon, session idle limit. */
export function RootLayout() {
  const org = useOrgInfo()

  useEffect(() => {
    if (!org.data) return
    document.title = adminTitle(org.data.fullName)
    applyFavicon(org.data)
  }, [org.data])

  if (org.isPending) return <FullScreenLoader />
  if (org.isError || !isOrgReady(org.data)) {
    return (
      <ErrorScreen
        title="We couldn't open this portal"
        message={org.isError ? org.error.message : 'The organisation settings are incomplete. Please contact your administrator.'}
        action={
          <Button variant="secondary" onClick={() => org.refetch()}>
            Try again
          </Button>
        }
      />
    )
  }
  return <SessionWatch />
}

function SessionWatch() {
  const { user } = useSession()
  const location = useLocation()
  const [, setTick] = useState(0)

  // Checked during render so no page (and no API call) runs on an expired session.
  // eslint-disable-next-line react-hooks/purity -- reading the clock on every render is the point: the idle timer's tick re-renders this to re-check
  const expired = !!user && isSessionExpired(getLastActiveTime(), Date.now())

  useEffect(() => {
    if (!user || expired) return
    touchActivity()
  }, [user, expired, location.pathname, location.search])

  useEffect(() => {
    if (!user) return
    let last = 0
    const onActivity = () => {
      const now = Date.now()
      if (now - last < ACTIVITY_WRITE_EVERY_MS) return
      if (isSessionExpired(getLastActiveTime(), now)) return setTick((t) => t + 1)
      last = now
      touchActivity(now)
    }
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const
    events.forEach((e) => window.addEventListener(e, onActivity, { passive: true }))
    const timer = window.setInterval(() => setTick((t) => t + 1), IDLE_CHECK_EVERY_MS)
    return () => {
      events.forEach((e) => window.removeEventListener(e, onActivity))
      window.clearInterval(timer)
    }
  }, [user])

  if (expired) return <EndExpiredSession />
  return <Outlet />
}

function EndExpiredSession() {
  const navigate = useNavigate()
  useEffect(() => {
    toast.error(MSG.sessionTimeout)
    clearSession()
    navigate(PUBLIC_PATHS.signIn, { replace: true })
  }, [navigate])
  return <FullScreenLoader />
}
