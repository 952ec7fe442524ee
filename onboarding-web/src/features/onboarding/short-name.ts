// Spec §4 short-name check: idle → loading (on blur, at least 4 letters) → error or clear; focus
// clears the error; Continue is blocked while loading or errored.
import { useCallback, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { SHORT_NAME_MIN } from '@/lib/short-name-rules'
import { checkShortName } from './api/check-short-name'

export type ShortNameStatus = { state: 'idle' } | { state: 'loading' } | { state: 'error'; message: string } | { state: 'clear'; message: string }

export function shortNameBlocks(s: ShortNameStatus): boolean {
  return s.state === 'loading' || s.state === 'error'
}

export function useShortNameCheck() {
  const [status, setStatus] = useState<ShortNameStatus>({ state: 'idle' })
  // Only the latest check may set the status (the name can change while one is in flight).
  const seq = useRef(0)

  const check = useCallback(async (name: string) => {
    const mine = ++seq.current
    if (name.length < SHORT_NAME_MIN) {
      setStatus({ state: 'idle' })
      return
    }
    setStatus({ state: 'loading' })
    try {
      const res = await checkShortName(name)
      if (mine !== seq.current) return
      setStatus(res.data?.available ? { state: 'clear', message: res.message } : { state: 'error', message: res.message })
    } catch (err) {
      if (mine !== seq.current) return
      // A 400 puts data.short_name[0] under the field; anything else shows the server message.
      const message = err instanceof ApiError ? (err.fields?.short_name?.[0] ?? err.message) : String(err)
      setStatus({ state: 'error', message })
    }
  }, [])

  /** The name changed or the field got focus: forget the previous answer (and its error). */
  const reset = useCallback(() => {
    seq.current++
    setStatus({ state: 'idle' })
  }, [])

  /** The server refused the name at sign-up (taken meanwhile, reserved). */
  const fail = useCallback((message: string) => {
    seq.current++
    setStatus({ state: 'error', message })
  }, [])

  return { status, check, reset, fail }
}
