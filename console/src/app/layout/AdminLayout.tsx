import { useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { Sidenav } from './Sidenav'
import { Topbar } from './Topbar'

const MOBILE_QUERY = '(max-width: 767px)'

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const mq = window.matchMedia(MOBILE_QUERY)
    const on = () => setMobile(mq.matches)
    mq.addEventListener?.('change', on)
    return () => mq.removeEventListener?.('change', on)
  }, [])
  return mobile
}

/** Sidenav 260px (compact 80px), topbar 64px, content contained at 1200px (spec §9). */
export function AdminLayout() {
  const isMobile = useIsMobile()
  const [compact, setCompact] = useState(false)
  const { pathname } = useLocation()
  // The drawer belongs to the page and layout it was opened on: it is closed after a navigation
  // or a switch between phone and desktop layouts.
  const here = `${isMobile}:${pathname}`
  const [drawerAt, setDrawerAt] = useState<string | null>(null)
  const drawerOpen = drawerAt === here

  return (
    // A row as tall as the page: the sidenav is a column of the same height (its contents stick
    // to the viewport), so it reaches the bottom of a long page, in a full-page capture too.
    <div className="flex min-h-full">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Sidenav compact={compact && !isMobile} mobileOpen={drawerOpen} onClose={() => setDrawerAt(null)} onToggleCompact={() => setCompact((c) => !c)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Topbar onMenu={() => (isMobile ? setDrawerAt(drawerOpen ? null : here) : setCompact((c) => !c))} />
        <main id="main" className="mx-auto w-full max-w-[var(--content-max)] flex-1 p-6 max-[500px]:p-3">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
