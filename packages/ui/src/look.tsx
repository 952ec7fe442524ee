import { createContext, useContext, type ReactNode } from 'react'

/**
 * The kit's two looks. `app`: the signed-in console, compact controls that follow its dark mode.
 * `public`: the public pages (onboarding-web), taller fields, light only, titled toasts (spec §8).
 * An app picks one at its root; every kit component reads it.
 */
export type Look = 'app' | 'public'

const LookContext = createContext<Look>('app')

export function LookProvider({ look, children }: { look: Look; children: ReactNode }) {
  return <LookContext value={look}>{children}</LookContext>
}

export function useLook(): Look {
  return useContext(LookContext)
}
