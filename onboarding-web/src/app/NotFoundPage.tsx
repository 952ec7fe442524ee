import { Link } from 'react-router-dom'
import { useTitle } from '@/lib/use-title'
import { PATHS } from '@/lib/paths'

export function NotFoundPage() {
  useTitle('Page not found')
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-7xl font-black tracking-tight text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you're looking for doesn't exist.</p>
      <Link to={PATHS.wizard} className="mt-8 inline-flex h-11 items-center rounded-lg bg-brand px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark">
        See pricing and plans
      </Link>
    </main>
  )
}
