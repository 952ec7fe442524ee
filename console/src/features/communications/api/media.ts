import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { postForm } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { commsListKeys, communicationsKeys } from '@/lib/query-keys'
import type { ApiBody, ApiData, Sent } from '@/api'
import type { Media, Page } from './types'

const base = '/api/communications/media'

export type MediaRequest = Sent<ApiBody<'/api/communications/media/list'>, 'page' | 'pageSize'>

export const getMedia = async (req: MediaRequest) => (await api.post<Page<Media>>(`${base}/list`, req)).responseData

export function useMedia(req: MediaRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: commsListKeys.mediaList(orgId, req), queryFn: () => getMedia(req), placeholderData: keepPreviousData })
}

export interface UploadMedia {
  file: File
  name: string
  /** Whole percent of the bytes sent (spec §9). */
  onProgress?: (pct: number) => void
  /** Aborting it cancels the upload. */
  signal?: AbortSignal
}

/** Multipart `file` and `name`; the server checks the content and answers the stored Media. */
export function uploadMedia({ file, name, onProgress, signal }: UploadMedia) {
  const form = new FormData()
  form.append('name', name)
  form.append('file', file, file.name)
  return postForm<ApiData<'/api/communications/media/upload'>>(`${base}/upload`, form, onProgress, signal)
}

/** Multipart `payload` = {id} (the contract's delete, like a communication's). */
export function deleteMedia(id: number) {
  const form = new FormData()
  form.append('payload', JSON.stringify({ id }))
  return postForm<ApiData<'/api/communications/media/delete'>>(`${base}/delete`, form)
}

/** The compose form's media picker (its key sits under commsListKeys.media, so an upload or delete refreshes it). */
export function useMediaList(req: MediaRequest, enabled = true) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: communicationsKeys.media(orgId, req), queryFn: () => getMedia(req), placeholderData: keepPreviousData, enabled })
}

function useInvalidateMedia() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return () => {
    qc.invalidateQueries({ queryKey: commsListKeys.media(orgId) })
  }
}

export function useUploadMedia() {
  const invalidate = useInvalidateMedia()
  return useMutation({
    mutationFn: uploadMedia,
    // The uploader shows a refusal (the content check's message) and a cancel itself.
    meta: { errorToast: false },
    onSuccess: (env) => {
      toast.success(env.responseMessage || 'Media uploaded')
      invalidate()
    },
  })
}

export function useDeleteMedia() {
  const invalidate = useInvalidateMedia()
  return useMutation({
    mutationFn: deleteMedia,
    // The dialog shows a refusal (a media a scheduled message uses) itself.
    meta: { errorToast: false },
    onSuccess: (env) => {
      toast.success(env.responseMessage || 'Media deleted')
      invalidate()
    },
  })
}
