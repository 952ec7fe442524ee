import { useEffect, useRef, useState } from 'react'
import { Controller } from 'react-hook-form'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { MoneyField } from '@/components/MoneyField'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import type { PersonMatch } from '@/components/person-picker/search-people'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { formatMoney, today } from '@/lib/format'
import { amountProblem, amountString } from '@/lib/money'
import { useAvailableCodes, useCampaigns, useDeleteCampaign, useDeletePledge, useGivingCurrency, usePledges, useSaveCampaign, useSavePledge, type Campaign, type Pledge } from '../api/ledger'
import { GivingShell } from '../components/GivingShell'
import { percentReached } from './progress'

export default function CampaignsPage() {
  const list = useCampaigns()
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Campaign | null>(null)
  const [openId, setOpenId] = useState<number | null>(null)
  const del = useDeleteCampaign()
  const rows = list.data?.items ?? []
  const current = rows.find((c) => c.id === openId) ?? null
  return (
    <GivingShell title="Pledge campaigns" description="A goal, the pledges people make toward it, and what has been given to its contribution code since it started." actions={<Button onClick={() => setEditing('new')}>New campaign</Button>}>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState title="No campaigns yet" message="Start a campaign for a building project or a mission trip: set the goal, then record each family's pledge." />
        </Card>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Campaigns">
          {rows.map((c) => (
            <li key={c.id}>
              <Card className="flex h-full flex-col">
                <CardHeader
                  as="h3"
                  title={c.name}
                  description={`${c.fundName} · ${c.startsOn} to ${c.endsOn} · ${c.pledgeCount} ${c.pledgeCount === 1 ? 'pledge' : 'pledges'}`}
                  actions={
                    <>
                      <Button size="sm" variant="ghost" aria-label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" aria-label={`Delete ${c.name}`} className="text-red-600 dark:text-red-400" onClick={() => setDeleting(c)}>
                        Delete
                      </Button>
                    </>
                  }
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <p className="text-sm">
                    Goal <strong className="tabular-nums">{formatMoney(c.goalMinor, c.currency)}</strong>
                  </p>
                  <Progress label="Pledged" value={c.pledgedMinor} goal={c.goalMinor} currency={c.currency} />
                  <Progress label="Given" value={c.givenMinor} goal={c.goalMinor} currency={c.currency} />
                  <div className="mt-auto pt-2">
                    <Button size="sm" variant="secondary" aria-expanded={openId === c.id} onClick={() => setOpenId(openId === c.id ? null : c.id)}>
                      {openId === c.id ? 'Hide pledges' : 'Pledges'}
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {current && <PledgesCard campaign={current} />}
      <CampaignDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        danger
        title={`Delete ${deleting?.name ?? ''}?`}
        message="Its pledges are deleted with it. The gifts stay in their contribution code."
        confirmLabel="Delete campaign"
        loading={del.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate({ id: deleting.id }, { onSuccess: () => (setDeleting(null), openId === deleting.id && setOpenId(null)) })}
      />
    </GivingShell>
  )
}

function Progress({ label, value, goal, currency }: { label: string; value: number; goal: number; currency: string }) {
  const pct = percentReached(value, goal)
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums">
          {formatMoney(value, currency)} · {pct}%
        </span>
      </div>
      <div role="progressbar" aria-label={`${label}: ${pct}% of the goal`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.min(pct, 100)} className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-neutral-800">
        <div className="h-full rounded-full bg-brand" style={{ width: `${Math.min(pct, 100)}%` }} />
      </div>
    </div>
  )
}

const dateField = z.string().refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s), 'Enter the date as YYYY-MM-DD')
const moneyField = (currency: string) =>
  z.string().superRefine((s, ctx) => {
    const p = amountProblem(s, currency)
    if (p) ctx.addIssue({ code: 'custom', message: p })
  })

function campaignSchema(currency: string) {
  return z
    .object({
      name: z
        .string()
        .transform((s) => s.trim())
        .refine((s) => s.length > 0, 'Enter a campaign name')
        .refine((s) => s.length <= 100, 'A campaign name must be at most 100 characters'),
      fundId: z.string().min(1, 'Choose a contribution code'),
      goal: moneyField(currency),
      startsOn: dateField,
      endsOn: dateField,
    })
    .refine((v) => v.endsOn >= v.startsOn, { path: ['endsOn'], message: 'The end date must be on or after the start date' })
}

function CampaignDialog({ editing, onClose }: { editing: Campaign | 'new' | null; onClose: () => void }) {
  const save = useSaveCampaign()
  const currency = useGivingCurrency()
  const c = editing && editing !== 'new' ? editing : null
  return (
    <Modal
      open={editing !== null}
      title={c ? `Edit ${c.name}` : 'New campaign'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="campaign-form" loading={save.isPending}>
            Save campaign
          </Button>
        </>
      }
    >
      {editing !== null && <CampaignForm key={c?.id ?? 'new'} campaign={c} currency={currency} onSubmit={(v) => save.mutate({ id: c?.id ?? null, ...v, fundId: Number(v.fundId), goal: v.goal.replace(/,/g, '') }, { onSuccess: onClose })} />}
    </Modal>
  )
}

function CampaignForm({ campaign, currency, onSubmit }: { campaign: Campaign | null; currency: string; onSubmit: (v: z.output<ReturnType<typeof campaignSchema>>) => void }) {
  const codes = useAvailableCodes()
  const [schema] = useState(() => campaignSchema(currency))
  const form = useZodForm(schema, {
    defaultValues: {
      name: campaign?.name ?? '',
      fundId: campaign ? String(campaign.fundId) : '',
      goal: campaign ? amountString(campaign.goalMinor, currency) : '',
      startsOn: campaign?.startsOn ?? today(),
      endsOn: campaign?.endsOn ?? '',
    },
  })
  const options = (codes.data?.items ?? []).map((f) => ({ value: String(f.id), label: f.name }))
  if (campaign && !options.some((o) => o.value === String(campaign.fundId))) options.unshift({ value: String(campaign.fundId), label: campaign.fundName })
  return (
    <form id="campaign-form" aria-label={campaign ? `Edit ${campaign.name}` : 'New campaign'} noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <TextField label="Campaign name" maxLength={100} error={fieldError(form, 'name')} {...form.register('name')} />
      <SelectField label="Contribution code" placeholder="Choose a code" hint="Gifts to this code between the dates count as given." options={options} error={fieldError(form, 'fundId')} {...form.register('fundId')} />
      <Controller control={form.control} name="goal" render={({ field, fieldState }) => <MoneyField label="Goal" currency={currency} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} inputRef={field.ref} error={fieldState.error?.message} />} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Starts on" type="date" error={fieldError(form, 'startsOn')} {...form.register('startsOn')} />
        <TextField label="Ends on" type="date" error={fieldError(form, 'endsOn')} {...form.register('endsOn')} />
      </div>
    </form>
  )
}

const PAGE_SIZE = 25

function PledgesCard({ campaign }: { campaign: Campaign }) {
  const [page, setPage] = useState(1)
  const list = usePledges({ campaignId: campaign.id, page: page - 1, pageSize: PAGE_SIZE })
  const [editing, setEditing] = useState<Pledge | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Pledge | null>(null)
  const del = useDeletePledge()
  const rows = list.data?.items ?? []
  const total = list.data?.total ?? 0
  const money = (m: number) => formatMoney(m, campaign.currency)
  // The card opens under every campaign, out of sight of the button that opened it (on a phone
  // several screens down): it comes to the eye.
  const card = useRef<HTMLDivElement>(null)
  useEffect(() => card.current?.scrollIntoView({ block: 'start' }), [campaign.id])
  return (
    <div ref={card} className="scroll-mt-[calc(var(--topbar-height)+1rem)]">
      <Card>
        <CardHeader title={`Pledges to ${campaign.name}`} actions={<Button size="sm" onClick={() => setEditing('new')}>Add pledge</Button>} />
        {list.isPending ? (
          <Skeleton className="m-4 h-24" />
        ) : list.isError ? (
          <div className="p-4">
            <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState title="No pledges yet" />
        ) : (
          <TableShell label={`Pledges to ${campaign.name}`}>
            <thead>
              <tr>
                <Th>Person</Th>
                <Th>Pledged on</Th>
                <Th className="text-right">Pledged</Th>
                <Th className="text-right">Given</Th>
                <Th className="text-right">Remaining</Th>
                <Th className="text-right">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <Tr key={p.id}>
                  <Td className="font-medium">{p.personName}</Td>
                  <Td className="whitespace-nowrap">{p.pledgedOn}</Td>
                  <Td className="text-right tabular-nums">{money(p.amountMinor)}</Td>
                  <Td className="text-right tabular-nums">
                    {money(p.givenMinor)} <span className="text-xs text-slate-500 dark:text-neutral-400">({Math.round(p.percent)}%)</span>
                  </Td>
                  <Td className="text-right tabular-nums">{money(p.remainingMinor)}</Td>
                  <Td className="text-right whitespace-nowrap">
                    <Button size="sm" variant="ghost" aria-label={`Edit the pledge of ${p.personName}`} onClick={() => setEditing(p)}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Delete the pledge of ${p.personName}`} className="text-red-600 dark:text-red-400" onClick={() => setDeleting(p)}>
                      Delete
                    </Button>
                  </Td>
                </Tr>
              ))}
            </tbody>
          </TableShell>
        )}
        {total > PAGE_SIZE && (
          <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
            <Pagination page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} label="Pledge pages" />
          </div>
        )}
        <PledgeDialog campaign={campaign} editing={editing} onClose={() => setEditing(null)} />
        <ConfirmDialog open={!!deleting} danger title={`Delete the pledge of ${deleting?.personName ?? ''}?`} confirmLabel="Delete pledge" loading={del.isPending} onClose={() => setDeleting(null)} onConfirm={() => deleting && del.mutate({ id: deleting.id }, { onSuccess: () => setDeleting(null) })} />
      </Card>
    </div>
  )
}

function PledgeDialog({ campaign, editing, onClose }: { campaign: Campaign; editing: Pledge | 'new' | null; onClose: () => void }) {
  const save = useSavePledge()
  const p = editing && editing !== 'new' ? editing : null
  const [person, setPerson] = useState<PersonMatch | null>(null)
  const [amount, setAmount] = useState('')
  const [pledgedOn, setPledgedOn] = useState(today())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [seen, setSeen] = useState<Pledge | 'new' | null>(null)
  if (editing !== seen) {
    setSeen(editing)
    setPerson(null)
    setAmount(p ? amountString(p.amountMinor, campaign.currency) : '')
    setPledgedOn(p?.pledgedOn ?? today())
    setErrors({})
  }
  function submit() {
    const errs: Record<string, string> = {}
    if (!p && !person) errs.person = 'Choose the person pledging'
    const a = amountProblem(amount, campaign.currency)
    if (a) errs.amount = a
    if (!/^\d{4}-\d{2}-\d{2}$/.test(pledgedOn)) errs.date = 'Enter the date as YYYY-MM-DD'
    setErrors(errs)
    if (Object.keys(errs).length) return
    save.mutate({ id: p?.id ?? null, campaignId: campaign.id, personId: p ? p.personId : person!.id, amount: amount.replace(/,/g, '').trim(), pledgedOn }, { onSuccess: onClose })
  }
  return (
    <Modal
      open={editing !== null}
      title={p ? `Pledge of ${p.personName}` : 'Add pledge'}
      description={campaign.name}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            Save pledge
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {!p && <PersonPicker label="Person" popup="inline" value={person} onChange={setPerson} error={errors.person} />}
        <MoneyField label="Amount pledged" currency={campaign.currency} value={amount} onChange={setAmount} error={errors.amount} />
        <TextField label="Pledged on" type="date" value={pledgedOn} onChange={(e) => setPledgedOn(e.target.value)} error={errors.date} />
      </div>
    </Modal>
  )
}
