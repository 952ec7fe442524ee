import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import './index.css'
import { AppProviders } from './app/providers'
import { createQueryClient } from './app/query-client'
import { createRouter } from './app/router'
import { httpsRedirectTarget } from '@congregate/ui'
import { registerServiceWorker } from './lib/platform'

// Spec §4: requests over http go to https (the server redirects too; this is the client half).
const httpsTarget = httpsRedirectTarget(window.location)
if (httpsTarget) {
  window.location.replace(httpsTarget)
} else {
  if (import.meta.env.PROD) registerServiceWorker()
  const router = createRouter()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}
