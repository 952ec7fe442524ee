import { useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Button, TextField } from '@congregate/ui'
import { Card, CardHeader, PageHeader } from '@/components/ui/Card'
import { usePeople } from '../api/get-people'
import { ListingFilters } from '../components/ListingFilters'
import { PeopleShell } from '../components/PeopleShell'
import { useCustomFields } from '../api/custom-fields'
import { DEFAULT_EXPORT_COLUMNS, EXPORT_COLUMNS, customColumn, parseExportColumns, toggleExportColumn, exportColumnsSchema, type ExportColumn } from '../lib/export-columns'
import { listingToParams, parseListing, toListRequest, withChange, type ListingState } from '../lib/filters'
import { formatCount } from '../lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { PEOPLE } from '../paths'

const GROUPS = [...new Set(EXPORT_COLUMNS.map((c) => c.group))]

export default function ExportPage1() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [state, setState] = useState<ListingState>(() => parseListing(params))
  const form = useZodForm(exportColumnsSchema, { defaultValues: { columns: parseExportColumns(params.get('cols')) }, mode: 'onSubmit' })
  const columns = useWatch({ control: form.control, name: 'columns' })
  const setColumns = (cs: ExportColumn[]) => form.setValue('columns', cs, { shouldValidate: form.formState.isSubmitted })
  const q = useDebouncedValue(state.q, 300)
  const req = useMemo(() => toListRequest({ ...state, q, page: 1 }, 5), [state, q])
  const count = usePeople(req)
  const fields = useCustomFields()
  const custom = (fields.data ?? []).map((f) => ({ id: customColumn(f.id), label: f.name }))

  const toggle = (id: ExportColumn) => setColumns(toggleExportColumn(form.getValues('columns'), id))

  const next = form.handleSubmit((v) => {
    const sp = listingToParams({ ...state, page: 1 })
    sp.set('cols', v.columns.join(','))
    navigate(`${PEOPLE.export2}?${sp.toString()}`)
  })
  const error = fieldError(form, 'columns')

  return (
    <PeopleShell>
      <PageHeader title="Export people" description="Choose who to export and which details to include. Next you pick the file type." />
      <Card>
        <CardHeader title="1. Who" description={count.data ? `${formatCount(count.data.total)} ${count.data.total === 1 ? 'person' : 'people'} selected` : 'Everyone matching the filters'} />
        <div className="flex flex-col gap-4 p-5">
          <TextField label="Search (optional)" type="search" placeholder="Name, e-mail or phone" value={state.q} maxLength={100} onChange={(e) => setState((s) => withChange(s, { q: e.target.value }))} />
          <ListingFilters state={state} onChange={(p) => setState((s) => withChange(s, p))} />
        </div>
      </Card>
      <form noValidate onSubmit={(e) => void next(e)}>
        <Card>
          <CardHeader
            title="2. Which details"
            description={`${columns.length} selected`}
            actions={
              <>
                <Button size="sm" variant="ghost" onClick={() => setColumns([...EXPORT_COLUMNS.map((c) => c.id), ...custom.map((c) => c.id)])}>
                  Select all
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setColumns([...DEFAULT_EXPORT_COLUMNS])}>
                  Default
                </Button>
              </>
            }
          />
          <div className="grid grid-cols-4 gap-6 p-5 max-[1000px]:grid-cols-2 max-[500px]:grid-cols-1">
            {GROUPS.map((g) => (
              <fieldset key={g}>
                <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-neutral-400">{g}</legend>
                <div className="flex flex-col gap-1">
                  {EXPORT_COLUMNS.filter((c) => c.group === g).map((c) => (
                    <label key={c.id} className="flex items-center gap-2 text-sm">
                      <input type="checkbox" className="h-4 w-4 accent-[var(--brand-primary)]" checked={columns.includes(c.id)} onChange={() => toggle(c.id)} />
                      {c.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            {custom.length > 0 && (
              <fieldset>
                <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-neutral-400">More details</legend>
                <div className="flex flex-col gap-1">
                  {custom.map((c) => (
                    <label key={c.id} className="flex items-center gap-2 text-sm">
                      <input type="checkbox" className="h-4 w-4 accent-[var(--brand-primary)]" checked={columns.includes(c.id)} onChange={() => toggle(c.id)} />
                      {c.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </div>
          {error && (
            <p role="alert" className="px-5 pb-3 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="flex justify-end border-t border-slate-100 p-5 dark:border-neutral-800">
            <Button type="submit" disabled={count.data?.total === 0}>
              Next: choose file type
            </Button>
          </div>
        </Card>
      </form>
    </PeopleShell>
  )
}
