// Multipart uploads (with whole-percent progress, spec §9) and file downloads. lib/api-client.ts
// speaks JSON only; these follow its rules: bearer token, envelope, 401 clears the session,
// 403 permission/lock-down toasts, network warning.
import { ApiError, NETWORK_ERROR_CODE, type Envelope } from '@/lib/api-client'
import { MSG } from '@/lib/messages'
import { clearSession, getToken } from '@/lib/session'
import { toast } from '@/lib/toast'

function fail(status: number, payload: unknown, hadToken: boolean): ApiError {
  const env = payload as Partial<Envelope<unknown>> | null
  if (!env || typeof env.responseCode !== 'string') return new ApiError(`Unexpected response from the server (HTTP ${status})`, '99', status)
  const message = env.responseMessage || `Request failed (HTTP ${status})`
  if (status === 401 && hadToken) {
    if (env.responseCode === '03') toast.error(MSG.sessionTimeout)
    clearSession()
    return new ApiError(message, env.responseCode, status, true)
  }
  if (status === 403 && (env.responseCode === '04' || env.responseCode === '05')) {
    toast.error(message)
    return new ApiError(message, env.responseCode, status, true)
  }
  return new ApiError(message, env.responseCode, status)
}

/** POSTs multipart form data; onProgress gets whole percents of the upload. */
export function uploadForm<T>(path: string, form: FormData, onProgress?: (pct: number) => void): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const token = getToken()
    xhr.open('POST', path)
    xhr.setRequestHeader('Accept', 'application/json')
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
      }
    }
    xhr.onerror = () => {
      toast.warning(MSG.networkError)
      reject(new ApiError(MSG.networkError, NETWORK_ERROR_CODE, 0, true))
    }
    xhr.onload = () => {
      let payload: unknown = null
      try {
        payload = JSON.parse(xhr.responseText)
      } catch {
        payload = null
      }
      const env = payload as Envelope<T> | null
      if (xhr.status >= 200 && xhr.status < 300 && env?.responseCode === '00') return resolve(env)
      reject(fail(xhr.status, payload, !!token))
    }
    xhr.send(form)
  })
}

/** Fetches a file (POST with a JSON body) and hands it to the browser as a download. */
export async function downloadFile(path: string, body: unknown, fallbackName: string): Promise<{ filename: string; blob: Blob }> {
  const token = getToken()
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `Bearer ${token}`
  let res: Response
  try {
    res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' })
  } catch {
    toast.warning(MSG.networkError)
    throw new ApiError(MSG.networkError, NETWORK_ERROR_CODE, 0, true)
  }
  if (!res.ok) {
    let payload: unknown = null
    try {
      payload = await res.json()
    } catch {
      payload = null
    }
    throw fail(res.status, payload, !!token)
  }
  const blob = await res.blob()
  const cd = res.headers.get('Content-Disposition') ?? ''
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(cd)
  const filename = m ? decodeURIComponent(m[1]!) : fallbackName
  saveBlob(blob, filename)
  return { filename, blob }
}

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
