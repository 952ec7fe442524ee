import { useEffect, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Button, TextField } from '@congregate/ui'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { FELLOWSHIP_PAGE_SIZE, MEETING_DAYS, useFellowshipCall, useFellowshipMembers, type Fellowship } from '../api/house-fellowship'
import { capitalize as cap } from '../lib/format'
import { personPath } from '../paths'
import { PersonPicker } from '@/components/person-picker/PersonPicker'


export function meetingLine(f: Pick<Fellowship, 'meetingDay' | 'meetingTime'>): string {
  if (!f.meetingDay) return 'Meeting day not set'
  return `${cap(f.meetingDay)}s${f.meetingTime ? ` at ${f.meetingTime}` : ''}`
}

/** The fellowship form (add or edit): name, address, meeting day/time, leader, host. */
export function FellowshipFormModal({ open, zoneId, fellowship, onClose }: { open: boolean; zoneId: number; fellowship: Fellowship | null; onClose: () => void }) {
  const call = useFellowshipCall()
  const [name, setName] = useState('')
  const [address, setAddress] = useState('')
  const [day, setDay] = useState('')
  const [time, setTime] = useState('')
  const [leader, setLeader] = useState<{ id: number; name: string } | null>(null)
  const [host, setHost] = useState<{ id: number; name: string } | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!open) return
    setName(fellowship?.name ?? '')
    setAddress(fellowship?.address ?? '')
    setDay(fellowship?.meetingDay ?? '')
    setTime(fellowship?.meetingTime ?? '')
    setLeader(fellowship?.leaderId ? { id: fellowship.leaderId, name: fellowship.leader } : null)
    setHost(fellowship?.hostId ? { id: fellowship.hostId, name: fellowship.host } : null)
    setError(null)
  }, [open, fellowship])

  function submit(e: FormEvent) {
    e.preventDefault()
    if (!name.trim()) return setError('Name is required')
    const body = { name: name.trim(), address: address.trim(), meetingDay: day, meetingTime: time, leaderId: leader?.id ?? null, hostId: host?.id ?? null }
    call.mutate(
      fellowship ? { path: 'fellowships/update', body: { id: fellowship.id, ...body }, done: 'Fellowship updated' } : { path: 'fellowships/add', body: { zoneId, ...body }, done: 'Fellowship added' },
      { onSuccess: onClose },
    )
  }

  const personSlot = (label: string, value: { id: number; name: string } | null, set: (v: { id: number; name: string } | null) => void) =>
    value ? (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-700 dark:text-neutral-300">{label}</span>
        <div className="flex h-10 items-center justify-between rounded-lg border border-slate-300 px-3 text-sm dark:border-neutral-700">
          <span className="truncate">{value.name}</span>
          <button type="button" className="text-xs text-brand-ink hover:underline" onClick={() => set(null)}>
            Change
          </button>
        </div>
      </div>
    ) : (
      <PersonPicker label={label} popup="inline" onPick={(p) => set({ id: p.id, name: p.fullName })} />
    )

  return (
    <Modal
      open={open}
      title={fellowship ? `Edit ${fellowship.name}` : 'New house fellowship'}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="fellowship-form" loading={call.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id="fellowship-form" onSubmit={submit} noValidate className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1" aria-label="House fellowship">
        <TextField label="Name" value={name} maxLength={100} onChange={(e) => (setName(e.target.value), setError(null))} error={error} />
        <TextField label="Meeting address" value={address} maxLength={200} onChange={(e) => setAddress(e.target.value)} />
        <SelectField label="Meeting day" placeholder="Not set" value={day} onChange={(e) => setDay(e.target.value)} options={MEETING_DAYS.map((d) => ({ value: d, label: cap(d) }))} />
        <TextField label="Meeting time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        {personSlot('Leader', leader, setLeader)}
        {personSlot('Host', host, setHost)}
      </form>
    </Modal>
  )
}

/** Members of the chosen fellowship (page size 10). */
export function FellowshipMembers({ fellowship }: { fellowship: Fellowship }) {
  const [page, setPage] = useState(1)
  const members = useFellowshipMembers({ fellowshipId: fellowship.id, page: page - 1 })
  const call = useFellowshipCall()
  const rows = members.data?.items ?? []
  return (
    <Card>
      <CardHeader title={`${fellowship.name} — members`} description={`${fellowship.district} › ${fellowship.zone} · ${meetingLine(fellowship)}${fellowship.address ? ` · ${fellowship.address}` : ''}`} />
      <div className="border-b border-slate-100 p-5 dark:border-neutral-800">
        <PersonPicker
          label="Add a member"
          excludeIds={rows.map((r) => r.personId)}
          onPick={(p) => call.mutate({ path: 'fellowships/members/add', body: { fellowshipId: fellowship.id, personIds: [p.id] }, done: `${p.fullName} added` })}
        />
        <p className="mt-1 text-xs text-slate-500 dark:text-neutral-400">A person attends one fellowship: adding someone moves them from their current one.</p>
      </div>
      {rows.length === 0 ? (
        <EmptyState title="No members yet" />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
          {rows.map((m) => (
            <li key={m.personId} className="flex items-center gap-3 px-5 py-2.5">
              <div className="min-w-0 flex-1">
                <Link to={personPath(m.personId)} className="font-medium hover:text-brand-ink hover:underline">
                  {m.fullName}
                </Link>
                <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{[m.email, m.mobile].filter(Boolean).join(' · ')}</p>
              </div>
              <Button size="sm" variant="ghost" onClick={() => call.mutate({ path: 'fellowships/members/remove', body: { fellowshipId: fellowship.id, personIds: [m.personId] }, done: `${m.fullName} removed` })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {members.data && members.data.total > FELLOWSHIP_PAGE_SIZE && (
        <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
          <Pagination page={page} pageSize={FELLOWSHIP_PAGE_SIZE} total={members.data.total} onPage={setPage} label="Member pages" />
        </div>
      )}
    </Card>
  )
}

export function NameModal({ open, title, initial, loading, onClose, onSubmit }: { open: boolean; title: string; initial: string; loading: boolean; onClose: () => void; onSubmit: (name: string) => void }) {
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (open) {
      setName(initial)
      setError(null)
    }
  }, [open, initial])
  return (
    <Modal
      open={open}
      title={title}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="name-form" loading={loading}>
            Save
          </Button>
        </>
      }
    >
      <form
        id="name-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!name.trim()) return setError('Name is required')
          onSubmit(name.trim())
        }}
      >
        <TextField label="Name" value={name} maxLength={100} onChange={(e) => (setName(e.target.value), setError(null))} error={error} />
      </form>
    </Modal>
  )
}
