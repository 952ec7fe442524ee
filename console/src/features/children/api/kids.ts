// Child profiles' calls (docs/children-api.md "Routes — h-kids"): the list and grid, a profile
// (get logs a sensitive view), add and update (multipart with a photo), notes, pickups, the
// sensitive-view log (super admins) and the message to the children's parents.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import type { ApiData, ApiItem, Page } from '@/api'
import { api } from '@/lib/api-client'
import { postForm } from '@/lib/api-files'
import { useOrg } from '@/lib/org'

export type Child = ApiData<'/api/children/get'>
export type ChildRow = ApiItem<'/api/children/list'>
export type Pickup = Child['pickups'][number]
export type Note = ApiItem<'/api/children/notes/list'>
export type View = ApiItem<'/api/children/views/list'>
export type Family = ApiItem<'/api/children/families'>
export type Classroom = ApiItem<'/api/children/classrooms/list'>
export type AllergyType = ApiItem<'/api/children/allergy-types/list'>
/** message-parents answers 202 (the generated types read 200/201 answers only). */
export interface MessageSent {
  communicationId: number
  recipients: number
  parents: number
}

export interface ChildFilters {
  search?: string
  classroomId?: number
  allergyTypeId?: number
  active?: boolean | null
  minAgeMonths?: number
  maxAgeMonths?: number
}

const C = '/api/children'
const post = async <T>(path: string, body: unknown = {}) => (await api.post<T>(path, body)).responseData

/** Query keys of the child profiles (lib/query-keys.ts style). */
export const kidsKeys = {
  all: (orgId: number) => ['children', orgId, 'kids'] as const,
  list: (orgId: number, req: unknown) => ['children', orgId, 'kids', 'list', req] as const,
  child: (orgId: number, id: number) => ['children', orgId, 'kids', 'child', id] as const,
  notes: (orgId: number, childId: number) => ['children', orgId, 'kids', 'notes', childId] as const,
  views: (orgId: number, childId: number) => ['children', orgId, 'kids', 'views', childId] as const,
  families: (orgId: number, q: string) => ['children', orgId, 'families', q] as const,
  classrooms: (orgId: number) => ['children', orgId, 'kids', 'classroom-options'] as const,
  allergies: (orgId: number) => ['children', orgId, 'kids', 'allergy-options'] as const,
}

function useRefresh() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return () => qc.invalidateQueries({ queryKey: kidsKeys.all(orgId) })
}

/** A write that toasts the server's message (or `done`) and refreshes the profiles. */
function useKidsWrite<B, T>(fn: (body: B) => Promise<{ message: string; data: T }>, done?: string) {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      toast.success(done ?? r.message)
      void refresh()
    },
  })
}

const send = async <T>(path: string, body: unknown) => {
  const r = await api.post<T>(path, body)
  return { message: r.responseMessage, data: r.responseData }
}

// Reads

export function useChildren(req: ChildFilters & { page: number; pageSize: number }) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: kidsKeys.list(orgId, req), queryFn: () => post<Page<ChildRow>>(`${C}/list`, req), placeholderData: keepPreviousData })
}

/** A profile; the server logs the view with `page`. */
export function useChild(id: number, page = 'profile') {
  const { orgId } = useOrg()
  return useQuery({ queryKey: kidsKeys.child(orgId, id), queryFn: () => post<Child>(`${C}/get`, { id, page }), enabled: id > 0 })
}

export function useNotes(childId: number) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: kidsKeys.notes(orgId, childId), queryFn: () => post<{ items: Note[] }>(`${C}/notes/list`, { childId }), enabled: childId > 0 })
}

export function useViews(childId: number, enabled: boolean) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: kidsKeys.views(orgId, childId), queryFn: () => post<Page<View>>(`${C}/views/list`, { childId, page: 0, pageSize: 20 }), enabled: enabled && childId > 0 })
}

/** Households by a parent's name or a phone's last digits (the children key's own search). */
export function useFamilies(q: string) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: kidsKeys.families(orgId, q), queryFn: () => post<{ items: Family[] }>(`${C}/families`, { q, withoutChildren: true }), enabled: q.trim().length >= 2, placeholderData: keepPreviousData })
}

export function useClassroomOptions() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: kidsKeys.classrooms(orgId), queryFn: () => post<{ items: Classroom[] }>(`${C}/classrooms/list`, {}), staleTime: 60_000 })
}

export function useAllergyOptions() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: kidsKeys.allergies(orgId), queryFn: () => post<{ items: AllergyType[] }>(`${C}/allergy-types/list`, {}), staleTime: 60_000 })
}

// Writes

export interface ChildFields {
  firstName?: string
  lastName?: string
  birthDate?: string
  gender?: '' | 'male' | 'female'
  classroomId?: number | null
  grade?: number | null
  allergyTypeIds?: number[]
  allergyNotes?: string
  medicalNotes?: string
  active?: boolean
}
export type AddChildBody = ChildFields & { personId?: number; householdId?: number; parentId?: number }

/** The multipart form of add and update: the JSON in `data`, the optional image in `photo`. */
export function childForm(body: object, photo?: File | null): FormData {
  const f = new FormData()
  f.append('data', JSON.stringify(body))
  if (photo) f.append('photo', photo)
  return f
}

const sendForm = async <T>(path: string, body: object, photo?: File | null) => {
  const r = await postForm<T>(path, childForm(body, photo))
  return { message: r.responseMessage, data: r.responseData }
}

export const useAddChild = () => useKidsWrite((b: { body: AddChildBody; photo?: File | null }) => sendForm<Child>(`${C}/add`, b.body, b.photo))
export const useUpdateChild = () => useKidsWrite((b: { body: ChildFields & { id: number }; photo?: File | null }) => sendForm<Child>(`${C}/update`, b.body, b.photo))
export const useDeleteChild = () => useKidsWrite((b: { id: number }) => send<{ id: number }>(`${C}/delete`, b))

export const useAddNote = () => useKidsWrite((b: { childId: number; body: string }) => send<Note>(`${C}/notes/add`, b))
export const useDeleteNote = () => useKidsWrite((b: { id: number }) => send<{ id: number }>(`${C}/notes/delete`, b))

export interface PickupFields {
  personId?: number | null
  name: string
  phone: string
  relationship: string
  authorised: boolean
  note: string
}
export const useAddPickup = () => useKidsWrite((b: PickupFields & { childId: number }) => send<Pickup>(`${C}/pickups/add`, b))
export const useUpdatePickup = () => useKidsWrite((b: PickupFields & { id: number }) => send<Pickup>(`${C}/pickups/update`, b))
export const useDeletePickup = () => useKidsWrite((b: { id: number }) => send<{ id: number }>(`${C}/pickups/delete`, b))

export interface MessageParentsBody {
  childIds: number[]
  channel: 'sms' | 'email'
  subject: string
  body: string
}
/** Sends to the children's parents; the caller navigates to the success page. */
export function useMessageParents() {
  return useMutation({ mutationFn: (b: MessageParentsBody) => post<MessageSent>(`${C}/message-parents`, b) })
}
