import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'
import { Button, TextField, toast } from '@congregate/ui'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { z } from '@congregate/ui/zod'
import type { ChurchDetail } from '@/api'
import { Badge, Card, Facts, PageHeader } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { ReasonDialog } from '@/components/ui/ReasonDialog'
import { Empty, ErrorState, Loading, QueryState } from '@/components/ui/States'
import { ExportsTable } from '@/components/ExportsTable'
import { toastApiError } from '@/lib/api-client'
import { formatBytes, formatCount, formatDateTime, formatPrice } from '@/lib/format'
import { opsApi, type ChurchAction } from '@/lib/ops-api'
import { PATHS } from '@/lib/paths'
import { useCanWrite } from '@/lib/session'
import { useTitle } from '@/lib/use-title'
import { ChurchStatus } from './status'

const ACTIONS: Record<ChurchAction, { label: string; title: string; description: string; danger?: boolean; done: string }> = {
  lockdown: { label: 'Lock down', title: 'Lock down this church', description: 'Every console page but the dashboard and billing is refused until it is unlocked.', danger: true, done: 'Church locked down' },
  unlock: { label: 'Unlock', title: 'Unlock this church', description: 'The church’s console works again.', done: 'Church unlocked' },
  suspend: { label: 'Suspend', title: 'Suspend this church', description: 'The church is suspended: its console and apps stop.', danger: true, done: 'Church suspended' },
  reactivate: { label: 'Reactivate', title: 'Reactivate this church', description: 'The church becomes active again.', done: 'Church reactivated' },
}

const BILLING: Record<string, string> = { active: 'Active', past_due: 'Past due', locked: 'Locked (unpaid invoice)' }

export default function ChurchPage() {
  const id = Number(useParams().id)
  const church = useQuery({ queryKey: ['church', id], queryFn: () => opsApi.church(id), enabled: Number.isInteger(id) && id > 0 })
  useTitle(church.data?.fullName ?? 'Church')
  if (!Number.isInteger(id) || id <= 0) return <ErrorState error={new Error('No such church')} />
  if (church.isPending) return <Loading />
  if (church.isError) return <ErrorState error={church.error} onRetry={church.refetch} />
  return <Church c={church.data} />
}

function Church({ c }: { c: ChurchDetail }) {
  const write = useCanWrite()
  const client = useQueryClient()
  const [action, setAction] = useState<ChurchAction | null>(null)
  const [support, setSupport] = useState(false)
  const [supportUrl, setSupportUrl] = useState('')
  const [grant, setGrant] = useState(false)
  const put = (d: ChurchDetail) => {
    client.setQueryData(['church', c.id], d)
    void client.invalidateQueries({ queryKey: ['churches'] })
  }
  const act = async (a: ChurchAction, reason: string) => {
    put(await opsApi.churchAction(a, { id: c.id, reason }))
    toast.success(ACTIONS[a].done)
  }
  const actions: ChurchAction[] = [c.lockedDown ? 'unlock' : 'lockdown', c.status === 'suspended' ? 'reactivate' : 'suspend']
  const credits = c.credits

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={PATHS.churches} className="text-brand-dark hover:underline">
          ← Churches
        </Link>
      </p>
      <PageHeader title={c.fullName}>
        {write && (
          <>
            {actions.map((a) => (
              <Button key={a} variant={ACTIONS[a].danger ? 'danger' : 'secondary'} size="sm" onClick={() => setAction(a)}>
                {ACTIONS[a].label}
              </Button>
            ))}
            <Button variant="secondary" size="sm" onClick={() => setSupport(true)}>
              Support sign-in
            </Button>
          </>
        )}
      </PageHeader>
      <div className="grid grid-cols-[3fr_2fr] gap-4 max-[900px]:grid-cols-1">
        <div className="flex min-w-0 flex-col gap-4">
          <Card title="Church">
            <Facts
              items={[
                ['Status', <ChurchStatus key="s" status={c.status} lockedDown={c.lockedDown} billingLockdown={c.billingLockdown} />],
                ['Short name', c.shortName],
                ['Reason', c.statusReason ? `${c.statusReason}${c.statusBy ? ` (${c.statusBy}, ${formatDateTime(c.statusAt)})` : ''}` : '—'],
                ['Console', c.consoleUrl ? <a key="u" href={c.consoleUrl} className="text-brand-dark underline" target="_blank" rel="noreferrer">{c.consoleUrl}</a> : '—'],
                ['E-mail', c.email || '—'],
                ['Phone', c.phone || '—'],
                ['Placement', c.placement || '—'],
                ['Schema version', String(c.schemaVersion)],
                ['Created', formatDateTime(c.createdAt)],
              ]}
            />
          </Card>
          <Card title="Plan and billing">
            <Facts
              items={[
                ['Plan', c.plan || '—'],
                ['Price', formatPrice(c.price, c.currency)],
                ['Products', c.products?.length ? c.products.join(', ') : '—'],
                ['Billing status', BILLING[c.billingStatus] ?? (c.billingStatus || '—')],
                ['Credits', `${formatCount(credits?.available)} available (${formatCount(credits?.balance)} balance, ${formatCount(credits?.reserved)} reserved)`],
              ]}
            />
            {write && (
              <div className="border-t border-slate-100 px-4 py-3">
                <Button variant="secondary" size="sm" onClick={() => setGrant(true)}>
                  Grant credits
                </Button>
              </div>
            )}
          </Card>
          <Card title="Usage">
            <Facts
              items={[
                ['People', formatCount(c.people)],
                ['Users', formatCount(c.users)],
                ['Storage', formatBytes(c.storageBytes)],
                ['Last activity', formatDateTime(c.lastActivityAt)],
                ['Figures from', formatDateTime(c.statsRefreshedAt)],
              ]}
            />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Domains c={c} write={write} onChange={put} />
          <ChurchExports churchId={c.id} write={write} />
        </div>
      </div>

      {action && (
        <ReasonDialog
          open
          title={ACTIONS[action].title}
          description={ACTIONS[action].description}
          confirmLabel={ACTIONS[action].label}
          danger={ACTIONS[action].danger}
          onConfirm={(reason) => act(action, reason)}
          onClose={() => setAction(null)}
        />
      )}
      <ReasonDialog
        open={support}
        title="Support sign-in"
        description="A single-use link (5 minutes) signs you in as the church’s first super admin. The church’s audit trail records it with your reason."
        confirmLabel="Get the link"
        onConfirm={async (reason) => setSupportUrl((await opsApi.supportLogin({ id: c.id, reason })).url)}
        onClose={() => setSupport(false)}
      />
      <Modal open={!!supportUrl} title="Support sign-in link" description="Open it within 5 minutes; it works once." onClose={() => setSupportUrl('')} size="sm">
        <a href={supportUrl} target="_blank" rel="noreferrer" className="font-medium break-all text-brand-dark underline" data-autofocus>
          Open the church’s console
        </a>
        <p className="mt-2 font-mono text-xs break-all text-slate-600">{supportUrl}</p>
      </Modal>
      {grant && <GrantDialog churchId={c.id} onClose={() => setGrant(false)} />}
    </>
  )
}

const domainSchema = z.object({ domain: z.string().trim().min(1, 'Enter a domain') })

function Domains({ c, write, onChange }: { c: ChurchDetail; write: boolean; onChange: (d: ChurchDetail) => void }) {
  const form = useZodForm(domainSchema, { defaultValues: { domain: '' } })
  const run = useMutation({
    mutationFn: ({ action, domain }: { action: 'add' | 'verify' | 'remove'; domain: string }) => opsApi.domain(action, { id: c.id, domain }),
    // A refused add shows under the field; verify and remove toast.
    meta: { errorToast: false },
    onError: (e, v) => v.action !== 'add' && toastApiError(e),
    onSuccess: (d, v) => {
      onChange(d)
      toast.success(v.action === 'add' ? 'Domain added' : v.action === 'verify' ? 'Domain verified' : 'Domain removed')
    },
  })
  const add = form.handleSubmit(async ({ domain }) => {
    try {
      await run.mutateAsync({ action: 'add', domain })
      form.reset()
    } catch (e) {
      form.setError('domain', { type: 'server', message: e instanceof Error ? e.message : String(e) })
    }
  })
  const domains = c.domains ?? []
  return (
    <Card title="Domains">
      {domains.length === 0 ? (
        <Empty>No custom domain.</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {domains.map((d) => (
            <li key={d.domain} className="flex flex-col gap-2 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-all">{d.domain}</span>
                {d.kind && <Badge>{d.kind}</Badge>}
                {d.verified ? <Badge tone="green">Verified</Badge> : <Badge tone="amber">Not verified</Badge>}
              </div>
              {!d.verified && (
                <div className="rounded-lg bg-slate-50 p-2 text-xs text-slate-700">
                  <p>
                    DNS TXT record <code className="break-all">{d.txtName}</code> = <code className="break-all">{d.txtValue}</code>
                  </p>
                  <p className="mt-1">
                    or <code className="break-all">{d.httpUrl}</code>
                  </p>
                </div>
              )}
              {d.verified && d.verifiedAt && <p className="text-xs text-slate-600">Verified {formatDateTime(d.verifiedAt)}</p>}
              {write && (
                <div className="flex gap-2">
                  {!d.verified && (
                    <Button size="sm" variant="secondary" loading={run.isPending && run.variables?.action === 'verify' && run.variables.domain === d.domain} onClick={() => run.mutate({ action: 'verify', domain: d.domain })}>
                      Verify
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => run.mutate({ action: 'remove', domain: d.domain })}>
                    Remove
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {write && (
        <form onSubmit={(e) => void add(e)} noValidate className="flex items-start gap-2 border-t border-slate-100 px-4 py-3">
          <div className="flex-1">
            <TextField label="Add a domain" placeholder="give.example.org" error={fieldError(form, 'domain')} {...form.register('domain')} />
          </div>
          <Button type="submit" variant="secondary" loading={form.formState.isSubmitting} className="mt-[26px]">
            Add
          </Button>
        </form>
      )}
    </Card>
  )
}

function ChurchExports({ churchId, write }: { churchId: number; write: boolean }) {
  const client = useQueryClient()
  const list = useQuery({
    queryKey: ['exports', churchId],
    queryFn: () => opsApi.exports({ churchId }),
    // While one is being made, look again every 3 s.
    refetchInterval: (q) => (q.state.data?.items.some((e) => e.status === 'queued' || e.status === 'running') ? 3000 : false),
  })
  const create = useMutation({
    mutationFn: () => opsApi.createExport({ churchId }),
    onSuccess: () => {
      toast.success('Export queued')
      void client.invalidateQueries({ queryKey: ['exports'] })
    },
  })
  return (
    <Card
      title="Exports"
      actions={
        write && (
          <Button size="sm" variant="secondary" loading={create.isPending} onClick={() => create.mutate()}>
            Export
          </Button>
        )
      }
    >
      <QueryState query={list}>{(d) => (d.items.length === 0 ? <Empty>No export yet.</Empty> : <ExportsTable items={d.items} compact />)}</QueryState>
    </Card>
  )
}

const grantSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, 'Enter a whole number of credits'),
  note: z.string().trim().min(1, 'Write a note'),
})

function GrantDialog({ churchId, onClose }: { churchId: number; onClose: () => void }) {
  const client = useQueryClient()
  const form = useZodForm(grantSchema, { defaultValues: { amount: '', note: '' } })
  const [key] = useState(() => crypto.randomUUID())
  const submit = form.handleSubmit(async ({ amount, note }) => {
    try {
      const credits = await opsApi.grantCredits({ churchId, amount: Number(amount), note, key })
      client.setQueryData<ChurchDetail>(['church', churchId], (d) => (d ? { ...d, credits } : d))
      toast.success('Credits granted')
      onClose()
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      form.setError(/note/i.test(message) ? 'note' : 'amount', { type: 'server', message })
    }
  })
  return (
    <Modal
      open
      title="Grant credits"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="grant-form" loading={form.formState.isSubmitting}>
            Grant
          </Button>
        </>
      }
    >
      <form id="grant-form" onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <TextField label="Credits" inputMode="numeric" error={fieldError(form, 'amount')} {...form.register('amount')} />
        <TextField label="Note" error={fieldError(form, 'note')} {...form.register('note')} />
      </form>
    </Modal>
  )
}
