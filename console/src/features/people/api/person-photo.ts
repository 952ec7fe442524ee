import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { getToken } from '@/lib/session'
import { toast } from '@congregate/ui'
import { postForm } from '@/lib/api-files'
import { peopleKeys } from '@/lib/query-keys'
import type { Person } from './types'

export function uploadPhoto({ id, file, onProgress }: { id: number; file: File; onProgress?: (pct: number) => void }) {
  const form = new FormData()
  form.append('id', String(id))
  form.append('photo', file, file.name)
  return postForm<Person>('/api/people/photo', form, onProgress)
}

export const deletePhoto = (id: number) => api.post<Person>('/api/people/photo/delete', { id })

/** Refreshes a person's profile and the lists that show them (after their photo changed). */
export function useInvalidatePerson() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return (id: number) => {
    qc.invalidateQueries({ queryKey: peopleKeys.person(orgId, id) })
    qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
  }
}

export function useUploadPhoto() {
  const invalidate = useInvalidatePerson()
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (env, { id }) => {
      toast.success(env.responseMessage || 'Photo updated')
      invalidate(id)
    },
  })
}

export function useDeletePhoto() {
  const invalidate = useInvalidatePerson()
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (env, id) => {
      toast.success(env.responseMessage || 'Photo removed')
      invalidate(id)
    },
  })
}

/**
 * An <img> cannot send the bearer token: fetch the photo and show it as a data URL. The URL is
 * the query's data, so it lives and goes with the cache entry (no object URL to revoke).
 */
async function fetchPhoto(url: string, signal?: AbortSignal): Promise<string> {
  const token = getToken()
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal, credentials: 'same-origin' })
  if (!res.ok) throw new ApiError('Photo unavailable', '06', res.status, true)
  const blob = await res.blob()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error ?? new Error('Photo unavailable'))
    reader.readAsDataURL(blob)
  })
}

export function usePhotoSrc(photoUrl: string | null | undefined): string | null {
  const { orgId } = useOrg()
  const q = useQuery({
    queryKey: peopleKeys.photo(orgId, photoUrl ?? ''),
    queryFn: ({ signal }) => fetchPhoto(photoUrl!, signal),
    enabled: !!photoUrl,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  })
  return photoUrl ? (q.data ?? null) : null
}
