// Classroom categories, classrooms, allergy types, teachers and settings (docs/children-api.md
// "Routes — h-kids"). Mutations follow spec §4: a toast with the server's message, the lists
// refreshed, the result stored on the mutation (success or failure) for the page to read.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import type { ApiBody, ApiData, ApiItem } from '@/api'
import { api, toastApiError } from '@/lib/api-client'
import { useOrg } from '@/lib/org'

const C = '/api/children'

export const childrenRoomKeys = {
  all: (orgId: number) => ['children', orgId] as const,
  categories: (orgId: number) => ['children', orgId, 'categories'] as const,
  classrooms: (orgId: number) => ['children', orgId, 'classrooms'] as const,
  allergies: (orgId: number) => ['children', orgId, 'allergy-types'] as const,
  teachers: (orgId: number, filter?: object) => ['children', orgId, 'teachers', ...(filter ? [filter] : [])] as const,
  teacherSearch: (orgId: number, q: string) => ['children', orgId, 'teacher-search', q] as const,
  available: (orgId: number, teacherId: number) => ['children', orgId, 'teachers-available', teacherId] as const,
  settings: (orgId: number) => ['children', orgId, 'settings'] as const,
}

export type Category = ApiItem<'/api/children/categories/list'>
export type Classroom = ApiItem<'/api/children/classrooms/list'>
export type AllergyType = ApiItem<'/api/children/allergy-types/list'>
export type Teacher = ApiItem<'/api/children/teachers/list'>
export type CheckStatus = Teacher['checkStatus']
export type ChildrenSettings = ApiData<'/api/children/settings/get'>
export type ClassroomBody = ApiBody<'/api/children/classrooms/add'>

const items = async <T>(path: string, body: object = {}) => (await api.post<{ items: T[] }>(`${C}/${path}`, body)).responseData.items

export function useCategories() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: childrenRoomKeys.categories(orgId), queryFn: () => items<Category>('categories/list') })
}

export function useClassrooms() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: childrenRoomKeys.classrooms(orgId), queryFn: () => items<Classroom>('classrooms/list', { includeInactive: true }) })
}

export function useAllergyTypes() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: childrenRoomKeys.allergies(orgId), queryFn: () => items<AllergyType>('allergy-types/list') })
}

/** One call of a family (…/add, …/rename…), answered with the server's message. */
export type ListCall = { op: 'add'; body: { name: string } } | { op: 'rename'; body: { id: number; name: string } } | { op: 'reposition'; body: { ids: number[] } } | { op: 'delete'; body: { id: number } }

/**
 * A mutation over one of the children's lists: on success a toast with the server's message and the
 * given keys refreshed; on failure an error toast with the server's message. Either way the
 * mutation keeps its outcome (react-query's data / error) for the page.
 */
function useChildrenCall<V>(send: (v: V) => Promise<{ responseMessage: string }>, refresh: (orgId: number) => readonly unknown[][], fallback: (v: V) => string) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: send,
    meta: { errorToast: false },
    onSuccess: (env, v) => toast.success(env.responseMessage || fallback(v)),
    onError: (e) => toastApiError(e),
    onSettled: () => refresh(orgId).forEach((queryKey) => void qc.invalidateQueries({ queryKey })),
  })
}

const listDone = (what: string, plural: string) => (c: ListCall) => ({ add: `${what} added`, rename: `${what} renamed`, reposition: `${plural} reordered`, delete: `${what} deleted` })[c.op]

export const useCategoryCall = () =>
  useChildrenCall((c: ListCall) => api.post(`${C}/categories/${c.op}`, c.body), (o) => [[...childrenRoomKeys.categories(o)], [...childrenRoomKeys.classrooms(o)]], listDone('Category', 'Categories'))

export const useAllergyCall = () => useChildrenCall((c: ListCall) => api.post(`${C}/allergy-types/${c.op}`, c.body), (o) => [[...childrenRoomKeys.allergies(o)]], listDone('Allergy', 'Allergies'))

export type ClassroomCall = { op: 'add'; body: ClassroomBody } | { op: 'update'; body: ClassroomBody & { id: number } } | { op: 'delete'; body: { id: number } } | { op: 'active'; body: { id: number; active: boolean } }

export const useClassroomCall = () =>
  useChildrenCall(
    (c: ClassroomCall) => api.post(`${C}/classrooms/${c.op}`, c.body),
    (o) => [[...childrenRoomKeys.classrooms(o)], [...childrenRoomKeys.categories(o)], [...childrenRoomKeys.teachers(o)]],
    (c) => ({ add: 'Classroom added', update: 'Classroom updated', delete: 'Classroom deleted', active: 'Classroom updated' })[c.op],
  )

/** `page` is 1-based as the console shows it; the API counts from 0. */
export interface TeacherFilter {
  page: number
  pageSize: number
  search: string
  classroomId: number | null
  status: '' | CheckStatus
}

export function useTeachers(f: TeacherFilter) {
  const { orgId } = useOrg()
  const body = { page: f.page - 1, pageSize: f.pageSize, search: f.search, status: f.status, ...(f.classroomId ? { classroomId: f.classroomId } : {}) }
  return useQuery({
    queryKey: childrenRoomKeys.teachers(orgId, body),
    queryFn: async () => (await api.post<ApiData<'/api/children/teachers/list'>>(`${C}/teachers/list`, body)).responseData,
    placeholderData: keepPreviousData,
  })
}

export type TeacherCandidate = ApiItem<'/api/children/teachers/search'>

export function useTeacherSearch(q: string) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: childrenRoomKeys.teacherSearch(orgId, q), queryFn: () => items<TeacherCandidate>('teachers/search', { q }), enabled: q.trim().length >= 2 })
}

/**
 * Classrooms a teacher may be given: for a teacher, `available` (active, not assigned yet); for a
 * new teacher (0) the active classrooms (available answers only for a teacher).
 */
export function useAvailableClassrooms(teacherId: number) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: childrenRoomKeys.available(orgId, teacherId),
    queryFn: async () =>
      teacherId
        ? items<{ id: number; name: string }>('teachers/available', { teacherId })
        : (await items<Classroom>('classrooms/list', {})).filter((c) => c.active).map((c) => ({ id: c.id, name: c.name })),
  })
}

export type TeacherBody = { backgroundCheckOn: string; backgroundCheckExpiresOn: string; classroomIds: number[] }
export type TeacherCall = { op: 'add'; body: TeacherBody & { personId: number } } | { op: 'edit'; body: TeacherBody & { id: number } } | { op: 'delete'; body: { id: number } }

export const useTeacherCall = () =>
  useChildrenCall(
    (c: TeacherCall) => api.post(`${C}/teachers/${c.op}`, c.body),
    (o) => [[...childrenRoomKeys.teachers(o)], [...childrenRoomKeys.classrooms(o)], ['children', o, 'teachers-available'], ['children', o, 'teacher-search']],
    (c) => ({ add: 'Teacher added', edit: 'Teacher updated', delete: 'Teacher deleted' })[c.op],
  )

export function useChildrenSettings() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: childrenRoomKeys.settings(orgId), queryFn: async () => (await api.post<ChildrenSettings>(`${C}/settings/get`, {})).responseData })
}

export const useUpdateChildrenSettings = () =>
  useChildrenCall(
    (b: ApiBody<'/api/children/settings/update'>) => api.post(`${C}/settings/update`, b),
    (o) => [[...childrenRoomKeys.settings(o)]],
    () => 'Settings updated',
  )
