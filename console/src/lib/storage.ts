// The spec's local-storage keys (§3). Other code names a key through this table only.
export const STORAGE_KEYS = {
  user: 'user',
  productList: 'productList',
  jwtAccessToken: 'jwtAccessToken',
  supportResourcesSettings: 'supportResourcesSettings',
  peopleListingTableColumns: 'peopleListingTableColumns',
  lastActiveTime: 'lastActiveTime',
  nextGenToken: 'nextGenToken',
  mserviceToken: 'mservice-token',
  systemSettings: 'systemSettings',
  twoFactor: '2FA',
  ipAddress: 'ipAddress',
  currentTheme: 'currentTheme',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export function readString(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage full or disabled (private mode): the session then lives only in memory.
  }
}

export function readJSON<T>(key: StorageKey): T | null {
  const raw = readString(key)
  if (raw == null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export function writeJSON(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value))
}

export function remove(...keys: StorageKey[]): void {
  for (const k of keys) {
    try {
      localStorage.removeItem(k)
    } catch {
      /* ignore */
    }
  }
}

/** Logout clears every key the spec lists (§3, §4). */
export function clearAllSpecKeys(): void {
  remove(...Object.values(STORAGE_KEYS))
}
