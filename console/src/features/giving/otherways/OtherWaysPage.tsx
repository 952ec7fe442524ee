import { Button, toast } from '@congregate/ui'
import { Badge, Card, CardHeader, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { useOtherWays } from '../api/online'
import { GivingShell } from '../components/GivingShell'

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(`${what} copied`)
  } catch {
    toast.error(`Could not copy the ${what.toLowerCase()}`)
  }
}

function svgUrl(svg: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

export default function OtherWaysPage() {
  const q = useOtherWays()
  return (
    <GivingShell title="Other ways to give" description="Share these with your congregation: the giving page, its QR code, text-to-give and bank transfer details.">
      {q.isPending ? (
        <div className="grid grid-cols-2 gap-4 max-[900px]:grid-cols-1">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => q.refetch()} />
      ) : (
        <div className="grid grid-cols-2 gap-4 max-[900px]:grid-cols-1">
          <Card>
            <CardHeader title="Giving page" description="Anyone can give here, once or every week, fortnight or month." />
            <div className="flex flex-col gap-4 p-5 min-[480px]:flex-row min-[480px]:items-start">
              {q.data.qrCodeSvg && (
                <div className="flex shrink-0 flex-col items-center gap-2">
                  <img src={svgUrl(q.data.qrCodeSvg)} alt="QR code of the giving page" className="h-40 w-40 rounded-lg border border-slate-200 bg-white p-2 dark:border-neutral-700" />
                  <a href={svgUrl(q.data.qrCodeSvg)} download="giving-qr-code.svg" className="text-sm font-semibold text-brand-ink hover:underline">
                    Download QR code
                  </a>
                </div>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-3">
                <a href={q.data.givePageUrl} target="_blank" rel="noreferrer" className="font-medium break-all text-brand-ink hover:underline" data-testid="give-page-url">
                  {q.data.givePageUrl}
                </a>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => void copy(q.data.givePageUrl, 'Link')}>
                    Copy link
                  </Button>
                </div>
              </div>
            </div>
          </Card>
          <Card>
            <CardHeader title="Text to give" description="People text the keyword to your number and get the giving page's link back." />
            <div className="p-5">
              {q.data.textToGive.keyword && q.data.textToGive.number ? (
                <div className="flex flex-col gap-3">
                  <p className="text-lg">
                    Text <strong className="rounded bg-slate-100 px-2 py-0.5 font-mono dark:bg-neutral-800">{q.data.textToGive.keyword}</strong> to <strong className="tabular-nums">{q.data.textToGive.number}</strong>
                  </p>
                  {q.data.textToGive.instructions && <p className="text-sm text-slate-600 dark:text-neutral-300">{q.data.textToGive.instructions}</p>}
                </div>
              ) : (
                <p className="text-sm text-slate-500 dark:text-neutral-400">
                  {q.data.textToGive.instructions || 'Text-to-give is not set up: choose a keyword in the giving settings, and give the church an SMS number.'}
                </p>
              )}
            </div>
          </Card>
          <Card>
            <CardHeader title="Bank transfer" />
            <div className="p-5">
              {q.data.bankTransferDetails ? (
                <div className="flex flex-col gap-3">
                  <pre className="font-sans text-sm whitespace-pre-wrap">{q.data.bankTransferDetails}</pre>
                  <div>
                    <Button size="sm" variant="secondary" onClick={() => void copy(q.data.bankTransferDetails, 'Bank details')}>
                      Copy details
                    </Button>
                  </div>
                </div>
              ) : (
                <p className="text-sm text-slate-500 dark:text-neutral-400">No bank transfer details yet: add them in the giving settings.</p>
              )}
            </div>
          </Card>
          {q.data.methods.length > 0 && (
            <Card>
              <CardHeader title="All the ways" />
              <ul className="flex flex-col divide-y divide-slate-100 dark:divide-neutral-800">
                {q.data.methods.map((m) => (
                  <li key={m.kind} className="flex items-start gap-3 px-5 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{m.label}</p>
                      {m.details && <p className="text-sm whitespace-pre-wrap text-slate-500 dark:text-neutral-400">{m.details}</p>}
                    </div>
                    <Badge tone={m.enabled ? 'green' : 'neutral'}>{m.enabled ? 'On' : 'Off'}</Badge>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      )}
    </GivingShell>
  )
}
