import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, call, setUnauthorizedHandler } from './api-client'

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

afterEach(() => vi.unstubAllGlobals())

describe('call', () => {
  it('posts JSON with the session cookie and answers responseData', async () => {
    const fetch = answer(200, { responseCode: '00', responseMessage: 'OK', responseData: { id: 7 } })
    vi.stubGlobal('fetch', fetch)
    await expect(call('/api/ops/churches/get', { id: 7 })).resolves.toEqual({ id: 7 })
    const [path, init] = fetch.mock.calls[0]!
    expect(path).toBe('/api/ops/churches/get')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('same-origin')
    expect(init.headers['Content-Type']).toBe('application/json')
    expect(init.body).toBe('{"id":7}')
  })

  it('throws the envelope message and code of a refusal', async () => {
    vi.stubGlobal('fetch', answer(409, { responseCode: '09', responseMessage: 'This domain belongs to another church', responseData: null }))
    const err = await call('/api/ops/churches/domains/add', {}).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ message: 'This domain belongs to another church', code: '09', status: 409, handled: false })
  })

  it('sends a lost session (401) to the sign-in page', async () => {
    vi.stubGlobal('fetch', answer(401, { responseCode: '03', responseMessage: 'Sign in again', responseData: null }))
    const onLost = vi.fn()
    const prev = setUnauthorizedHandler(onLost)
    try {
      const err = await call('/api/ops/churches/list', {}).catch((e: unknown) => e)
      expect(onLost).toHaveBeenCalledOnce()
      expect(err).toMatchObject({ status: 401, handled: true })
    } finally {
      setUnauthorizedHandler(prev)
    }
  })

  it('leaves a refused sign-in on its page', async () => {
    vi.stubGlobal('fetch', answer(401, { responseCode: '03', responseMessage: 'Email or password is incorrect', responseData: null }))
    const onLost = vi.fn()
    const prev = setUnauthorizedHandler(onLost)
    try {
      await expect(call('/api/ops/auth/login', {})).rejects.toMatchObject({ message: 'Email or password is incorrect', handled: false })
      expect(onLost).not.toHaveBeenCalled()
    } finally {
      setUnauthorizedHandler(prev)
    }
  })

  it('reports an answer that is not an envelope, and a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 502 })))
    await expect(call('/api/ops/auth/me')).rejects.toMatchObject({ status: 502, message: 'Unexpected response from the server (HTTP 502)' })
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await expect(call('/api/ops/auth/me')).rejects.toMatchObject({ status: 0 })
  })
})
