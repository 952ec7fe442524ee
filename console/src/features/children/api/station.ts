// The check-in station's calls (docs/children-api.md "Routes — h-checkin", "As built — h-checkin"):
// stations, families, check-in and check-out, reprint, labels, today's cache, sync and the board.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiData } from '@/api'
import { api, ApiError, NETWORK_ERROR_CODE } from '@/lib/api-client'
import { postFile, type FetchedFile } from '@/lib/api-files'
import { useOrg } from '@/lib/org'

export type Station = ApiData<'/api/children/stations/add'>
export type StationMode = Station['mode']
export type StationBody = ApiBody<'/api/children/stations/add'>
export type Family = NonNullable<ApiData<'/api/children/families'>['items']>[number]
export type FamilyChild = NonNullable<Family['children']>[number]
export type CheckinResult = ApiData<'/api/children/checkin'>
export type CheckoutResult = ApiData<'/api/children/checkout'>
export type Board = ApiData<'/api/children/board'>
export type Room = NonNullable<Board['rooms']>[number]
export type Today = ApiData<'/api/children/today'>
export type LabelSize = Today['labelSize']

export interface CheckinBody {
  stationId: number
  clientId: string
  serviceOn: string
  children: { childId: number; classroomId: number | null }[]
  code?: string
}

export interface CheckoutBody {
  stationId: number
  clientId: string
  code: string
  checkinIds: number[]
  pickedUpBy: { personId?: number | null; name?: string }
}

// Query keys in lib/query-keys.ts style: the domain, then the church.
export const stationKeys = {
  all: (orgId: number) => ['children-station', orgId] as const,
  list: (orgId: number) => ['children-station', orgId, 'list'] as const,
  families: (orgId: number, q: string) => ['children-station', orgId, 'families', q] as const,
}

export const STATION_MODES: { value: StationMode; label: string; hint: string }[] = [
  { value: 'self', label: 'Self check-in', hint: 'Families check their own children in; no check-out.' },
  { value: 'manned', label: 'Manned', hint: 'Staff check children in and out.' },
  { value: 'roster', label: 'Roster', hint: "A room's list of today's children, with check-out." },
]

export const modeLabel = (m: StationMode) => STATION_MODES.find((x) => x.value === m)?.label ?? m

/** True when a call failed because the network is down (the station then queues). */
export function isNetworkError(err: unknown): boolean {
  return (err instanceof ApiError && err.code === NETWORK_ERROR_CODE) || err instanceof TypeError
}

export function useStations() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: stationKeys.list(orgId),
    queryFn: async () => (await api.post<ApiData<'/api/children/stations/list'>>('/api/children/stations/list', {})).responseData.items ?? [],
  })
}

export function useSaveStation() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (b: StationBody & { id?: number }) => (await api.post<Station>(b.id ? '/api/children/stations/update' : '/api/children/stations/add', b)).responseData,
    onSuccess: () => qc.invalidateQueries({ queryKey: stationKeys.list(orgId) }),
  })
}

export function useDeleteStation() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => (await api.post('/api/children/stations/delete', { id })).responseData,
    onSuccess: () => qc.invalidateQueries({ queryKey: stationKeys.list(orgId) }),
  })
}

export async function fetchToday(stationId: number): Promise<Today> {
  return (await api.post<Today>('/api/children/today', { stationId })).responseData
}

export async function searchFamilies(q: string, serviceOn: string): Promise<Family[]> {
  return (await api.post<ApiData<'/api/children/families'>>('/api/children/families', { q, serviceOn })).responseData.items ?? []
}

export async function postCheckin(b: CheckinBody): Promise<CheckinResult> {
  return (await api.post<CheckinResult>('/api/children/checkin', b)).responseData
}

export async function postCheckout(b: CheckoutBody): Promise<CheckoutResult> {
  return (await api.post<CheckoutResult>('/api/children/checkout', b)).responseData
}

export async function postReprint(checkinId: number): Promise<CheckinResult> {
  return (await api.post<CheckinResult>('/api/children/reprint', { checkinId })).responseData
}

export async function postSync(stationId: number, entries: unknown[]) {
  return (await api.post<ApiData<'/api/children/sync'>>('/api/children/sync', { stationId, entries })).responseData.results ?? []
}

export async function fetchBoard(serviceOn?: string): Promise<Board> {
  return (await api.post<Board>('/api/children/board', serviceOn ? { serviceOn } : {})).responseData
}

/** The labels of a check-in's group: PDF for the browser's print, ZPL for a Zebra printer. */
export function fetchLabel(checkinId: number, format: 'pdf' | 'zpl', size: LabelSize | '' = ''): Promise<FetchedFile> {
  return postFile('/api/children/label', { checkinId, format, size }, `labels.${format}`)
}

export type Adult = NonNullable<ApiData<'/api/children/adults/list'>['items']>[number]
export type TeacherRow = NonNullable<ApiData<'/api/children/teachers/list'>['items']>[number]

const adultsKey = (orgId: number) => ['children-station', orgId, 'adults'] as const

/** The adults present in each room today (they count for the rooms' ratios). */
export function useAdults() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: adultsKey(orgId),
    queryFn: async () => (await api.post<ApiData<'/api/children/adults/list'>>('/api/children/adults/list', {})).responseData.items ?? [],
  })
}

/** Teachers who may stand in a room today: a background check on file and not expired. */
export function useCheckedTeachers() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: ['children-station', orgId, 'teachers'] as const,
    queryFn: async () => {
      const page = (await api.post<ApiData<'/api/children/teachers/list'>>('/api/children/teachers/list', { page: 0, pageSize: 200 })).responseData
      return (page.items ?? []).filter((t) => t.checkStatus === 'valid' || t.checkStatus === 'expiring')
    },
  })
}

export function useAdultIn() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (b: { classroomId: number; personId: number }) => (await api.post<Adult>('/api/children/adults/in', b)).responseData,
    onSuccess: () => qc.invalidateQueries({ queryKey: adultsKey(orgId) }),
  })
}

export function useAdultOut() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => (await api.post<Adult>('/api/children/adults/out', { id })).responseData,
    onSuccess: () => qc.invalidateQueries({ queryKey: adultsKey(orgId) }),
  })
}
