import { Link } from 'react-router-dom'
import { DASHBOARD_PATH } from '@/lib/authorization'
import { cn } from '@congregate/ui'

/** Any unmatched path, and guarded routes whose module is not built yet (spec §2). */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  return (
    <main className={cn('flex items-center justify-center px-6 text-center', embedded ? 'min-h-[60vh]' : 'min-h-full')}>
      <div className="max-w-md">
        <p className="text-7xl font-black tracking-tight text-brand-ink" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold">Page not found</h1>
        <p className="mt-2 text-sm text-slate-500 dark:text-neutral-400">The page you're looking for doesn't exist or isn't available yet.</p>
        <Link
          to={DASHBOARD_PATH}
          className="mt-8 inline-flex h-10 items-center justify-center rounded-lg bg-brand px-5 text-sm font-semibold text-white shadow-sm hover:brightness-110"
        >
          Back to Dashboard
        </Link>
      </div>
    </main>
  )
}
