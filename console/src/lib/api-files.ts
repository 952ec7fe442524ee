// File transfers with the tenant API: multipart uploads (whole-percent progress, spec §9) and
// downloads of files the API streams (CSV, PNG, SVG). lib/api-client.ts speaks JSON; these follow
// its rules through `failure`: bearer token, console base, 401 ends the session, permission and
// lock-down toasts, the network warning.
import { ApiError, NETWORK_ERROR_CODE, failure, type Envelope } from './api-client'
import { withBase } from './base'
import { MSG } from './messages'
import { getToken } from './session'
import { toast } from '@congregate/ui'

function networkError(): ApiError {
  toast.warning(MSG.networkError)
  return new ApiError(MSG.networkError, NETWORK_ERROR_CODE, 0, true)
}

/**
 * POSTs multipart form data (XHR, for upload progress); resolves with the success envelope. An
 * aborted signal cancels the upload and rejects with an AbortError (callers stay quiet on it).
 */
export function postForm<T>(path: string, form: FormData, onProgress?: (pct: number) => void, signal?: AbortSignal): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'))
    const xhr = new XMLHttpRequest()
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'))
    const token = getToken()
    xhr.open('POST', withBase(path))
    xhr.setRequestHeader('Accept', 'application/json')
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
      }
    }
    xhr.onerror = () => reject(networkError())
    xhr.onload = () => {
      let payload: unknown
      try {
        payload = JSON.parse(xhr.responseText)
      } catch {
        payload = null
      }
      const env = payload as Envelope<T> | null
      if (xhr.status >= 200 && xhr.status < 300 && env?.responseCode === '00') resolve(env)
      else reject(failure(xhr.status, payload, !!token))
    }
    xhr.send(form)
  })
}

export interface FetchedFile {
  blob: Blob
  /** From Content-Disposition, else the fallback. */
  filename: string
}

/** GETs a file with the bearer token (an <a href> or <img> cannot send it). Errors come as the JSON envelope. */
export function getFile(path: string, fallbackName: string, signal?: AbortSignal): Promise<FetchedFile> {
  return fetchFile(path, {}, fallbackName, signal)
}

/** POSTs a JSON body and answers the file the API streams back (exports). Errors come as the JSON envelope. */
export function postFile(path: string, body: unknown, fallbackName: string, signal?: AbortSignal): Promise<FetchedFile> {
  return fetchFile(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, fallbackName, signal)
}

async function fetchFile(path: string, init: RequestInit, fallbackName: string, signal?: AbortSignal): Promise<FetchedFile> {
  const token = getToken()
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) }
  if (token) headers.Authorization = `Bearer ${token}`
  let res: Response
  try {
    res = await fetch(withBase(path), { ...init, headers, credentials: 'same-origin', signal })
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e
    throw networkError()
  }
  if (!res.ok) {
    let payload: unknown
    try {
      payload = await res.json()
    } catch {
      payload = null
    }
    throw failure(res.status, payload, !!token)
  }
  return { blob: await res.blob(), filename: filenameFrom(res.headers.get('Content-Disposition'), fallbackName) }
}

export function filenameFrom(contentDisposition: string | null, fallback: string): string {
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '')
  if (!m) return fallback
  try {
    return decodeURIComponent(m[1]!)
  } catch {
    return m[1]!
  }
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
