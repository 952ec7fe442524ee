// The live room board (GET /api/children/board/stream): read with fetch and the body's reader,
// because EventSource cannot send the Bearer header. Reconnects after an error, keeping the last
// board on screen meanwhile.
import { useEffect, useState } from 'react'
import { withBase } from '@/lib/base'
import { getToken } from '@/lib/session'
import type { Board } from '../api/station'
import { sseParser } from './sse'

export type StreamState = 'connecting' | 'live' | 'reconnecting'

const RETRY_MS = [1_000, 2_000, 5_000, 10_000]

export function useBoardStream(serviceOn: string | undefined, enabled = true): { board: Board | null; state: StreamState } {
  const [board, setBoard] = useState<Board | null>(null)
  const [state, setState] = useState<StreamState>('connecting')

  useEffect(() => {
    if (!enabled) return
    const abort = new AbortController()
    let failures = 0
    let timer: ReturnType<typeof setTimeout> | undefined

    const connect = async () => {
      try {
        const token = getToken()
        const res = await fetch(withBase(`/api/children/board/stream${serviceOn ? `?serviceOn=${encodeURIComponent(serviceOn)}` : ''}`), {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          credentials: 'same-origin',
          cache: 'no-store',
          signal: abort.signal,
        })
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`)
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
        const push = sseParser((e) => {
          if (e.event !== 'board') return
          try {
            setBoard(JSON.parse(e.data) as Board)
            setState('live')
            failures = 0
          } catch {
            /* a broken message: the next one heals it */
          }
        })
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          push(value)
        }
        throw new Error('stream ended')
      } catch {
        if (abort.signal.aborted) return
        setState('reconnecting')
        timer = setTimeout(connect, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)])
      }
    }
    void connect()
    return () => {
      abort.abort()
      clearTimeout(timer)
    }
  }, [serviceOn, enabled])

  return { board, state }
}
