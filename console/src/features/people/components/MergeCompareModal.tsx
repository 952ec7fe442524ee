import { useState, type ReactNode } from 'react'
import { Button, cn } from '@congregate/ui'
import { Skeleton } from '@/components/ui/Card'
import { Modal } from '@/components/ui/Modal'
import { useMergePeople } from '../api/duplicates'
import { usePerson } from '../api/get-person'
import type { PersonDetail } from '../api/types'
import { formatDate, formatDateTime } from '../lib/format'
import { genderLabel } from '../lib/person-form'

const FIELDS: [string, (p: PersonDetail) => ReactNode][] = [
  ['Name', (p) => p.fullName],
  ['Email', (p) => p.email],
  ['Mobile', (p) => p.mobile],
  ['Gender', (p) => genderLabel(p.gender)],
  ['Birthday', (p) => (p.birthDate ? formatDate(p.birthDate) : '')],
  ['Membership type', (p) => p.membershipType],
  ['Envelope ID', (p) => p.envelopeId],
  ['Address', (p) => [p.address, p.city].filter(Boolean).join(', ')],
  ['Household', (p) => (p.household ? `${p.household.name} (${p.relationship || 'member'})` : '')],
  ['Groups', (p) => p.groups.map((g) => g.name).join(', ')],
  ['Service units', (p) => p.serviceUnits.map((u) => u.name).join(', ')],
  ['Attendance', (p) => `${p.attendance.total} records`],
  ['Status', (p) => (p.status === 'active' ? 'Active' : 'Inactive')],
  ['Added', (p) => formatDateTime(p.createdAt)],
]

/** Side-by-side comparison; the staff member picks the record to keep, then merges. */
export function MergeCompareModal({ ids, onClose, onMerged }: { ids: [number, number]; onClose: () => void; onMerged: () => void }) {
  const a = usePerson(ids[0])
  const b = usePerson(ids[1])
  const [keep, setKeep] = useState<number>(ids[0])
  const [confirm, setConfirm] = useState(false)
  const merge = useMergePeople()
  const people = a.data && b.data ? [a.data, b.data] : null
  const kept = people?.find((p) => p.id === keep)
  const gone = people?.find((p) => p.id !== keep)
  const bothHouseholds = !!(a.data?.household && b.data?.household && a.data.household.id !== b.data.household.id)

  return (
    <Modal
      open
      size="xl"
      title="Compare and merge"
      description="Choose the record to keep. Details missing from it are filled from the other record, and everything linked to the other record moves to it."
      onClose={onClose}
      footer={
        confirm && kept && gone ? (
          <>
            <p className="mr-auto self-center text-sm text-red-700 dark:text-red-300">
              Merge {gone.fullName} (#{gone.id}) into {kept.fullName} (#{kept.id})? This cannot be undone.
            </p>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              Back
            </Button>
            <Button variant="danger" loading={merge.isPending} onClick={() => merge.mutate({ keepId: kept.id, mergeId: gone.id }, { onSuccess: onMerged })}>
              Merge now
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={!people} onClick={() => setConfirm(true)}>
              Merge
            </Button>
          </>
        )
      }
    >
      {!people ? (
        <div className="grid grid-cols-2 gap-4">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {bothHouseholds && (
            <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              Both people are in a household. The kept record stays in its own household; the other household place is dropped, because a person belongs to one household only.
            </p>
          )}
          <div className="overflow-x-auto">
            <table className="w-full min-w-[560px] text-sm">
              <thead>
                <tr>
                  <th className="w-36" />
                  {people.map((p) => (
                    <th key={p.id} className="p-2 text-left">
                      <label className={cn('flex cursor-pointer items-center gap-2 rounded-xl border-2 p-3', keep === p.id ? 'border-brand-ink bg-brand/5' : 'border-slate-200 dark:border-neutral-700')}>
                        <input type="radio" name="keep" className="h-4 w-4 accent-[var(--brand-primary)]" checked={keep === p.id} onChange={() => setKeep(p.id)} />
                        <span>
                          <span className="block font-semibold">Keep #{p.id}</span>
                          <span className="block text-xs font-normal text-slate-500 dark:text-neutral-400">{keep === p.id ? 'This record stays' : 'Merged into the other'}</span>
                        </span>
                      </label>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {FIELDS.map(([label, get]) => {
                  const [x, y] = people.map((p) => get(p))
                  const differ = String(x ?? '') !== String(y ?? '')
                  return (
                    <tr key={label} className="border-t border-slate-100 dark:border-neutral-800">
                      <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-500 dark:text-neutral-400">
                        {label}
                      </th>
                      {[x, y].map((v, i) => (
                        <td key={i} className={cn('p-2 align-top', differ && 'bg-amber-50/60 dark:bg-amber-950/30')}>
                          {v || <span className="text-slate-300 dark:text-neutral-600">—</span>}
                        </td>
                      ))}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <p className="text-xs text-slate-500 dark:text-neutral-400">Highlighted rows differ. After merging, edit the kept record to correct any detail.</p>
        </div>
      )}
    </Modal>
  )
}
