import { useId, useState } from 'react'
import { Controller } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Link } from 'react-router-dom'
import { Button, TextField } from '@congregate/ui'
import { Combobox } from '@/components/ui/Combobox'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { Tabs } from '@/components/ui/Tabs'
import { RELATIONSHIPS, useHouseholdCall, useHouseholds } from '../api/households'
import type { PersonDetail, PersonSummary, Relationship } from '../api/types'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { personPath } from '../paths'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import { StatusBadge } from './PersonCell'
import { joinHouseholdBody, joinHouseholdDefaults, joinHouseholdSchema, type JoinHouseholdCall, type JoinHouseholdMode } from '../lib/household-form'

/** The person's household: members with relationships; join, create, add, change, remove. */
export function HouseholdPanel({ person }: { person: PersonDetail }) {
  const hh = person.household
  const call = useHouseholdCall()
  const [joining, setJoining] = useState(false)
  const [adding, setAdding] = useState(false)

  return (
    <Card>
      <CardHeader
        title="Household"
        description={hh ? hh.name : 'Not in a household yet'}
        actions={
          hh ? (
            <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
              Add member
            </Button>
          ) : (
            <Button size="sm" onClick={() => setJoining(true)}>
              Add to household
            </Button>
          )
        }
      />
      {!hh ? (
        <EmptyState title="No household" message="Link family members together: heads, spouses, children and others living at the same address." />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
          {hh.members.map((m) => (
            <li key={m.personId} className="flex flex-wrap items-center gap-3 px-5 py-3">
              <div className="min-w-40 flex-1">
                {m.personId === person.id ? (
                  <span className="font-medium">{m.fullName} (this person)</span>
                ) : (
                  <Link to={personPath(m.personId)} className="font-medium hover:text-brand-ink hover:underline">
                    {m.fullName}
                  </Link>
                )}
                {m.status === 'inactive' && <StatusBadge status={m.status} />}
              </div>
              <select
                aria-label={`Relationship of ${m.fullName}`}
                value={m.relationship}
                disabled={call.isPending}
                onChange={(e) => call.mutate({ op: 'add-member', body: { householdId: hh.id, personId: m.personId, relationship: e.target.value as Relationship } })}
                className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-neutral-700 dark:bg-neutral-900"
              >
                {RELATIONSHIPS.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>
              <Button size="sm" variant="ghost" aria-label={`Remove ${m.fullName} from the household`} disabled={call.isPending} onClick={() => call.mutate({ op: 'remove-member', body: { householdId: hh.id, personId: m.personId } })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {hh && <AddMemberModal open={adding} householdId={hh.id} excludeIds={hh.members.map((m) => m.personId)} onClose={() => setAdding(false)} />}
      <JoinHouseholdModal open={joining} person={person} onClose={() => setJoining(false)} />
    </Card>
  )
}

function AddMemberModal({ open, householdId, excludeIds, onClose }: { open: boolean; householdId: number; excludeIds: number[]; onClose: () => void }) {
  const call = useHouseholdCall()
  const [picked, setPicked] = useState<PersonSummary | null>(null)
  const [rel, setRel] = useState<Relationship>('child')
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setPicked(null)
    setError(null)
    onClose()
  }
  return (
    <Modal
      open={open}
      title="Add a household member"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={call.isPending}
            onClick={() => {
              if (!picked) return setError('Choose a person')
              call.mutate({ op: 'add-member', body: { householdId, personId: picked.id, relationship: rel } }, { onSuccess: close })
            }}
          >
            Add
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <PersonPicker label="Person" popup="inline" excludeIds={excludeIds} value={picked} onChange={(p) => (setPicked(p), setError(null))} error={error} />
        <SelectField label="Relationship" value={rel} onChange={(e) => setRel(e.target.value as Relationship)} options={RELATIONSHIPS} />
        <p className="text-xs text-slate-500 dark:text-neutral-400">A person belongs to one household. Someone already in another household must be removed there first.</p>
      </div>
    </Modal>
  )
}

function JoinHouseholdModal({ open, person, onClose }: { open: boolean; person: PersonDetail; onClose: () => void }) {
  const formId = useId()
  const call = useHouseholdCall()
  // The tab the footer names; the form (mounted with each opening) starts on it.
  const [mode, setMode] = useState<JoinHouseholdMode>('new')
  return (
    <Modal
      open={open}
      title={`Add ${person.firstName} to a household`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={call.isPending}>
            {mode === 'new' ? 'Create household' : 'Add to household'}
          </Button>
        </>
      }
    >
      <JoinHouseholdForm id={formId} open={open} person={person} mode={mode} onModeChange={setMode} onSave={(c) => call.mutate(c, { onSuccess: onClose })} />
    </Modal>
  )
}

function JoinHouseholdForm({ id, open, person, mode, onModeChange, onSave }: { id: string; open: boolean; person: PersonDetail; mode: JoinHouseholdMode; onModeChange: (m: JoinHouseholdMode) => void; onSave: (c: JoinHouseholdCall) => void }) {
  const form = useZodForm(joinHouseholdSchema, { defaultValues: joinHouseholdDefaults(person, mode), mode: 'onSubmit' })
  const submit = form.handleSubmit((v) => onSave(joinHouseholdBody(v, person.id)))
  return (
    <form id={id} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <Tabs
            label="Household"
            value={field.value}
            onChange={(m) => (field.onChange(m), onModeChange(m), form.clearErrors())}
            options={[
              { value: 'new', label: 'New household' },
              { value: 'existing', label: 'Existing household' },
            ]}
          />
        )}
      />
      {mode === 'new' ? (
        <>
          <TextField label="Household name" maxLength={100} error={fieldError(form, 'name')} {...form.register('name')} />
          <TextField label="Address" maxLength={200} {...form.register('address')} />
        </>
      ) : (
        <Controller
          control={form.control}
          name="household"
          render={({ field }) => <HouseholdChooser open={open} chosen={field.value} onChoose={field.onChange} error={fieldError(form, 'household') ?? null} />}
        />
      )}
      <SelectField label={`${person.firstName}'s relationship`} options={RELATIONSHIPS} {...form.register('relationship')} />
    </form>
  )
}

type Chosen = { id: number; name: string }

/** The existing-household chooser: a combobox over the households list, searched by name. */
function HouseholdChooser({ open, chosen, onChoose, error }: { open: boolean; chosen: Chosen | null; onChoose: (h: Chosen | null) => void; error: string | null }) {
  const [q, setQ] = useState('')
  const debounced = useDebouncedValue(q, 250)
  const list = useHouseholds({ q: debounced.trim() || undefined, page: 0, pageSize: 10 }, open && !chosen)
  if (chosen) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-700 dark:text-neutral-300">Household</span>
        <div className="flex h-10 items-center justify-between rounded-lg border border-slate-300 px-3 text-sm dark:border-neutral-700">
          <span className="truncate font-medium">{chosen.name}</span>
          <button type="button" aria-label="Change household" className="text-xs text-brand-ink hover:underline" onClick={() => onChoose(null)}>
            Change
          </button>
        </div>
      </div>
    )
  }
  return (
    <Combobox
      label="Find a household"
      popup="inline"
      inputValue={q}
      onInputValueChange={setQ}
      items={list.data?.items ?? []}
      itemKey={(h) => h.id}
      status={list.isError ? 'error' : list.isFetching || debounced !== q ? 'loading' : 'ready'}
      emptyText="No households found"
      onSelect={(h) => onChoose({ id: h.id, name: h.name })}
      renderItem={(h) => (
        <>
          <span className="min-w-0 flex-1 truncate">{h.name}</span>
          <span className="text-xs text-slate-500 dark:text-neutral-400">
            {h.memberCount} {h.memberCount === 1 ? 'member' : 'members'}
            {h.head ? ` · head: ${h.head.fullName}` : ''}
          </span>
        </>
      )}
      placeholder="Household name"
      error={error}
    />
  )
}
