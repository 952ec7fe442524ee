import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import './index.css'
import { AppProviders } from './app/providers'
import { createQueryClient } from './app/query-client'
import { createRouter, preloadSignedIn } from './app/router'
import { httpsRedirectTarget } from '@congregate/ui'
import { BASE } from './lib/base'
import { readPageOrgInfo, setOrgInfo } from './lib/org'
import { registerServiceWorker } from './lib/platform'

// Spec §4: requests over http go to https (the server redirects too; this is the client half).
const httpsTarget = httpsRedirectTarget(window.location)
if (httpsTarget) {
  window.location.replace(httpsTarget)
} else {
  if (import.meta.env.PROD) registerServiceWorker()
  const router = createRouter()
  const client = createQueryClient()
  // The page came with the organisation info: the first render is the page, not a loader.
  const org = readPageOrgInfo()
  if (org) setOrgInfo(client, org)
  const root = createRoot(document.getElementById('root')!)
  // A transition: the first render is sliced into short tasks, so the page answers input while it
  // builds (Lighthouse's blocking time on a phone halves).
  void preloadSignedIn(client, org, window.location.pathname.slice(BASE.length) || '/').then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders client={client}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    ),
  )
}
