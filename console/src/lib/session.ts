import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS, readJSON, readString, remove, writeJSON, writeString } from './storage'

/** Spec §9: session inactivity limit. The server enforces it as well (401 code 03). */
export const SESSION_IDLE_LIMIT_MS = 1_800_000

/** What the console keeps under `user` after a successful sign-in. */
export interface StoredUser {
  userId: number
  orgId: number
  signedInAt: string
}

/** The pending two-factor challenge kept under `2FA` (spec §4). */
export interface TwoFactorChallenge {
  userId: number
  messageHeader?: string
  messageBody?: string
  messageFooter?: string
}

type Listener = () => void
const listeners = new Set<Listener>()
let version = 0

function changed() {
  version++
  for (const l of listeners) l()
}

if (typeof window !== 'undefined') {
  // Another tab signing out (or in) must be seen here too.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === STORAGE_KEYS.user || e.key === STORAGE_KEYS.jwtAccessToken || e.key === STORAGE_KEYS.twoFactor) {
      changed()
    }
  })
}

export function subscribeSession(l: Listener): () => void {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function getUser(): StoredUser | null {
  const u = readJSON<StoredUser>(STORAGE_KEYS.user)
  return u && typeof u.userId === 'number' ? u : null
}

export function getToken(): string | null {
  return readString(STORAGE_KEYS.jwtAccessToken)
}

export function isSignedIn(): boolean {
  return getUser() !== null && !!getToken()
}

/**
 * Stores a signed-in session. DESIGN.md: there is no second login to a message service, so the
 * spec's `nextGenToken` and `mservice-token` hold the same JWT.
 */
export function startSession(user: StoredUser, jwt: string, now = Date.now()): void {
  writeJSON(STORAGE_KEYS.user, user)
  writeString(STORAGE_KEYS.jwtAccessToken, jwt)
  writeString(STORAGE_KEYS.nextGenToken, jwt)
  writeString(STORAGE_KEYS.mserviceToken, jwt)
  writeString(STORAGE_KEYS.lastActiveTime, String(now))
  remove(STORAGE_KEYS.twoFactor)
  changed()
}

/** Clears the signed-in session (timeout, revoked token). Theme and org settings stay. */
export function clearSession(): void {
  remove(
    STORAGE_KEYS.user,
    STORAGE_KEYS.jwtAccessToken,
    STORAGE_KEYS.nextGenToken,
    STORAGE_KEYS.mserviceToken,
    STORAGE_KEYS.lastActiveTime,
    STORAGE_KEYS.twoFactor,
  )
  changed()
}

export function getTwoFactorChallenge(): TwoFactorChallenge | null {
  const c = readJSON<TwoFactorChallenge>(STORAGE_KEYS.twoFactor)
  return c && typeof c.userId === 'number' ? c : null
}

export function setTwoFactorChallenge(c: TwoFactorChallenge): void {
  writeJSON(STORAGE_KEYS.twoFactor, c)
  changed()
}

export function clearTwoFactorChallenge(): void {
  remove(STORAGE_KEYS.twoFactor)
  changed()
}

/** Notifies subscribers after keys were removed elsewhere (logout clears every spec key). */
export function notifySessionChanged(): void {
  changed()
}

export function getLastActiveTime(): number | null {
  const raw = readString(STORAGE_KEYS.lastActiveTime)
  if (raw == null) return null
  const n = Number(raw)
  return Number.isFinite(n) ? n : null
}

export function touchActivity(now = Date.now()): void {
  writeString(STORAGE_KEYS.lastActiveTime, String(now))
}

/** True when the last activity is older than the idle limit. A missing time is not expiry. */
export function isSessionExpired(lastActive: number | null, now: number, limit = SESSION_IDLE_LIMIT_MS): boolean {
  if (lastActive == null) return false
  return now - lastActive > limit
}

export interface SessionSnapshot {
  user: StoredUser | null
  token: string | null
  twoFactor: TwoFactorChallenge | null
}

let cached: { v: number; snap: SessionSnapshot } | null = null

function snapshot(): SessionSnapshot {
  if (!cached || cached.v !== version) {
    const user = getUser()
    const token = getToken()
    cached = { v: version, snap: { user: user && token ? user : null, token: user && token ? token : null, twoFactor: getTwoFactorChallenge() } }
  }
  return cached.snap
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, snapshot, snapshot)
}
