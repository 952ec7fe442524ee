import { MSG } from './messages'

// A tiny toast bus usable from anywhere (API client, pages). components/ui/Toaster subscribes to it.
export type ToastKind = 'success' | 'error' | 'warning'

export interface Toast {
  id: number
  kind: ToastKind
  title: string
  message: string
}

/** Spec §8/§9: toasts auto-close after 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000
/** The same toast twice within this window is shown once (StrictMode, double clicks). */
const DEDUPE_MS = 1000

type Listener = (toasts: Toast[]) => void

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const lastShown = new Map<string, number>()

function emit() {
  for (const l of listeners) l(toasts)
}

export function showToast(kind: ToastKind, title: string, message: string): number | null {
  const sig = `${kind}|${title}|${message}`
  const now = Date.now()
  const last = lastShown.get(sig)
  if (last !== undefined && now - last < DEDUPE_MS) return null
  lastShown.set(sig, now)
  const t: Toast = { id: nextId++, kind, title, message }
  toasts = [...toasts, t]
  emit()
  setTimeout(() => dismissToast(t.id), TOAST_AUTO_CLOSE_MS)
  return t.id
}

export function dismissToast(id: number): void {
  const before = toasts.length
  toasts = toasts.filter((t) => t.id !== id)
  if (toasts.length !== before) emit()
}

export function subscribeToasts(l: Listener): () => void {
  listeners.add(l)
  l(toasts)
  return () => listeners.delete(l)
}

/** Spec §8: success title "Success!", error title "Error". */
export const toast = {
  success: (message: string) => showToast('success', MSG.successTitle, message),
  error: (message: string) => showToast('error', MSG.errorTitle, message),
  warning: (message: string) => showToast('warning', MSG.warningTitle, message),
}
