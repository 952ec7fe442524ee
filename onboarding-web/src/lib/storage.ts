// Spec §3 local-storage keys the public pages touch.
export const KEYS = {
  ipAddress: 'ipAddress',
} as const

/** Spec §4: local storage is cleared when the wizard loads. */
export function clearStorage(): void {
  try {
    localStorage.clear()
  } catch {
    /* storage disabled: nothing to clear */
  }
}

/** The visitor's IP as stored by an earlier IP-data lookup, if any (spec §7 brochure `ip`). */
export function storedIp(): string | undefined {
  try {
    const raw = localStorage.getItem(KEYS.ipAddress)
    if (!raw) return undefined
    // Stored either as the bare address or as a JSON string/object from the IP-data call.
    try {
      const v: unknown = JSON.parse(raw)
      if (typeof v === 'string') return v || undefined
      if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>
        const ip = o.ip ?? o.IPv4 ?? o.query
        return typeof ip === 'string' && ip ? ip : undefined
      }
    } catch {
      /* not JSON: the bare address */
    }
    return raw
  } catch {
    return undefined
  }
}
