import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import { useOrg } from '@/lib/org'
import { wordKeys } from '../api/keys'
import { isAbort, toastUploadError, uploadMedia, type Transport } from './client'
import type { MediaItem, UploadTarget } from './types'

export type UploadPhase = 'idle' | 'uploading' | 'done' | 'failed' | 'cancelled'

export interface UploadState {
  phase: UploadPhase
  /** Whole percent (spec §9). */
  percent: number
  fileName: string
  error: string
  item: MediaItem | null
}

const IDLE: UploadState = { phase: 'idle', percent: 0, fileName: '', error: '', item: null }

/**
 * One upload into the media library at a time: its whole-percent progress, Cancel, and the item
 * it made. On success the media lists (and the groups' and series' counts) are refreshed.
 */
export function useMediaUpload({ transport }: { transport?: Transport } = {}) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  const [state, setState] = useState<UploadState>(IDLE)
  const ctl = useRef<AbortController | null>(null)

  // Leaving the page cancels an upload still running (no half-stored file stays behind).
  useEffect(() => () => ctl.current?.abort(), [])

  const start = useCallback(
    async (file: File, target: UploadTarget = {}): Promise<MediaItem | null> => {
      ctl.current?.abort()
      const c = new AbortController()
      ctl.current = c
      setState({ ...IDLE, phase: 'uploading', fileName: file.name })
      try {
        const item = await uploadMedia(file, {
          ...target,
          signal: c.signal,
          transport,
          onProgress: (percent) => setState((s) => (s.phase === 'uploading' ? { ...s, percent } : s)),
        })
        setState((s) => ({ ...s, phase: 'done', percent: 100, item }))
        toast.success('File uploaded', item.title || item.fileName)
        for (const queryKey of [wordKeys.media(orgId), wordKeys.mediaGroups(orgId), wordKeys.mediaSeries(orgId)]) void qc.invalidateQueries({ queryKey })
        return item
      } catch (e) {
        if (isAbort(e)) {
          setState((s) => ({ ...s, phase: 'cancelled' }))
          toast.info('Upload cancelled', file.name)
        } else {
          setState((s) => ({ ...s, phase: 'failed', error: e instanceof Error ? e.message : 'The upload failed' }))
          toastUploadError(e)
        }
        return null
      } finally {
        if (ctl.current === c) ctl.current = null
      }
    },
    [orgId, qc, transport],
  )

  const cancel = useCallback(() => ctl.current?.abort(), [])
  const reset = useCallback(() => setState(IDLE), [])

  return { ...state, uploading: state.phase === 'uploading', start, cancel, reset }
}
