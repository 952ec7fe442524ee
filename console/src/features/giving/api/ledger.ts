// Giving's ledger calls (docs/giving-api.md "Routes — h-ledger" and the merchant account of
// h-online): codes, contributions, batches, campaigns and pledges, settings, import.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import type { ApiData, ApiItem, Narrow, Page } from '@/api'
import { api } from '@/lib/api-client'
import { postForm, getFile, saveBlob } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { givingKeys } from '@/lib/query-keys'

export type Method = 'cash' | 'cheque' | 'card' | 'bank' | 'other'
export const METHODS: { value: Method; label: string }[] = [
  { value: 'cash', label: 'Cash' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'card', label: 'Card' },
  { value: 'bank', label: 'Bank transfer' },
  { value: 'other', label: 'Other' },
]
export const methodLabel = (m: string) => METHODS.find((x) => x.value === m)?.label ?? m

export const SOURCES = [
  { value: 'manual', label: 'Entered' },
  { value: 'batch', label: 'Batch' },
  { value: 'import', label: 'Import' },
  { value: 'online', label: 'Online' },
  { value: 'recurring', label: 'Recurring' },
  { value: 'text', label: 'Text to give' },
]
export const sourceLabel = (s: string) => SOURCES.find((x) => x.value === s)?.label ?? s

// The ledger's types as the OpenAPI document publishes them (make api-types), narrowed where the
// console reads a Go string as the values the server writes.
export type Fund = ApiItem<'/api/generosity/codes/list'>
export type Contribution = ApiData<'/api/generosity/contributions/get'>
export type Batch = Narrow<ApiData<'/api/generosity/batches/get'>['batch'], { status: 'open' | 'committed' }>
export type Campaign = ApiItem<'/api/generosity/campaigns/list'>
export type Pledge = ApiItem<'/api/generosity/pledges/list'>
export type GivingSettings = ApiData<'/api/generosity/settings'>

export type ImportField = 'date' | 'amount' | 'fund' | 'method' | 'chequeNumber' | 'email' | 'phone' | 'envelopeId' | 'firstName' | 'lastName' | 'note'
/** Field → the column of the file that holds it. */
export type ImportMapping = Partial<Record<ImportField, string>>

export type ImportPreview = ApiData<'/api/generosity/contributions/import/preview'>
export type ImportPreviewRow = ImportPreview['rows'][number]

// Written from the contract: the OpenAPI document names giving's imports.Uploaded and
// imports.Status like the people import's (same Go package name), so the generated schema gives
// these two routes the people import's shapes until the names are told apart.
export interface ImportUpload {
  importId: number
  fileName: string
  columns: string[]
  sample: string[][]
  mapping: ImportMapping
}

export interface ImportStatus {
  status: 'uploaded' | 'queued' | 'processing' | 'done' | 'failed'
  total: number
  processed: number
  imported: number
  batchId: number | null
  error: string
}
export type MerchantAccount = ApiData<'/api/organization/merchant-account'>

const G = '/api/generosity'
const post = async <T>(path: string, body: unknown = {}) => (await api.post<T>(path, body)).responseData

/** After any change to gifts: every giving list, total, dashboard and report is fetched again. */
function useInvalidateGiving() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return () => qc.invalidateQueries({ queryKey: givingKeys.all(orgId) })
}

/** A write whose success toasts `done` (or the server's message) and refreshes giving. */
/** `inline`: the page shows the failure itself (no toast). */
function useGivingWrite<B, T>(fn: (body: B) => Promise<T>, done?: string | ((r: T, b: B) => string), inline = false) {
  const refresh = useInvalidateGiving()
  return useMutation({
    mutationFn: fn,
    meta: inline ? { errorToast: false } : undefined,
    onSuccess: (r, b) => {
      if (done) toast.success(typeof done === 'string' ? done : done(r, b))
      void refresh()
    },
  })
}

// Codes

export function useCodes(includeInactive = true) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingKeys.codes(orgId, includeInactive), queryFn: () => post<{ items: Fund[] }>(`${G}/codes/list`, { includeInactive }) })
}

/** Active codes, for the pickers. */
export function useAvailableCodes() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingKeys.availableCodes(orgId), queryFn: () => post<{ items: Fund[] }>(`${G}/codes/available`) })
}

export type FundBody = { name: string; code: string; taxDeductible: boolean }
export const useAddCode = () => useGivingWrite((b: FundBody) => post<Fund>(`${G}/codes/add`, b), (f) => `${f.name} added`)
export const useRenameCode = () => useGivingWrite((b: FundBody & { id: number }) => post<Fund>(`${G}/codes/rename`, b), (f) => `${f.name} saved`)
export const useRepositionCodes = () => useGivingWrite((b: { ids: number[] }) => post<{ items: Fund[] }>(`${G}/codes/reposition`, b))
export const useSetCodeActive = () => useGivingWrite((b: { id: number; active: boolean }) => post<Fund>(`${G}/codes/active`, b), (f) => (f.active ? `${f.name} is active` : `${f.name} is inactive`))
export const useDeleteCode = () =>
  useGivingWrite(
    (b: { id: number; moveToId?: number }) => post<{ moved: number }>(`${G}/codes/delete`, b),
    (r) => (r.moved ? `Contribution code deleted; ${r.moved.toLocaleString('en-US')} ${r.moved === 1 ? 'gift' : 'gifts'} moved` : 'Contribution code deleted'),
  )

// Contributions

export interface ContributionFilters {
  from?: string
  to?: string
  fundId?: number
  personId?: number
  method?: string
  source?: string
  status?: string
  batchId?: number
  includeVoided?: boolean
  search?: string
}

export function useContributions(req: ContributionFilters & { page: number; pageSize: number }) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingKeys.contributions(orgId, req), queryFn: () => post<Page<Contribution>>(`${G}/contributions/list`, req), placeholderData: keepPreviousData })
}

export function useRecentContributions() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingKeys.recent(orgId), queryFn: () => post<{ items: Contribution[] }>(`${G}/contributions/recent`) })
}

export type GiftBody = { personId: number | null; fundId: number; amount: string; method: Method; chequeNumber: string; receivedOn: string; note: string }
export const useAddContribution = () => useGivingWrite((b: GiftBody) => post<Contribution>(`${G}/contributions/add`, b), 'Contribution added')
export const useChangeType = () => useGivingWrite((b: { id: number; fundId: number }) => post<Contribution>(`${G}/contributions/change-type`, b), (c) => `Moved to ${c.fundName}`)
export const useVoidContribution = () => useGivingWrite((b: { id: number; reason: string }) => post<Contribution>(`${G}/contributions/void`, b), 'Contribution voided')

// Batches

export function useBatches(req: { page: number; pageSize: number; status?: string }) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingKeys.batches(orgId, req), queryFn: () => post<Page<Batch>>(`${G}/batches/list`, req), placeholderData: keepPreviousData })
}

export type BatchView = { batch: Batch; items: Contribution[] }


export function useBatch(id: number) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingKeys.batch(orgId, id), queryFn: () => post<BatchView>(`${G}/batches/get`, { id }), enabled: id > 0 })
}

export type BatchGift = { personId: number | null; fundId: number; amount: string; method: Method; chequeNumber: string; note: string }
export const useCreateBatch = () =>
  useGivingWrite((b: { name: string; batchDate: string; expectedTotal: string; expectedCount: number | null }) => post<Batch>(`${G}/batches/create`, b), (x) => `Batch ${x.name} created`)
export const useAddBatchGifts = () => useGivingWrite((b: { batchId: number; gifts: BatchGift[] }) => post<BatchView>(`${G}/batches/add`, b))
export const useUpdateBatchGift = () => useGivingWrite((b: BatchGift & { batchId: number; contributionId: number }) => post<BatchView>(`${G}/batches/update-gift`, b))
export const useRemoveBatchGift = () => useGivingWrite((b: { batchId: number; contributionId: number }) => post<BatchView>(`${G}/batches/remove-gift`, b), 'Gift removed')
/** An unbalanced batch's refusal shows beside the button (BatchPage). */
export const useCommitBatch = () => useGivingWrite((b: { id: number }) => post<Batch>(`${G}/batches/commit`, b), (x) => `Batch ${x.name} committed`, true)
export const useDeleteBatch = () => useGivingWrite((b: { id: number }) => post<object>(`${G}/batches/delete`, b), 'Batch deleted')

// Campaigns and pledges

export function useCampaigns() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingKeys.campaigns(orgId), queryFn: () => post<{ items: Campaign[] }>(`${G}/campaigns/list`) })
}

export const useSaveCampaign = () =>
  useGivingWrite((b: { id: number | null; name: string; fundId: number; goal: string; startsOn: string; endsOn: string }) => post<Campaign>(`${G}/campaigns/save`, b), (c) => `${c.name} saved`)
export const useDeleteCampaign = () => useGivingWrite((b: { id: number }) => post<object>(`${G}/campaigns/delete`, b), 'Campaign deleted')

export function usePledges(req: { campaignId: number; page: number; pageSize: number }) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingKeys.pledges(orgId, req), queryFn: () => post<Page<Pledge>>(`${G}/pledges/list`, req), enabled: req.campaignId > 0, placeholderData: keepPreviousData })
}

export const useSavePledge = () =>
  useGivingWrite((b: { id: number | null; campaignId: number; personId: number; amount: string; pledgedOn: string }) => post<Pledge>(`${G}/pledges/save`, b), (p) => `Pledge of ${p.personName} saved`)
export const useDeletePledge = () => useGivingWrite((b: { id: number }) => post<object>(`${G}/pledges/delete`, b), 'Pledge deleted')

// Settings

export function useGivingSettings() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingKeys.settings(orgId), queryFn: () => post<GivingSettings>(`${G}/settings`) })
}

export const useUpdateGivingSettings = () => useGivingWrite((b: Omit<GivingSettings, 'hasContributions'>) => post<GivingSettings>(`${G}/settings/update`, b), 'Giving settings saved')

/** The church's giving currency (USD until the settings answer). */
export function useGivingCurrency(): string {
  return useGivingSettings().data?.currency ?? 'USD'
}

// Import

const IMPORT = `${G}/contributions/import`

export function uploadContributions({ file, onProgress }: { file: File; onProgress?: (pct: number) => void }) {
  const form = new FormData()
  form.append('file', file, file.name)
  return postForm<ImportUpload>(`${IMPORT}/upload`, form, onProgress)
}

export const useUploadContributions = () => useMutation({ mutationFn: uploadContributions })
export const usePreviewImport = () => useMutation({ mutationFn: (b: { importId: number; mapping: ImportMapping }) => post<ImportPreview>(`${IMPORT}/preview`, b) })

export function useProcessImport() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (b: { importId: number; mapping: ImportMapping; skipBadRows: boolean }) => post<{ importId: number }>(`${IMPORT}/process`, b),
    onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: givingKeys.importStatus(orgId, b.importId) }),
  })
}

/**
 * Polls every second while the worker runs the import. When it is done, every other giving query
 * is fetched again — not this one: invalidating it from its own fetch cancelled that fetch, so
 * "done" never arrived and the page stayed on "Importing… 0 of 50".
 */
export function useImportStatus(importId: number, poll: boolean) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  const key = givingKeys.importStatus(orgId, importId)
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const s = await post<ImportStatus>(`${IMPORT}/status`, { importId })
      if (s.status === 'done') {
        void qc.invalidateQueries({ queryKey: givingKeys.all(orgId), predicate: (q) => !isImportStatus(q.queryKey, key) })
      }
      return s
    },
    enabled: importId > 0,
    refetchInterval: (q) => (poll && (!q.state.data || q.state.data.status === 'queued' || q.state.data.status === 'processing') ? 1000 : false),
  })
}

const isImportStatus = (k: readonly unknown[], key: readonly unknown[]) => k.length === key.length && k.every((p, i) => p === key[i])

export async function downloadBadRows(importId: number) {
  const f = await getFile(`${IMPORT}/bad-rows/${importId}`, 'contributions-to-fix.csv')
  saveBlob(f.blob, f.filename)
}

// Merchant account (key organization)

const MA = '/api/organization/merchant-account'

export function useMerchantAccount() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: givingKeys.merchant(orgId), queryFn: () => post<MerchantAccount>(MA) })
}

export const useConnectMerchant = () => useGivingWrite((b: { accountId: string }) => post<MerchantAccount>(`${MA}/connect`, b), 'Stripe account connected', true)
export const useDisconnectMerchant = () => useGivingWrite(() => post<MerchantAccount>(`${MA}/disconnect`), 'Stripe account disconnected')
