import type { ReactNode } from 'react'

/** Stand-in for the module's section layout until CommsShell lands from the compose pages. */
export function CommsPage({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-6">{children}</div>
}
