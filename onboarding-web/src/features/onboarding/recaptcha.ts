// reCAPTCHA (v3, invisible) when the control plane has a site key; none in development.
import { useEffect, useState } from 'react'
import { loadScript } from '@/lib/load-script'

interface Grecaptcha {
  ready: (cb: () => void) => void
  execute: (siteKey: string, opts: { action: string }) => Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export interface Recaptcha {
  /** Off: no key configured; the signup is sent without a token. */
  enabled: boolean
  /** The script is there (always true when off). */
  ready: boolean
  /** A token, or null when reCAPTCHA is on but unavailable (spec §8: silent). */
  token: () => Promise<string | null>
}

export function useRecaptcha(siteKey: string | undefined): Recaptcha {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!siteKey) return
    let live = true
    loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`)
      .then(() => window.grecaptcha?.ready(() => live && setReady(true)))
      .catch(() => live && setReady(false))
    return () => {
      live = false
    }
  }, [siteKey])

  if (!siteKey) return { enabled: false, ready: true, token: async () => null }
  return {
    enabled: true,
    ready,
    token: async () => {
      const g = window.grecaptcha
      if (!ready || !g) return null
      try {
        return await g.execute(siteKey, { action: 'signup' })
      } catch {
        return null
      }
    },
  }
}
