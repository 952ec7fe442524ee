// The ONE place that talks HTTP to the tenant API: envelope parsing, bearer token,
// 401/403 handling and the network-error warning (spec §8).
import { withBase } from './base'
import { MSG } from './messages'
import { clearSession, getToken } from './session'
import { toast } from '@congregate/ui'

export interface Envelope<T> {
  responseCode: string
  responseMessage: string
  responseData: T
}

export class ApiError extends Error {
  readonly code: string
  readonly status: number
  /** True when the client already told the user (toast or redirect); callers stay quiet. */
  readonly handled: boolean

  constructor(message: string, code: string, status: number, handled = false) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.handled = handled
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK'

export interface RequestOptions {
  /** Send the stored JWT. Default true; the public auth calls pass false. */
  auth?: boolean
  signal?: AbortSignal
}

function isEnvelope(x: unknown): x is Envelope<unknown> {
  return typeof x === 'object' && x !== null && typeof (x as { responseCode?: unknown }).responseCode === 'string'
}

export async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = opts.auth === false ? null : getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  let res: Response
  try {
    res = await fetch(withBase(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: opts.signal,
      credentials: 'same-origin',
    })
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e
    toast.warning(MSG.networkError)
    throw new ApiError(MSG.networkError, NETWORK_ERROR_CODE, 0, true)
  }

  let payload: unknown
  try {
    payload = await res.json()
  } catch {
    payload = null
  }
  if (isEnvelope(payload) && payload.responseCode === '00' && res.ok) return payload as Envelope<T>
  throw failure(res.status, payload, !!token)
}

/**
 * The error of a failed call, with the side effects every call shares: a 401 on a call that
 * carried a session ends it, a permission or lock-down 403 shows its toast. Also used by the
 * file transfers of lib/api-files.ts.
 */
export function failure(status: number, payload: unknown, hadToken: boolean): ApiError {
  if (!isEnvelope(payload)) return new ApiError(`Unexpected response from the server (HTTP ${status})`, '99', status)
  const message = payload.responseMessage || `Request failed (HTTP ${status})`
  const code = payload.responseCode

  // Only a call that carried a session can lose it; a failed sign-in is also a 401.
  if (status === 401 && hadToken) {
    if (code === '03') toast.error(MSG.sessionTimeout)
    clearSession()
    return new ApiError(message, code, status, true)
  }
  if (status === 403 && (code === '04' || code === '05')) {
    toast.error(message)
    return new ApiError(message, code, status, true)
  }
  return new ApiError(message, code, status)
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body: unknown = {}, opts?: RequestOptions) => request<T>('POST', path, body, opts),
}

/** Spec §8: a failed mutation shows the server's message and code. */
export function toastApiError(err: unknown): void {
  if (err instanceof ApiError) {
    if (!err.handled) toast.error(err.message, `Code ${err.code}`)
    return
  }
  if (err instanceof Error && err.name !== 'AbortError') toast.error(err.message)
}
