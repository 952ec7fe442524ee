import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Card } from '@/components/ui/Card'
import { canOpen, type PermissionKey } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'

/** One section of a module's admin guide. */
export interface GuideSection {
  /** The section's anchor (#id), linked from the contents. */
  id: string
  title: string
  /**
   * The page the section is about: a path (the guide's own module, which its reader may open) or
   * a path with its key (another module's page, linked only when the reader may open it).
   */
  to?: string | { path: string; key: PermissionKey }
  body: ReactNode
}

/**
 * A module's admin guide: the contents beside the sections (above them on narrow screens), each
 * section a card with a link to its page. Every module's guide (people, communications, billing,
 * giving) is this layout with its own sections, inside its own shell.
 */
export function AdminGuide({ sections }: { sections: GuideSection[] }) {
  const perms = useCurrentProfile().userRolesAndPermissions
  return (
    <div className="grid grid-cols-[220px_1fr] items-start gap-6 max-[900px]:grid-cols-1">
      <nav aria-label="Guide contents" className="sticky top-[calc(var(--topbar-height)+1rem)] rounded-2xl border border-slate-200 bg-white p-3 text-sm max-[900px]:static dark:border-neutral-800 dark:bg-neutral-900">
        <p className="px-2 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-neutral-400">Contents</p>
        <ol className="flex flex-col">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="block rounded-lg px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-neutral-800">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-col gap-4">
        {sections.map((s) => {
          const to = typeof s.to === 'string' ? s.to : s.to && canOpen(perms, s.to.key) ? s.to.path : undefined
          return (
            <Card key={s.id} id={s.id} className="scroll-mt-24 p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold">{s.title}</h2>
                {to && (
                  <Link to={to} className="text-sm font-medium text-brand-ink hover:underline">
                    Open page<span className="sr-only">: {s.title}</span> →
                  </Link>
                )}
              </div>
              <div className="guide-body mt-2 flex flex-col gap-2 text-sm leading-6 text-slate-700 dark:text-neutral-300 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">{s.body}</div>
            </Card>
          )
        })}
      </div>
    </div>
  )
}
