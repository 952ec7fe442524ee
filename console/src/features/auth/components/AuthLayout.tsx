import type { ReactNode } from 'react'
import { OrgLogo } from '@/components/ui/OrgLogo'
import { useOrg } from '@/lib/org'

/** The frame of every signed-out screen: organisation logo and full name above a card. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const org = useOrg()
  return (
    <main className="relative flex min-h-full items-center justify-center overflow-hidden px-4 py-10 max-[500px]:px-3">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,color-mix(in_srgb,var(--brand-primary)_22%,transparent),transparent_60%)]" />
      <div className="relative w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <OrgLogo />
          <p className="text-base font-semibold text-slate-700 dark:text-neutral-200" data-testid="org-name">
            {org.fullName}
          </p>
        </div>
        <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-xl shadow-slate-200/50 max-[500px]:p-5 dark:border-neutral-800 dark:bg-neutral-900 dark:shadow-none">
          <h1 className="text-center text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle && <div className="mt-2 text-center text-sm text-slate-500 dark:text-neutral-400">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </main>
  )
}
