import type { ReactNode } from 'react'
import { cn, Spinner } from '@congregate/ui'
import type { Quote } from '../api/types'
import type { ChannelInfo } from '../lib/channels'

const n = (x: number) => x.toLocaleString('en-US')

/** The message the server answers when a send needs more credits than are available (credits.Insufficient). */
export function insufficientMessage(needed: number, available: number): string {
  return `Insufficient message credits: this message needs ${n(needed)} credits and ${n(available)} are available.`
}

/** Preview and cost of the message as composed (POST /api/communications/quote, debounced). */
export function QuotePanel({
  info,
  quote,
  loading,
  error,
  empty,
}: {
  info: ChannelInfo
  quote: Quote | undefined
  loading: boolean
  error: string | null
  /** Nothing to quote yet (no recipients). */
  empty: boolean
}) {
  return (
    <section aria-labelledby="quote-title" aria-busy={loading} className="flex flex-col gap-4" data-testid="quote-panel">
      <div className="flex items-center gap-2">
        <h2 id="quote-title" className="text-base font-semibold">
          Preview and cost
        </h2>
        {loading && <Spinner className="h-4 w-4 text-slate-400" />}
      </div>
      {empty ? (
        <p className="text-sm text-slate-500 dark:text-neutral-400">Add recipients to see who receives the {info.noun}, a preview and what it costs.</p>
      ) : error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
          {error}
        </p>
      ) : !quote ? (
        <p className="text-sm text-slate-500" role="status">
          Working out the cost…
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" aria-live="polite">
            <Row label="Recipients" testId="quote-recipients" strong>
              {n(quote.recipients)}
            </Row>
            {quote.duplicatesRemoved > 0 && <Row label="Duplicates removed">{n(quote.duplicatesRemoved)}</Row>}
            {quote.optedOut > 0 && (
              <Row label="Opted out, removed" testId="quote-opted-out">
                {n(quote.optedOut)}
              </Row>
            )}
            {quote.withoutAddress > 0 && <Row label={info.address === 'email' ? 'Without an e-mail address' : info.address === 'phone' ? 'Without a mobile number' : 'Without a subscription'}>{n(quote.withoutAddress)}</Row>}
            {info.channel === 'sms' && (
              <Row label="Segments" testId="quote-segments">
                {n(quote.segments)} · {quote.encoding || 'GSM-7'}
              </Row>
            )}
            {info.channel !== 'push' && <Row label="Credits each">{n(quote.unitCost)}</Row>}
            <Row label="Credits needed" testId="quote-credits" strong>
              {n(quote.credits)}
            </Row>
            <Row label="Credits available" testId="quote-available">
              {n(quote.available)}
            </Row>
          </dl>
          {!quote.enough ? (
            <p role="alert" data-testid="quote-refusal" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300">
              {insufficientMessage(quote.credits, quote.available)} Buy or ask for more credits, or send to fewer people.
            </p>
          ) : quote.recipients === 0 ? (
            <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-300">
              No one can receive this {info.noun}: everyone chosen was removed.
            </p>
          ) : null}
          {quote.recipients > 0 && <Preview info={info} quote={quote} />}
        </>
      )}
    </section>
  )
}

function Row({ label, children, strong, testId }: { label: string; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-neutral-400">{label}</dt>
      <dd className={cn('text-right tabular-nums', strong && 'font-semibold')} data-testid={testId}>
        {children}
      </dd>
    </>
  )
}

function Preview({ info, quote }: { info: ChannelInfo; quote: Quote }) {
  const p = quote.preview
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-neutral-700 dark:bg-neutral-950">
      <figcaption className="text-xs text-slate-500 dark:text-neutral-400">
        As {p.name || 'the first recipient'} {p.to ? <span className="break-all">({p.to})</span> : null} receives it
      </figcaption>
      {p.subject && <p className="text-sm font-semibold break-words">{p.subject}</p>}
      {p.text ? (
        <p className={cn('text-sm break-words whitespace-pre-wrap', info.address === 'phone' && 'self-start rounded-2xl rounded-bl-sm bg-white px-3 py-2 shadow-sm dark:bg-neutral-800')} data-testid="quote-preview-text">
          {p.text}
        </p>
      ) : (
        p.html && <p className="text-sm text-slate-500 dark:text-neutral-400">An HTML e-mail in your own layout; send a test to yourself to see it.</p>
      )}
    </figure>
  )
}
