import { useState } from 'react'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, Spinner, TextField } from '@congregate/ui'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { useDownloadQrCode, useQrPreview, type QrFormat } from '../api/download-qrcode'
import { useQrCodes } from '../api/list-qrcodes'
import type { QrCodeLink } from '../api/types'
import { OrgShell } from '@/components/org-shell/OrgShell'
import { QueryState } from '@/components/ui/QueryState'
import { MSG_URL, isHttpUrlOrEmpty } from '../lib/validation'

const SIZES = [256, 512, 1024, 2048]

export default function QrCodesPage() {
  const q = useQrCodes()
  return (
    <OrgShell title="QR codes" description="Codes for your church's links, for bulletins, posters and screens. PNG for print and slides, SVG for designers." help="organization.qrcodes">
      <QueryState query={q} skeleton="cards">
        {(items) =>
          items.length === 0 ? (
            <Card>
              <EmptyState title="No links yet" message="Add your website on the General page to get its QR code." />
            </Card>
          ) : (
            <ul className="grid grid-cols-3 gap-4 max-[1000px]:grid-cols-2 max-[600px]:grid-cols-1" aria-label="QR codes">
              {items.map((l) => (
                <li key={l.target}>
                  <QrCard link={l} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <CustomQr />
    </OrgShell>
  )
}

function QrImage({ target, url, label }: { target: string; url?: string; label: string }) {
  const p = useQrPreview(target, url ?? '')
  return (
    <div className="flex aspect-square w-full max-w-56 items-center justify-center self-center rounded-xl border border-slate-200 bg-white p-3 dark:border-neutral-700">
      {p.src ? <img src={p.src} alt={`QR code for ${label}`} className="h-full w-full" /> : p.isError ? <p className="text-center text-xs text-red-600">The preview could not be loaded.</p> : <Spinner className="h-6 w-6 text-slate-400" />}
    </div>
  )
}

function DownloadButtons({ target, url, label }: { target: string; url?: string; label: string }) {
  const [size, setSize] = useState('512')
  const dl = useDownloadQrCode()
  const busy = (f: QrFormat) => dl.isPending && dl.variables?.format === f
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="w-32">
        <SelectField label={`PNG size for ${label}`} hideLabel value={size} onChange={(e) => setSize(e.target.value)} options={SIZES.map((s) => ({ value: String(s), label: `${s} px` }))} />
      </div>
      <Button size="sm" onClick={() => dl.mutate({ target, url, format: 'png', size: Number(size) })} loading={busy('png')} aria-label={`Download PNG of ${label}`}>
        PNG
      </Button>
      <Button size="sm" variant="secondary" onClick={() => dl.mutate({ target, url, format: 'svg' })} loading={busy('svg')} aria-label={`Download SVG of ${label}`}>
        SVG
      </Button>
    </div>
  )
}

function QrCard({ link }: { link: QrCodeLink }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-qr={link.target}>
      <div>
        <h2 className="text-base font-semibold">{link.label}</h2>
        <a href={link.url} target="_blank" rel="noreferrer" className="mt-0.5 block truncate text-sm text-brand-ink hover:underline">
          {link.url}
        </a>
      </div>
      <QrImage target={link.target} label={link.label} />
      <div className="mt-auto">
        <DownloadButtons target={link.target} label={link.label} />
      </div>
    </Card>
  )
}

/** The link of a custom code: an http(s) address of at most 500 characters (the qrcodes/download url). */
const customQrSchema = z.object({ url: z.string().trim().refine((t) => !!t && isHttpUrlOrEmpty(t, 500), MSG_URL) })

function CustomQr() {
  const [url, setUrl] = useState<string | null>(null)
  const form = useZodForm(customQrSchema, { defaultValues: { url: '' } })
  const submit = form.handleSubmit((v) => setUrl(v.url))
  return (
    <Card>
      <CardHeader title="Any other link" description="An event page, a giving page, a sign-up form: paste its address to get a code." />
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-6 p-5 max-[700px]:grid-cols-1">
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          <TextField label="Link" type="url" {...form.register('url')} placeholder="https://" error={fieldError(form, 'url')} maxLength={500} />
          <div>
            <Button type="submit" variant="secondary">
              Make QR code
            </Button>
          </div>
          {url && <DownloadButtons target="custom" url={url} label="your link" />}
        </form>
        {url && (
          <div className="w-56 max-[700px]:w-full">
            <QrImage target="custom" url={url} label={url} />
          </div>
        )}
      </div>
    </Card>
  )
}
