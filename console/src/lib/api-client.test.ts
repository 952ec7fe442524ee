import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from './api-client'
import { getUser, startSession } from './session'
import { subscribeToasts, type Toast } from '@congregate/ui'

function respond(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })))
}

function lastToast(): Toast | undefined {
  let all: Toast[] = []
  subscribeToasts((t) => (all = t))()
  return all[all.length - 1]
}

afterEach(() => vi.unstubAllGlobals())

describe('api client', () => {
  it('returns the envelope on 00 and sends the bearer token', async () => {
    startSession({ userId: 1, orgId: 1, signedInAt: 'x' }, 'tok')
    respond(200, { responseCode: '00', responseMessage: 'ok', responseData: { a: 1 } })
    const env = await api.post<{ a: number }>('/api/x', {})
    expect(env.responseData.a).toBe(1)
    const init = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]![1]
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok')
  })

  it('ends the session on 401 code 03 with "Session Timeout"', async () => {
    startSession({ userId: 1, orgId: 1, signedInAt: 'x' }, 'tok')
    respond(401, { responseCode: '03', responseMessage: 'Session Timeout', responseData: null })
    await expect(api.post('/api/user/profile')).rejects.toMatchObject({ code: '03', handled: true })
    expect(getUser()).toBeNull()
    expect(lastToast()?.message).toBe('Session Timeout')
  })

  it('does not treat a failed sign-in (no token) as a lost session', async () => {
    respond(401, { responseCode: '01', responseMessage: 'Invalid login details', responseData: null })
    const err = await api.post('/api/auth/login', {}, { auth: false }).catch((e) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ code: '01', message: 'Invalid login details', handled: false })
  })

  it('warns on network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(api.get('/api/org/info')).rejects.toMatchObject({ code: 'NETWORK', handled: true })
    expect(lastToast()).toMatchObject({ kind: 'warning', message: 'Network Error. Please check your connectivity and try again' })
  })
})
