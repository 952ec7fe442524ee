// Giving's dashboard, reports and contribution statements (docs/giving-api.md, "Routes —
// h-reports"). Money arrives as integer minor units with the church's currency.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiData, ApiItem, Page } from '@/api'
import { api } from '@/lib/api-client'
import { getFile, postFile, saveBlob } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { givingReportKeys } from '@/lib/query-keys'

export type { Page }

export type Dashboard = ApiData<'/api/generosity/dashboard'>
/** A counted gift as the reports list it. */
export type GiftRow = Dashboard['recent'][number]
export type NumbersReport = ApiData<'/api/generosity/reports/numbers'>
export type Donor = ApiItem<'/api/generosity/reports/donors'>
export type PersonReport = ApiData<'/api/generosity/reports/person'>
export type StatementPreview = ApiData<'/api/generosity/statements/preview'>
export type StatementRun = ApiData<'/api/generosity/statements/run/get'>
export type RunStatus = StatementRun['status']
export type Fund = ApiItem<'/api/generosity/codes/available'>
export type ModuleInfo = ApiData<'/api/generosity/module-info'>

export type GroupBy = 'week' | 'month' | 'quarter' | 'year'
export type DonorKind = 'top' | 'first-time' | 'lapsed' | 'all'
export type Method = NumbersReport['rows'][number]['method']

export type NumbersRequest = { from: string; to: string; groupBy: GroupBy; fundIds: number[]; methods: Method[] }
export type DonorsRequest = { from: string; to: string; kind: DonorKind; fundIds: number[]; page: number; pageSize: number; lapsedDays?: number }

const data = async <T>(path: string, body: unknown) => (await api.post<T>(path, body)).responseData

/** POST /api/generosity/dashboard. */
export function useGivingDashboard() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingReportKeys.dashboard(orgId), queryFn: () => data<Dashboard>('/api/generosity/dashboard', {}) })
}

/** POST /api/generosity/module-info (the church's giving currency, among others). */
export function useGivingModule() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: [...givingReportKeys.all(orgId), 'module-info'], queryFn: () => data<ModuleInfo>('/api/generosity/module-info', {}), staleTime: 60_000 })
}

/** POST /api/generosity/codes/available: the active funds, for the filters. */
export function useFundOptions() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: [...givingReportKeys.all(orgId), 'funds'],
    queryFn: async () => (await data<{ items: Fund[] }>('/api/generosity/codes/available', {})).items,
    staleTime: 60_000,
  })
}

/** POST /api/generosity/reports/numbers. */
export function useNumbersReport(req: NumbersRequest, enabled = true) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: givingReportKeys.numbers(orgId, req),
    queryFn: () => data<NumbersReport>('/api/generosity/reports/numbers', req satisfies ApiBody<'/api/generosity/reports/numbers'>),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** POST /api/generosity/reports/donors. */
export function useDonorsReport(req: DonorsRequest, enabled = true) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: givingReportKeys.donors(orgId, req),
    queryFn: () => data<Page<Donor>>('/api/generosity/reports/donors', req satisfies ApiBody<'/api/generosity/reports/donors'>),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** POST /api/generosity/reports/person: one donor's history. */
export function usePersonReport(req: { personId: number; from: string; to: string; page: number; pageSize: number } | null) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: givingReportKeys.person(orgId, req),
    queryFn: () => data<PersonReport>('/api/generosity/reports/person', req),
    enabled: !!req,
    placeholderData: keepPreviousData,
  })
}

export type ExportFormat = 'csv' | 'xlsx' | 'pdf'

/** POST reports/{numbers|donors}/export {…the report's request, format}: downloads the file. */
export async function downloadReport(kind: 'numbers' | 'donors', format: ExportFormat, body: Record<string, unknown>) {
  const f = await postFile(`/api/generosity/reports/${kind}/export`, { ...body, format }, `giving-${kind}.${format}`)
  saveBlob(f.blob, f.filename)
}

/** POST /api/generosity/statements/preview. */
export function useStatementPreview(req: { personId: number; from: string; to: string } | null) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: givingReportKeys.statementPreview(orgId, req),
    queryFn: () => data<StatementPreview>('/api/generosity/statements/preview', req),
    enabled: !!req,
    retry: false,
  })
}

/** POST statements/pdf {personId, from, to}: one donor's statement, as a blob (opened in a new tab or saved). */
export function fetchStatementPdf(req: { personId: number; from: string; to: string }) {
  return postFile('/api/generosity/statements/pdf', req, `statement-${req.personId}.pdf`)
}

/** POST /api/generosity/statements/runs. */
export function useStatementRuns(page: number, pageSize = 10) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: givingReportKeys.runList(orgId, { page, pageSize }),
    queryFn: () => data<Page<StatementRun>>('/api/generosity/statements/runs', { page, pageSize }),
    placeholderData: keepPreviousData,
    // A run in progress moves on its own: the list follows it.
    refetchInterval: (q) => (q.state.data?.items.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : false),
  })
}

/** POST /api/generosity/statements/run/get, polled every second while the run works. */
export function useStatementRun(id: number | null) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: givingReportKeys.run(orgId, id ?? 0),
    queryFn: () => data<StatementRun>('/api/generosity/statements/run/get', { id }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'done' || q.state.data.status === 'failed') ? false : 1000),
  })
}

/** POST /api/generosity/statements/run (202). */
export function useStartStatementRun() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (body: { from: string; to: string; email: boolean }) => data<StatementRun>('/api/generosity/statements/run', body),
    onSuccess: (run) => {
      qc.setQueryData(givingReportKeys.run(orgId, run.id), run)
      qc.invalidateQueries({ queryKey: givingReportKeys.runs(orgId) })
    },
  })
}

/** GET statements/runs/{id}/zip. */
export async function downloadRunZip(id: number) {
  const f = await getFile(`/api/generosity/statements/runs/${id}/zip`, `statements-${id}.zip`)
  saveBlob(f.blob, f.filename)
}
