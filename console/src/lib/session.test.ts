import { describe, expect, it } from 'vitest'
import { clearSession, getLastActiveTime, getTwoFactorChallenge, getUser, isSessionExpired, SESSION_IDLE_LIMIT_MS, setTwoFactorChallenge, startSession } from './session'
import { clearAllSpecKeys, STORAGE_KEYS } from './storage'

describe('isSessionExpired', () => {
  const now = 10_000_000
  it('uses the 1,800,000 ms limit', () => {
    expect(SESSION_IDLE_LIMIT_MS).toBe(1_800_000)
    expect(isSessionExpired(now - 1_800_000, now)).toBe(false)
    expect(isSessionExpired(now - 1_800_001, now)).toBe(true)
    expect(isSessionExpired(now - 31 * 60_000, now)).toBe(true)
  })
  it('does not expire without a recorded activity', () => {
    expect(isSessionExpired(null, now)).toBe(false)
  })
})

describe('session storage', () => {
  it('stores the JWT under the three spec keys and clears them', () => {
    startSession({ userId: 3, orgId: 1, signedInAt: 'x' }, 'jwt-1', 1234)
    expect(localStorage.getItem('jwtAccessToken')).toBe('jwt-1')
    expect(localStorage.getItem('nextGenToken')).toBe('jwt-1')
    expect(localStorage.getItem('mservice-token')).toBe('jwt-1')
    expect(getUser()?.userId).toBe(3)
    expect(getLastActiveTime()).toBe(1234)
    localStorage.setItem('currentTheme', 'lightMode')
    clearSession()
    expect(getUser()).toBeNull()
    expect(localStorage.getItem('jwtAccessToken')).toBeNull()
    expect(localStorage.getItem('currentTheme')).toBe('lightMode')
  })
  it('keeps the 2FA challenge until sign-in completes', () => {
    setTwoFactorChallenge({ userId: 5, messageHeader: 'h' })
    expect(localStorage.getItem('2FA')).not.toBeNull()
    expect(getTwoFactorChallenge()?.userId).toBe(5)
    startSession({ userId: 5, orgId: 1, signedInAt: 'x' }, 'jwt')
    expect(getTwoFactorChallenge()).toBeNull()
  })
  it('logout clears all twelve spec keys', () => {
    const keys = Object.values(STORAGE_KEYS)
    expect(keys).toHaveLength(12)
    for (const k of keys) localStorage.setItem(k, 'x')
    localStorage.setItem('unrelated', 'y')
    clearAllSpecKeys()
    for (const k of keys) expect(localStorage.getItem(k)).toBeNull()
    expect(localStorage.getItem('unrelated')).toBe('y')
  })
})
