import { useMemo } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@congregate/ui'
import { Badge, Card, CardHeader, PageHeader } from '@/components/ui/Card'
import { useExportPeople, type ExportFormat } from '../api/export-people'
import { usePeople } from '../api/get-people'
import { useAllGroups } from '../api/groups'
import { useNameList } from '../api/name-lists'
import { useAllServiceUnits } from '../api/service-units'
import { PeopleShell } from '../components/PeopleShell'
import { useCustomFields } from '../api/custom-fields'
import { PDF_MAX_PEOPLE, exportColumnLabel, parseExportColumns } from '../lib/export-columns'
import { parseListing, toFilterRequest, toListRequest } from '../lib/filters'
import { formatCount } from '../lib/format'
import { PEOPLE } from '../paths'

const FORMATS: { id: ExportFormat; title: string; text: string }[] = [
  { id: 'csv', title: 'CSV', text: 'Plain spreadsheet text. Opens in Excel, Numbers, Google Sheets and mailing tools.' },
  { id: 'xlsx', title: 'Excel (.xlsx)', text: 'A formatted workbook, ready to sort and filter in Excel.' },
  { id: 'pdf', title: 'PDF', text: 'A printable list with your church logo and name in the header.' },
]

export default function ExportPage2() {
  const [params] = useSearchParams()
  const state = useMemo(() => parseListing(params), [params])
  const columns = useMemo(() => parseExportColumns(params.get('cols')), [params])
  const fields = useCustomFields()
  const count = usePeople(useMemo(() => toListRequest({ ...state, page: 1 }, 5), [state]))
  const run = useExportPeople()
  const total = count.data?.total
  const back = `${PEOPLE.export1}?${params.toString()}`
  const types = useNameList('membership-types')
  const groups = useAllGroups()
  const units = useAllServiceUnits()

  const filters = [
    state.q && `Search “${state.q}”`,
    state.membershipTypeId && `Membership: ${types.data?.find((t) => t.id === state.membershipTypeId)?.name ?? '…'}`,
    state.groupId && `Group: ${groups.data?.items.find((g) => g.id === state.groupId)?.name ?? '…'}`,
    state.serviceUnitId && `Unit: ${units.data?.items.find((u) => u.id === state.serviceUnitId)?.name ?? '…'}`,
    state.gender && `Gender: ${state.gender === 'unknown' ? 'not recorded' : state.gender}`,
    state.ageBand && `Age: ${state.ageBand === 'unknown' ? 'not recorded' : state.ageBand}`,
    `Status: ${state.status === 'all' ? 'active and inactive' : state.status}`,
  ].filter(Boolean) as string[]

  return (
    <PeopleShell>
      <PageHeader
        title="Export people"
        description="Choose the file type and download."
        back={
          <Link to={back} className="font-medium text-brand-ink hover:underline">
            ← Change who or which details
          </Link>
        }
      />
      <Card>
        <CardHeader title={total == null ? 'Counting…' : `${formatCount(total)} ${total === 1 ? 'person' : 'people'}`} description="Selected for export" />
        <div className="flex flex-col gap-3 p-5 text-sm">
          <div className="flex flex-wrap gap-2">
            {filters.map((f) => (
              <Badge key={f}>{f}</Badge>
            ))}
          </div>
          <p className="text-slate-600 dark:text-neutral-300">
            <span className="font-medium">Details:</span> {columns.map((c) => exportColumnLabel(c, fields.data)).join(', ')}
          </p>
        </div>
      </Card>
      <div className="grid grid-cols-3 gap-4 max-[900px]:grid-cols-1">
        {FORMATS.map((f) => {
          const tooMany = f.id === 'pdf' && (total ?? 0) > PDF_MAX_PEOPLE
          return (
            <Card key={f.id} className="flex flex-col gap-3 p-5">
              <h2 className="text-base font-semibold">{f.title}</h2>
              <p className="flex-1 text-sm text-slate-500 dark:text-neutral-400">{tooMany ? `A PDF holds at most ${formatCount(PDF_MAX_PEOPLE)} people: narrow the filters or export CSV/XLSX.` : f.text}</p>
              <Button
                disabled={tooMany || total === 0}
                loading={run.isPending && run.variables?.format === f.id}
                onClick={() => run.mutate({ format: f.id, columns, ...toFilterRequest(state) })}
              >
                Download {f.title.split(' ')[0]}
              </Button>
            </Card>
          )
        })}
      </div>
      <p className="text-xs text-slate-500 dark:text-neutral-400">Exports contain personal information and are recorded in the security audit. Store them safely and delete them when you no longer need them.</p>
    </PeopleShell>
  )
}
