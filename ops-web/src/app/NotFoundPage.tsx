import { Link } from 'react-router-dom'
import { useTitle } from '@/lib/use-title'
import { PATHS } from '@/lib/paths'

export function NotFoundPage() {
  useTitle('Page not found')
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you're looking for doesn't exist.</p>
      <Link to={PATHS.churches} className="mt-6 inline-block font-semibold text-brand-dark underline">
        Go to churches
      </Link>
    </div>
  )
}
