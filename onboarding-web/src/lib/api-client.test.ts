import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, errorMessages, NETWORK_STATUS, toastApiError } from './api-client'
import { subscribeToasts, type Toast } from '@congregate/ui'

function reply(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('request', () => {
  it('returns the envelope on success', async () => {
    vi.stubGlobal('fetch', reply(200, { message: 'OK', data: [1] }))
    await expect(api.get('/api/onboarding/products')).resolves.toEqual({ message: 'OK', data: [1] })
  })
  it('keeps field errors of a 400', async () => {
    vi.stubGlobal('fetch', reply(400, { message: 'This field is required', data: { email: ['This field is required'], phone_number: ['This number is invalid', 'x'] } }))
    const err = await api.post('/api/onboarding/proposals', {}).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).status).toBe(400)
    expect((err as ApiError).fields).toEqual({ email: ['This field is required'], phone_number: ['This number is invalid', 'x'] })
  })
  it('a network failure is status 0 with the spec message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const err = (await api.get('/x').catch((e: unknown) => e)) as ApiError
    expect(err.status).toBe(NETWORK_STATUS)
    expect(err.message).toBe('Network Error. Please check your connectivity and try again')
  })
})

describe('errorMessages (spec §8)', () => {
  it('500 shows the server message', () => {
    expect(errorMessages(new ApiError('Something went wrong. Please try again.', 500, { a: ['b'] }))).toEqual(['Something went wrong. Please try again.'])
  })
  it('other failures show the first message of each data entry', () => {
    expect(errorMessages(new ApiError('first', 400, { church_short_name: ['This short name is already taken'], code: ['Invalid or expired OTP', 'more'] }))).toEqual([
      'This short name is already taken',
      'Invalid or expired OTP',
    ])
  })
  it('a failure without field data shows its message', () => {
    expect(errorMessages(new ApiError('Too many requests. Please try again in 5 minutes.', 429))).toEqual(['Too many requests. Please try again in 5 minutes.'])
  })
})

describe('toastApiError', () => {
  it('shows one "Error" toast per message', () => {
    let seen: Toast[] = []
    const stop = subscribeToasts((t) => (seen = t))
    toastApiError(new ApiError('x', 400, { a: ['first a'], b: ['first b'] }))
    stop()
    expect(seen.slice(-2).map((t) => [t.kind, t.title, t.message])).toEqual([
      ['error', 'Error', 'first a'],
      ['error', 'Error', 'first b'],
    ])
  })
})
