import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import './index.css'
import { AppProviders } from './app/providers'
import { createQueryClient } from './app/query-client'
import { createRouter } from './app/router'
import { httpsRedirectTarget } from '@congregate/ui'

// Requests over http go to https (dev hosts under .localhost excepted).
const httpsTarget = httpsRedirectTarget(window.location)
if (httpsTarget) {
  window.location.replace(httpsTarget)
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </StrictMode>,
  )
}
