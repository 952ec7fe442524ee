import { useState } from 'react'
import { Button, TextField, toast } from '@congregate/ui'
import { Menu, MenuItem } from '@/components/ui/Menu'
import { SelectField } from '@/components/ui/Select'
import { toastApiError } from '@/lib/api-client'
import { useFundOptions, type ExportFormat } from '../api/reports'
import { RANGE_PRESETS, presetRange, type RangePreset } from '../dashboard/periods'

export interface Range {
  from: string
  to: string
}

/** From and to dates with presets; a range whose end comes first is shown as an error and not sent. */
export function RangeFields({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  const bad = !!value.from && !!value.to && value.to < value.from
  return (
    <>
      <SelectField
        label="Period"
        value=""
        placeholder="Custom"
        options={RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
        onChange={(e) => e.target.value && onChange(presetRange(e.target.value as RangePreset))}
      />
      <TextField label="From" type="date" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      <TextField label="To" type="date" value={value.to} error={bad ? 'The end date must be on or after the start date' : undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
    </>
  )
}

export const rangeOk = (r: Range) => !!r.from && !!r.to && r.from <= r.to

/** One fund or all (the contract takes a list: [] is every fund). */
export function FundSelect({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const funds = useFundOptions()
  return (
    <SelectField
      label="Fund"
      value={value ? String(value) : ''}
      placeholder="All funds"
      options={(funds.data ?? []).map((f) => ({ value: String(f.id), label: f.code ? `${f.name} (${f.code})` : f.name }))}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    />
  )
}

const FORMATS: { value: ExportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel (XLSX)' },
  { value: 'pdf', label: 'PDF' },
]

/** Export menu: downloads the report in the chosen format. */
export function ExportMenu({ onExport, disabled }: { onExport: (f: ExportFormat) => Promise<void>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false)
  const run = async (f: ExportFormat) => {
    setBusy(true)
    try {
      await onExport(f)
      toast.success('Export downloaded')
    } catch (e) {
      toastApiError(e)
    } finally {
      setBusy(false)
    }
  }
  if (disabled) {
    return (
      <Button variant="secondary" disabled>
        Export
      </Button>
    )
  }
  return (
    <Menu label="Export" align="end" trigger={<>{busy ? 'Exporting…' : 'Export'}</>}>
      {FORMATS.map((f) => (
        <MenuItem key={f.value} onSelect={() => void run(f.value)}>
          {f.label}
        </MenuItem>
      ))}
    </Menu>
  )
}
