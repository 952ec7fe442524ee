import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shortNameBlocks, useShortNameCheck } from './short-name'

function reply(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

afterEach(() => vi.unstubAllGlobals())

describe('useShortNameCheck (spec §4)', () => {
  it('does not ask the server under 4 letters', async () => {
    const fetch = reply(200, {})
    vi.stubGlobal('fetch', fetch)
    const { result } = renderHook(() => useShortNameCheck())
    await act(() => result.current.check('abc'))
    expect(fetch).not.toHaveBeenCalled()
    expect(result.current.status).toEqual({ state: 'idle' })
  })

  it('idle → loading → clear', async () => {
    let resolve!: (r: Response) => void
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((r) => (resolve = r))))
    const { result } = renderHook(() => useShortNameCheck())
    let done!: Promise<void>
    act(() => {
      done = result.current.check('hopechapel')
    })
    expect(result.current.status.state).toBe('loading')
    expect(shortNameBlocks(result.current.status)).toBe(true)
    resolve(new Response(JSON.stringify({ message: 'Short name is available', data: { available: true } }), { status: 200 }))
    await act(() => done)
    expect(result.current.status).toEqual({ state: 'clear', message: 'Short name is available' })
    expect(shortNameBlocks(result.current.status)).toBe(false)
  })

  it('a taken name shows the server message; focus (reset) clears it', async () => {
    vi.stubGlobal('fetch', reply(200, { message: 'This short name is already taken', data: { available: false } }))
    const { result } = renderHook(() => useShortNameCheck())
    await act(() => result.current.check('grace'))
    expect(result.current.status).toEqual({ state: 'error', message: 'This short name is already taken' })
    act(() => result.current.reset())
    expect(result.current.status).toEqual({ state: 'idle' })
  })

  it('a 400 shows data.short_name[0]', async () => {
    vi.stubGlobal('fetch', reply(400, { message: 'x', data: { short_name: ['This short name is reserved'] } }))
    const { result } = renderHook(() => useShortNameCheck())
    await act(() => result.current.check('admin'))
    await waitFor(() => expect(result.current.status).toEqual({ state: 'error', message: 'This short name is reserved' }))
  })

  it('a stale answer does not overwrite a newer state', async () => {
    let resolve!: (r: Response) => void
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((r) => (resolve = r))))
    const { result } = renderHook(() => useShortNameCheck())
    let done!: Promise<void>
    act(() => {
      done = result.current.check('grace')
    })
    act(() => result.current.reset())
    resolve(new Response(JSON.stringify({ message: 'taken', data: { available: false } }), { status: 200 }))
    await act(() => done)
    expect(result.current.status).toEqual({ state: 'idle' })
  })
})
