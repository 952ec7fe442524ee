import { useState } from 'react'
import { Button, TextField } from '@congregate/ui'
import { z } from '@congregate/ui/zod'
import { PhoneField } from '@/components/PhoneField'
import { SelectField } from '@/components/ui/Select'
import type { ListKind } from '../api/audience-lists'
import type { ChannelInfo } from '../lib/channels'
import { CHIP_LABEL, chipKey, type Chip, type ChipKind } from '../lib/compose'
import { ListPicker } from './ListPicker'

type Source = ChipKind | 'numbers' | 'emails'

const LIST_KIND: Partial<Record<ChipKind, ListKind>> = {
  person: 'people',
  household: 'households',
  group: 'groups',
  serviceUnit: 'serviceUnits',
  fellowship: 'fellowships',
  savedList: 'savedLists',
  contactGroup: 'contactGroups',
}

const SOURCES: { value: Source; label: string }[] = [
  { value: 'person', label: 'People' },
  { value: 'household', label: 'Households' },
  { value: 'group', label: 'Groups' },
  { value: 'serviceUnit', label: 'Service units' },
  { value: 'fellowship', label: 'House fellowships' },
  { value: 'savedList', label: 'Saved lists' },
  { value: 'contactGroup', label: 'Contact groups' },
  { value: 'numbers', label: 'Phone numbers' },
  { value: 'emails', label: 'E-mail addresses' },
]

const emailRule = z.email()

export interface AudienceValue {
  chips: Chip[]
  numbers: string[]
  emails: string[]
}

/** Who receives the message: people and lists of the directory, contact groups and typed-in addresses. */
export function AudienceBuilder({ info, value, onChange, error }: { info: ChannelInfo; value: AudienceValue; onChange: (v: AudienceValue) => void; error?: string }) {
  const [source, setSource] = useState<Source>('person')
  const sources = SOURCES.filter((s) => (s.value === 'numbers' ? info.address === 'phone' : s.value === 'emails' ? info.address === 'email' : true))
  const idsOf = (kind: ChipKind) => value.chips.filter((c) => c.kind === kind).map((c) => c.id)
  const add = (c: Chip) => {
    if (value.chips.some((x) => chipKey(x) === chipKey(c))) return
    onChange({ ...value, chips: [...value.chips, c] })
  }
  const listKind = source !== 'numbers' && source !== 'emails' ? LIST_KIND[source] : undefined
  const total = value.chips.length + value.numbers.length + value.emails.length

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-[minmax(10rem,14rem)_1fr] items-start gap-3 max-[640px]:grid-cols-1">
        <SelectField label="Add from" value={source} onChange={(e) => setSource(e.target.value as Source)} options={sources} />
        {listKind ? (
          <ListPicker key={listKind} kind={listKind} label={source === 'person' ? 'Find a person' : `Find ${SOURCES.find((s) => s.value === source)!.label.toLowerCase()}`} excludeIds={idsOf(source as ChipKind)} onPick={(o) => add({ kind: source as ChipKind, id: o.id, name: o.name })} />
        ) : source === 'numbers' ? (
          <NumberEntry onAdd={(n) => !value.numbers.includes(n) && onChange({ ...value, numbers: [...value.numbers, n] })} />
        ) : (
          <EmailEntry onAdd={(m) => !value.emails.includes(m) && onChange({ ...value, emails: [...value.emails, m] })} />
        )}
      </div>

      <div>
        <p className="mb-2 text-sm font-medium text-slate-700 dark:text-neutral-300" id="audience-chosen">
          Chosen ({total})
        </p>
        {total === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500 dark:border-neutral-700 dark:text-neutral-400">No recipients yet. Add people, lists or {info.address === 'email' ? 'addresses' : info.address === 'phone' ? 'numbers' : 'groups'} above.</p>
        ) : (
          <ul aria-labelledby="audience-chosen" className="flex flex-wrap gap-2">
            {value.chips.map((c) => (
              <ChipItem key={chipKey(c)} kind={CHIP_LABEL[c.kind]} name={c.name} onRemove={() => onChange({ ...value, chips: value.chips.filter((x) => chipKey(x) !== chipKey(c)) })} />
            ))}
            {value.numbers.map((n) => (
              <ChipItem key={`n:${n}`} kind="Number" name={n} onRemove={() => onChange({ ...value, numbers: value.numbers.filter((x) => x !== n) })} />
            ))}
            {value.emails.map((m) => (
              <ChipItem key={`e:${m}`} kind="E-mail" name={m} onRemove={() => onChange({ ...value, emails: value.emails.filter((x) => x !== m) })} />
            ))}
          </ul>
        )}
        {error && (
          <p role="alert" className="mt-1.5 text-xs text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}

function ChipItem({ kind, name, onRemove }: { kind: string; name: string; onRemove: () => void }) {
  return (
    <li className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 py-1 pr-1 pl-3 text-sm dark:border-neutral-700 dark:bg-neutral-800">
      <span className="text-xs text-slate-500 dark:text-neutral-400">{kind}</span>
      <span className="truncate font-medium">{name}</span>
      <button type="button" onClick={onRemove} aria-label={`Remove ${kind.toLowerCase()} ${name}`} className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 dark:hover:bg-neutral-700 dark:hover:text-white">
        <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  )
}

function NumberEntry({ onAdd }: { onAdd: (e164: string) => void }) {
  const [n, setN] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <PhoneField label="Phone number" value={n} onChange={(v) => (setN(v), setError(null))} error={error} hint="Numbers not in your directory; they are merged as “friend”." />
      </div>
      <Button
        variant="secondary"
        className="mt-6"
        onClick={() => {
          if (!n || !/^\+[1-9]\d{6,14}$/.test(n)) return setError('Enter a complete phone number')
          onAdd(n)
          setN(undefined)
        }}
      >
        Add number
      </Button>
    </div>
  )
}

function EmailEntry({ onAdd }: { onAdd: (email: string) => void }) {
  const [m, setM] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = () => {
    const v = m.trim().toLowerCase()
    if (!emailRule.safeParse(v).success) return setError('Enter a valid e-mail address')
    onAdd(v)
    setM('')
  }
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          label="E-mail address"
          type="email"
          value={m}
          onChange={(e) => (setM(e.target.value), setError(null))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              submit()
            }
          }}
          error={error}
          hint="Addresses not in your directory; they are merged as “friend”."
        />
      </div>
      <Button variant="secondary" className="mt-6" onClick={submit}>
        Add address
      </Button>
    </div>
  )
}
