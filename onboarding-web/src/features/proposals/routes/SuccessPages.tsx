import { Link, Navigate, useLocation } from 'react-router-dom'
import { PATHS } from '@/lib/paths'
import { useTitle } from '@/lib/use-title'

/** Navigation state the forms pass to their success page. */
export interface SuccessState {
  pdfUrl: string
  message?: string
}

function readState(state: unknown): SuccessState | null {
  if (!state || typeof state !== 'object') return null
  const s = state as Partial<SuccessState>
  return typeof s.pdfUrl === 'string' && s.pdfUrl ? { pdfUrl: s.pdfUrl, message: typeof s.message === 'string' ? s.message : undefined } : null
}

function SuccessPage({ formPath, what, title }: { formPath: string; what: string; title: string }) {
  useTitle(title)
  const state = readState(useLocation().state)
  // Spec §2: without the PDF link in navigation state, back to the form.
  if (!state) return <Navigate to={formPath} replace />
  return (
    <main className="hero-bg flex flex-1 items-center justify-center px-4 py-16">
      <section className="rise w-full max-w-lg rounded-3xl bg-white p-8 text-center shadow-2xl shadow-slate-900/20 sm:p-10">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900">Thank You!!!</h1>
        {state.message && <p className="mt-2 text-slate-600">{state.message}</p>}
        <a
          href={state.pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View and download your ${what} (PDF)`}
          data-testid="pdf-link"
          className="group mx-auto mt-8 flex w-fit flex-col items-center gap-2 rounded-2xl p-4 transition hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <PdfIcon />
          <span className="text-sm font-semibold text-slate-700 group-hover:text-red-700">{what}.pdf</span>
        </a>
        <p className="mt-2 text-sm text-slate-500">Click on icon to view and download PDF</p>
        <div className="mt-8 flex flex-col justify-center gap-3 border-t border-slate-100 pt-6 sm:flex-row">
          <Link to={PATHS.wizard} className="inline-flex h-11 items-center justify-center rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark">
            See pricing and plans
          </Link>
          <Link to={formPath} className="inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
            Request another
          </Link>
        </div>
      </section>
    </main>
  )
}

function PdfIcon() {
  return (
    <svg width="72" height="88" viewBox="0 0 72 88" aria-hidden="true" className="drop-shadow-md transition group-hover:-translate-y-0.5">
      <path d="M8 0h40l24 24v56a8 8 0 0 1-8 8H8a8 8 0 0 1-8-8V8a8 8 0 0 1 8-8Z" fill="#fff" stroke="#e2e8f0" strokeWidth="2" />
      <path d="M48 0v16a8 8 0 0 0 8 8h16" fill="#fecaca" />
      <rect x="6" y="44" width="60" height="26" rx="5" fill="#dc2626" />
      <text x="36" y="63" textAnchor="middle" fontFamily="ui-sans-serif, system-ui, sans-serif" fontSize="16" fontWeight="800" fill="#fff">
        PDF
      </text>
      <path d="M16 32h28M16 78h40" stroke="#cbd5e1" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

export function ProposalSuccessPage() {
  return <SuccessPage formPath={PATHS.proposal} what="Mobile app proposal" title="Mobile App Proposal" />
}

export function BrochureSuccessPage() {
  return <SuccessPage formPath={PATHS.brochure} what="Global giving e-brochure" title="Global Giving E-Brochure" />
}
