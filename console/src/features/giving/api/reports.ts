// Giving's dashboard, reports and contribution statements (docs/giving-api.md, "Routes —
// h-reports"). Money arrives as integer minor units with the church's currency.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Page } from '@/api'
import { api } from '@/lib/api-client'
import { getFile, saveBlob } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { givingReportKeys } from '@/lib/query-keys'

export type { Page }

/** A counted gift as the reports show it (the ledger's Contribution, the fields read here). */
export interface GiftRow {
  id: number
  personId?: number | null
  personName: string
  householdName?: string
  fundId: number
  fundName: string
  amountMinor: number
  currency: string
  method: string
  receivedOn: string
  source?: string
  status?: string
  voided?: boolean
}

export interface Dashboard {
  currency: string
  thisMonthMinor: number
  lastMonthMinor: number
  yearToDateMinor: number
  lastYearToDateMinor: number
  givers: number
  firstTimeGivers: number
  averageGiftMinor: number
  byMonth: { month: string; totalMinor: number; lastYearMinor: number }[]
  byFund: { fundId: number; name: string; totalMinor: number }[]
  byMethod: { method: string; totalMinor: number; count: number }[]
  recent: GiftRow[]
}

export type GroupBy = 'week' | 'month' | 'quarter' | 'year'

export interface NumbersRequest {
  from: string
  to: string
  groupBy: GroupBy
  fundIds: number[]
  methods: string[]
}

export interface NumbersReport {
  currency: string
  rows: { period: string; fundId: number; fundName: string; method: string; totalMinor: number; count: number }[]
  totals: {
    byFund: { fundId: number; fundName?: string; name?: string; totalMinor: number; count?: number }[]
    byMethod: { method: string; totalMinor: number; count?: number }[]
    byPeriod: { period: string; totalMinor: number; count: number; previousYearMinor: number }[]
  }
  totalMinor: number
  count: number
}

export type DonorKind = 'top' | 'first-time' | 'lapsed' | 'all'

export interface DonorsRequest {
  from: string
  to: string
  kind: DonorKind
  fundIds: number[]
  page: number
  pageSize: number
  lapsedDays?: number
}

export interface Donor {
  personId: number
  name: string
  householdName: string
  envelopeId: string
  email: string
  totalMinor: number
  count: number
  firstGiftOn: string
  lastGiftOn: string
  previousTotalMinor: number
}

export interface PersonReport {
  person: { id: number; name?: string; fullName?: string; householdName?: string; email?: string }
  totalMinor: number
  currency?: string
  byYear: { year: number | string; totalMinor: number; count?: number }[]
  byFund: { fundId: number; name?: string; fundName?: string; totalMinor: number }[]
  gifts: Page<GiftRow>
}

export interface StatementPreview {
  person: { id: number; name?: string; fullName?: string; email?: string; address?: string }
  totalMinor: number
  deductibleMinor: number
  currency?: string
  gifts: GiftRow[]
}

export type RunStatus = 'queued' | 'running' | 'done' | 'failed'

export interface StatementRun {
  id: number
  status: RunStatus
  from: string
  to: string
  total: number
  done: number
  emailed: number
  skippedNoEmail: number
  optedOut: number
  zipReady: boolean
  createdAt: string
  createdByName: string
  error?: string
}

export interface Fund {
  id: number
  name: string
  code: string
}

const data = async <T>(path: string, body: unknown) => (await api.post<T>(path, body)).responseData

/** POST /api/generosity/dashboard. */
export function useGivingDashboard() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingReportKeys.dashboard(orgId), queryFn: () => data<Dashboard>('/api/generosity/dashboard', {}) })
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
    queryFn: () => data<NumbersReport>('/api/generosity/reports/numbers', req),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** POST /api/generosity/reports/donors. */
export function useDonorsReport(req: DonorsRequest, enabled = true) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: givingReportKeys.donors(orgId, req),
    queryFn: () => data<Page<Donor> & { currency?: string }>('/api/generosity/reports/donors', req),
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

/** The query string of an export (arrays as repeated keys). */
export function exportQuery(params: Record<string, string | number | (string | number)[] | undefined>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === '') continue
    if (Array.isArray(v)) v.forEach((x) => q.append(k, String(x)))
    else q.set(k, String(v))
  }
  return q.toString()
}

/** GET reports/{numbers|donors}/export?format=…: downloads the file. */
export async function downloadReport(kind: 'numbers' | 'donors', format: ExportFormat, params: Record<string, string | number | (string | number)[] | undefined>) {
  const f = await getFile(`/api/generosity/reports/${kind}/export?${exportQuery({ format, ...params })}`, `giving-${kind}.${format}`)
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

/** GET statements/pdf: one donor's statement, as a blob (opened in a new tab or saved). */
export function fetchStatementPdf(req: { personId: number; from: string; to: string }) {
  return getFile(`/api/generosity/statements/pdf?${exportQuery(req)}`, `statement-${req.personId}.pdf`)
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
