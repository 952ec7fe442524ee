// The ONE place that talks HTTP to the onboarding API (docs/onboarding-api.md): the
// {message, data} envelope, field errors, and the error toasts of spec §8.
import { MSG } from './messages'
import { toast } from '@congregate/ui'

export interface Envelope<T> {
  message: string
  data: T
}

/** Field errors of a 400: `{field: ["message", ...]}`. */
export type FieldErrors = Record<string, string[]>

export class ApiError extends Error {
  readonly status: number
  /** Per-field messages when the server refused fields (400), else null. */
  readonly fields: FieldErrors | null

  constructor(message: string, status: number, fields: FieldErrors | null = null) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.fields = fields
  }
}

/** Status 0: the request never reached the server. */
export const NETWORK_STATUS = 0

function isEnvelope(x: unknown): x is Envelope<unknown> {
  return typeof x === 'object' && x !== null && typeof (x as { message?: unknown }).message === 'string' && 'data' in x
}

function fieldErrors(data: unknown): FieldErrors | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const out: FieldErrors = {}
  for (const [k, v] of Object.entries(data)) {
    if (Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string')) out[k] = v
  }
  return Object.keys(out).length > 0 ? out : null
}

export async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal, credentials: 'same-origin' })
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e
    throw new ApiError(MSG.networkError, NETWORK_STATUS)
  }
  let payload: unknown
  try {
    payload = await res.json()
  } catch {
    payload = null
  }
  if (!isEnvelope(payload)) throw new ApiError(`Unexpected response from the server (HTTP ${res.status})`, res.status)
  if (res.ok) return payload as Envelope<T>
  throw new ApiError(payload.message || `Request failed (HTTP ${res.status})`, res.status, res.status === 400 ? fieldErrors(payload.data) : null)
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
}

/**
 * The messages spec §8 shows for a failed onboarding call: HTTP 500 (and any refusal without field
 * data) shows the server message; a refusal with field data shows the first message of each entry.
 */
export function errorMessages(err: unknown): string[] {
  if (err instanceof ApiError) {
    if (err.status !== 500 && err.fields) return Object.values(err.fields).map((m) => m[0]!)
    return [err.message]
  }
  if (err instanceof Error) return [err.message]
  return [String(err)]
}

/** Shows errorMessages as separate "Error" toasts (a network failure is a warning, §8). */
export function toastApiError(err: unknown): void {
  if (err instanceof DOMException && err.name === 'AbortError') return
  if (err instanceof ApiError && err.status === NETWORK_STATUS) {
    toast.warning(err.message)
    return
  }
  for (const m of errorMessages(err)) toast.error(m)
}
