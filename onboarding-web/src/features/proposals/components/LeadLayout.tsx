import type { ReactNode } from 'react'
import { Hero } from '@/components/layout/Hero'

/** Hero, the offer on the left and the form card on the right (form first on phones). */
export function LeadLayout({ eyebrow, title, intro, points, formTitle, formSubtitle, children }: {
  eyebrow: string
  title: string
  intro: string
  points: { title: string; text: string }[]
  formTitle: string
  formSubtitle: string
  children: ReactNode
}) {
  return (
    <main className="flex-1 pb-16">
      <Hero eyebrow={eyebrow} title={title}>
        <p>{intro}</p>
      </Hero>
      <div className="mx-auto -mt-12 grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-[1fr_minmax(0,30rem)] lg:items-start">
        <section className="order-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:order-1">
          <h2 className="text-lg font-bold text-slate-900">What you'll receive</h2>
          <ul className="mt-5 flex flex-col gap-5">
            {points.map((p) => (
              <li key={p.title} className="flex gap-3.5">
                <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </svg>
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{p.title}</p>
                  <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{p.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-8 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
            Your PDF is ready the moment you submit, and we e-mail you a copy. No obligation, no sales pressure.
          </p>
        </section>
        <section className="order-1 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-900/5 sm:p-8 lg:order-2">
          <h2 className="text-lg font-bold text-slate-900">{formTitle}</h2>
          <p className="mt-1 mb-6 text-sm text-slate-500">{formSubtitle}</p>
          {children}
        </section>
      </div>
    </main>
  )
}
