import { cn } from '@congregate/ui'
import { countSegments, MAX_SMS, nonGsmCharacters } from '../lib/segments'

/**
 * The live counter under an SMS text: characters, encoding and segments as typed (merge fields
 * counted as written; the quote counts each recipient's merged text with the signature).
 */
export function SegmentCounter({ text, id }: { text: string; id?: string }) {
  const c = countSegments(text)
  const over = c.characters > MAX_SMS
  const forcing = c.encoding === 'UCS-2' ? nonGsmCharacters(text).slice(0, 5) : []
  return (
    <div id={id} className="flex flex-col gap-1 text-xs text-slate-500 dark:text-neutral-400" aria-live="polite">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={cn('tabular-nums', over && 'font-semibold text-red-600 dark:text-red-400')} data-testid="sms-characters">
          {c.characters.toLocaleString('en-US')} / {MAX_SMS.toLocaleString('en-US')} characters
        </span>
        <span className={cn('rounded px-1.5 py-0.5 font-medium', c.encoding === 'GSM-7' ? 'bg-slate-100 text-slate-700 dark:bg-neutral-800 dark:text-neutral-300' : 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300')} data-testid="sms-encoding">
          {c.encoding}
        </span>
        <span className="tabular-nums" data-testid="sms-segments">
          {c.segments} {c.segments === 1 ? 'segment' : 'segments'}
        </span>
        {c.segments > 0 && <span className="tabular-nums">{c.remaining} left in this segment</span>}
      </p>
      {forcing.length > 0 && (
        <p className="text-amber-700 dark:text-amber-400">
          Unicode because of {forcing.map((ch) => `“${ch}”`).join(' ')}: 70 characters a segment (67 when split) instead of 160 (153).
        </p>
      )}
    </div>
  )
}
