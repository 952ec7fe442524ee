import { SelectField } from '@/components/ui/Select'
import { useAllGroups } from '../api/groups'
import { useNameList } from '../api/name-lists'
import { useAllServiceUnits } from '../api/service-units'
import { AGE_BANDS, activeFilterCount, type ListingState } from '../lib/filters'

const AGE_LABEL: Record<string, string> = { unknown: 'Age not recorded' }

/** The listing's filters; export page 1 reuses them. */
export function ListingFilters({ state, onChange }: { state: ListingState; onChange: (patch: Partial<ListingState>) => void }) {
  const types = useNameList('membership-types')
  const groups = useAllGroups()
  const units = useAllServiceUnits()
  const num = (v: string) => (v ? Number(v) : null)
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-6 gap-3 max-[1100px]:grid-cols-3 max-[600px]:grid-cols-2">
        <SelectField
          label="Membership type"
          placeholder="All types"
          value={state.membershipTypeId ? String(state.membershipTypeId) : ''}
          onChange={(e) => onChange({ membershipTypeId: num(e.target.value) })}
          options={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        />
        <SelectField
          label="Group"
          placeholder="All groups"
          value={state.groupId ? String(state.groupId) : ''}
          onChange={(e) => onChange({ groupId: num(e.target.value) })}
          options={(groups.data?.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
        />
        <SelectField
          label="Service unit"
          placeholder="All units"
          value={state.serviceUnitId ? String(state.serviceUnitId) : ''}
          onChange={(e) => onChange({ serviceUnitId: num(e.target.value) })}
          options={(units.data?.items ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        />
        <SelectField
          label="Gender"
          placeholder="Any gender"
          value={state.gender ?? ''}
          onChange={(e) => onChange({ gender: (e.target.value || null) as ListingState['gender'] })}
          options={[
            { value: 'female', label: 'Female' },
            { value: 'male', label: 'Male' },
            { value: 'unknown', label: 'Not recorded' },
          ]}
        />
        <SelectField
          label="Age band"
          placeholder="Any age"
          value={state.ageBand ?? ''}
          onChange={(e) => onChange({ ageBand: (e.target.value || null) as ListingState['ageBand'] })}
          options={AGE_BANDS.map((b) => ({ value: b, label: AGE_LABEL[b] ?? b }))}
        />
        <SelectField
          label="Status"
          value={state.status}
          onChange={(e) => onChange({ status: e.target.value as ListingState['status'] })}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
            { value: 'all', label: 'Active and inactive' },
          ]}
        />
      </div>
      {activeFilterCount(state) > 0 && (
        <button
          type="button"
          className="self-start text-sm font-medium text-brand-ink hover:underline"
          onClick={() => onChange({ membershipTypeId: null, groupId: null, serviceUnitId: null, gender: null, ageBand: null, status: 'active' })}
        >
          Clear filters
        </button>
      )}
    </div>
  )
}
