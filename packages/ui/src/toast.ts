// A tiny toast bus usable from anywhere (API client, guards, components). The Toaster subscribes.
import { TOAST_TITLES } from './messages'

export type ToastKind = 'success' | 'error' | 'warning' | 'info'

export interface Toast {
  id: number
  kind: ToastKind
  /** Spec §8 title of the kind; the public look shows it above the message. */
  title: string
  message: string
  /** A second, smaller line (the console shows the server's code there). */
  detail?: string
}

/** Spec §4/§8/§9: toasts auto-close after 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000
/** The same toast twice within this window is shown once (a redirect can fire a guard twice, StrictMode, double clicks). */
const DEDUPE_MS = 1500

type Listener = (toasts: Toast[]) => void

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const lastShown = new Map<string, number>()

function emit() {
  for (const l of listeners) l(toasts)
}

export function showToast(kind: ToastKind, message: string, detail?: string): number | null {
  const sig = `${kind}|${message}|${detail ?? ''}`
  const now = Date.now()
  const last = lastShown.get(sig)
  if (last !== undefined && now - last < DEDUPE_MS) return null
  lastShown.set(sig, now)
  const t: Toast = { id: nextId++, kind, title: TOAST_TITLES[kind], message, detail }
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

export const toast = {
  success: (message: string, detail?: string) => showToast('success', message, detail),
  error: (message: string, detail?: string) => showToast('error', message, detail),
  warning: (message: string, detail?: string) => showToast('warning', message, detail),
  info: (message: string, detail?: string) => showToast('info', message, detail),
}
