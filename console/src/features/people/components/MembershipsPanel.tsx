import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Card, CardHeader } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { useAllGroups } from '../api/groups'
import { useGroupUsersCall } from '../api/group-users'
import { useNameList } from '../api/name-lists'
import { useAllServiceUnits, useServiceUnitCall } from '../api/service-units'
import type { PersonDetail } from '../api/types'
import { groupUsersPath } from '../paths'

/** Groups the person belongs to: list, add, remove. */
export function GroupsPanel({ person }: { person: PersonDetail }) {
  const all = useAllGroups()
  const call = useGroupUsersCall()
  const [pick, setPick] = useState('')
  const mine = new Set(person.groups.map((g) => g.id))
  const options = (all.data?.items ?? []).filter((g) => !mine.has(g.id)).map((g) => ({ value: String(g.id), label: g.name }))
  return (
    <Card>
      <CardHeader title="Groups" description={person.groups.length ? `${person.groups.length} ${person.groups.length === 1 ? 'group' : 'groups'}` : 'Not in any group'} />
      {person.groups.length > 0 && (
      <ul className="flex flex-wrap gap-2 px-5 pt-4">
        {person.groups.map((g) => (
          <li key={g.id} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm dark:bg-neutral-800">
            <Link to={groupUsersPath(g.id)} className="hover:underline">
              {g.name}
            </Link>
            <button
              type="button"
              aria-label={`Remove from ${g.name}`}
              disabled={call.isPending}
              onClick={() => call.mutate({ op: 'remove', body: { groupId: g.id, personIds: [person.id] } })}
              className="flex h-6 w-6 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 dark:hover:bg-neutral-700"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      )}
      <form
        className="flex items-end gap-2 p-5"
        onSubmit={(e) => {
          e.preventDefault()
          if (pick) call.mutate({ op: 'add', body: { groupId: Number(pick), personIds: [person.id] } }, { onSuccess: () => setPick('') })
        }}
      >
        <div className="min-w-0 flex-1">
          <SelectField label="Add to group" placeholder={options.length ? 'Choose a group' : 'No other groups'} options={options} value={pick} onChange={(e) => setPick(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary" disabled={!pick} loading={call.isPending}>
          Add
        </Button>
      </form>
    </Card>
  )
}

/** Service units with the person's position in each. */
export function ServiceUnitsPanel({ person }: { person: PersonDetail }) {
  const all = useAllServiceUnits()
  const positions = useNameList('positions')
  const call = useServiceUnitCall()
  const [unit, setUnit] = useState('')
  const [position, setPosition] = useState('')
  const mine = new Set(person.serviceUnits.map((u) => u.id))
  const unitOptions = (all.data?.items ?? []).filter((u) => !mine.has(u.id)).map((u) => ({ value: String(u.id), label: u.name }))
  const positionOptions = (positions.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))
  return (
    <Card>
      <CardHeader title="Service units" description={person.serviceUnits.length ? 'Where this person serves' : 'Not serving in a unit'} />
      {person.serviceUnits.length > 0 && (
        <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
          {person.serviceUnits.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
              <span className="min-w-40 flex-1 font-medium">{u.name}</span>
              <select
                aria-label={`Position in ${u.name}`}
                value={u.positionId ? String(u.positionId) : ''}
                disabled={call.isPending}
                onChange={(e) => call.mutate({ op: 'members/set-position', body: { serviceUnitId: u.id, personId: person.id, positionId: e.target.value ? Number(e.target.value) : null } })}
                className="h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-neutral-700 dark:bg-neutral-900"
              >
                <option value="">No position</option>
                {positionOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <Button size="sm" variant="ghost" aria-label={`Remove from ${u.name}`} disabled={call.isPending} onClick={() => call.mutate({ op: 'members/remove', body: { serviceUnitId: u.id, personIds: [person.id] } })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 p-5 max-[700px]:grid-cols-[1fr_auto] max-[700px]:[&>*:first-child]:col-span-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (!unit) return
          call.mutate(
            { op: 'members/add', body: { serviceUnitId: Number(unit), personIds: [person.id], ...(position ? { positionId: Number(position) } : {}) } },
            { onSuccess: () => (setUnit(''), setPosition('')) },
          )
        }}
      >
        <SelectField label="Add to unit" placeholder={unitOptions.length ? 'Choose a unit' : 'No other units'} options={unitOptions} value={unit} onChange={(e) => setUnit(e.target.value)} />
        <SelectField label="Position" placeholder="No position" options={positionOptions} value={position} onChange={(e) => setPosition(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={!unit} loading={call.isPending}>
          Add
        </Button>
      </form>
    </Card>
  )
}
