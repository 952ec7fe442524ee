// The ONE place that talks HTTP to the ops API (docs/operator-api.md): JSON posts with the session
// cookie, the {responseCode, responseMessage, responseData} envelope, and the 401 that sends the
// operator back to the sign-in page.
import { NETWORK_ERROR, toast } from '@congregate/ui'

export interface Envelope<T> {
  responseCode: string
  responseMessage: string
  responseData: T
}

export class ApiError extends Error {
  readonly code: string
  readonly status: number
  /** True when the client already dealt with it (the 401 redirect): callers stay quiet. */
  readonly handled: boolean

  constructor(message: string, code: string, status: number, handled = false) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.handled = handled
  }
}

export const NETWORK_STATUS = 0

/** The public sign-in calls: their 401 is a wrong password or code, not a lost session. */
const PUBLIC_CALLS = ['/api/ops/auth/login', '/api/ops/auth/verify', '/api/ops/auth/recover']

type Unauthorized = () => void

let onUnauthorized: Unauthorized = () => {
  if (window.location.pathname !== '/sign-in') window.location.assign('/sign-in')
}

/** What a lost session does (the router sets a navigation; tests a spy). Returns the previous one. */
export function setUnauthorizedHandler(fn: Unauthorized): Unauthorized {
  const prev = onUnauthorized
  onUnauthorized = fn
  return prev
}

function isEnvelope(x: unknown): x is Envelope<unknown> {
  return typeof x === 'object' && x !== null && typeof (x as { responseCode?: unknown }).responseCode === 'string'
}

/** POSTs body as JSON to path and answers the envelope's responseData; throws ApiError otherwise. */
export async function call<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<T> {
  let res: Response
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    })
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e
    throw new ApiError(NETWORK_ERROR, 'NETWORK', NETWORK_STATUS)
  }
  let payload: unknown
  try {
    payload = await res.json()
  } catch {
    payload = null
  }
  if (res.ok && isEnvelope(payload) && payload.responseCode === '00') return payload.responseData as T
  if (!isEnvelope(payload)) throw new ApiError(`Unexpected response from the server (HTTP ${res.status})`, '99', res.status)
  const message = payload.responseMessage || `Request failed (HTTP ${res.status})`
  if (res.status === 401 && !PUBLIC_CALLS.includes(path)) {
    onUnauthorized()
    return Promise.reject(new ApiError(message, payload.responseCode, res.status, true))
  }
  throw new ApiError(message, payload.responseCode, res.status)
}

/** The toast of a failed call (nothing for one already handled or cancelled). */
export function toastApiError(err: unknown): void {
  if (err instanceof DOMException && err.name === 'AbortError') return
  if (err instanceof ApiError) {
    if (err.handled) return
    if (err.status === NETWORK_STATUS) toast.warning(err.message)
    else toast.error(err.message)
    return
  }
  if (err instanceof Error) toast.error(err.message)
}
