import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles.css'
import { NotFound } from './NotFound'

// The onboarding pages (wizard, proposal, brochure) arrive in a later issue; until then every
// path answers with the not-found page rather than a placeholder of the real thing.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <NotFound />
  </StrictMode>,
)
