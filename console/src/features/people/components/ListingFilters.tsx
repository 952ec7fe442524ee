import { useEffect, useState } from 'react'
import { TextField } from '@congregate/ui'
import { SelectField } from '@/components/ui/Select'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useCustomFields, type CustomField } from '../api/custom-fields'
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
      <CustomFieldFilter state={state} onChange={onChange} />
      {activeFilterCount(state) > 0 && (
        <button
          type="button"
          className="self-start text-sm font-medium text-brand-ink hover:underline"
          onClick={() => onChange({ membershipTypeId: null, groupId: null, serviceUnitId: null, gender: null, ageBand: null, customFieldId: null, customValue: '', status: 'active' })}
        >
          Clear filters
        </button>
      )}
    </div>
  )
}

/** "Custom field = value", when the church has custom fields. */
function CustomFieldFilter({ state, onChange }: { state: ListingState; onChange: (patch: Partial<ListingState>) => void }) {
  const fields = useCustomFields()
  if (!fields.data?.length) return null
  const field = fields.data.find((f) => f.id === state.customFieldId) ?? null
  return (
    <div className="grid grid-cols-6 gap-3 max-[1100px]:grid-cols-3 max-[600px]:grid-cols-2">
      <SelectField
        label="Custom field"
        placeholder="Any"
        value={field ? String(field.id) : ''}
        onChange={(e) => onChange({ customFieldId: e.target.value ? Number(e.target.value) : null, customValue: '' })}
        options={fields.data.map((f) => ({ value: String(f.id), label: f.name }))}
      />
      {field && <CustomValueFilter key={field.id} field={field} value={state.customValue} onChange={(v) => onChange({ customValue: v })} />}
    </div>
  )
}

function CustomValueFilter({ field, value, onChange }: { field: CustomField; value: string; onChange: (v: string) => void }) {
  const [text, setText] = useState(value)
  const debounced = useDebouncedValue(text, 400)
  useEffect(() => {
    if (debounced !== value && (field.kind === 'text' || field.kind === 'number' || field.kind === 'date')) onChange(debounced)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])
  const label = `${field.name} is`
  if (field.kind === 'select' || field.kind === 'checkbox') {
    const options = field.kind === 'select' ? field.options.map((o) => ({ value: o, label: o })) : [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }]
    return <SelectField label={label} placeholder="Choose…" value={value} onChange={(e) => onChange(e.target.value)} options={options} />
  }
  return <TextField label={label} type={field.kind === 'date' ? 'date' : field.kind === 'number' ? 'number' : 'text'} value={text} onChange={(e) => setText(e.target.value)} />
}
