// The offline station's queue (docs/children-api.md "Sync — the conflict rules"): check-ins and
// check-outs made while the network was down, each with the uuid the station made (clientId) and
// the station's clock (`at`). The logic works over any EntryStore: IndexedDB on the station
// (idb.ts), an in-memory map in the tests.

export interface ChildChoice {
  childId: number
  classroomId: number | null
}

export interface PickedUpBy {
  personId?: number | null
  name?: string
}

export interface QueuedEntry {
  clientId: string
  stationId: number
  kind: 'checkin' | 'checkout'
  /** RFC 3339, the station's clock. */
  at: string
  serviceOn: string
  code: string
  /** A check-in's children and their rooms. */
  children?: ChildChoice[]
  /** A check-out's children (the station may not know the check-in ids). */
  childIds?: number[]
  /** A check-out's rooms, for the local room counts (not sent). */
  classroomIds?: number[]
  pickedUpBy?: PickedUpBy
  /** What staff read in the list: the children's names, the room, who picked up (not sent). */
  summary: string
  /** waiting: not on the server yet; conflict: the server answered a conflict staff must see. */
  status: 'waiting' | 'conflict'
  message?: string
}

/** What sync sends for an entry: the API's fields only. */
export interface SyncEntry {
  clientId: string
  kind: 'checkin' | 'checkout'
  at: string
  serviceOn: string
  code: string
  children?: ChildChoice[]
  childIds?: number[]
  pickedUpBy?: PickedUpBy
}

export interface SyncResult {
  clientId: string
  status: 'applied' | 'duplicate' | 'conflict'
  message: string
  code: string
  checkinIds: number[] | null
}

/** A sync result with the entry it answers, for the screen. */
export interface SyncOutcome extends SyncResult {
  kind: QueuedEntry['kind']
  summary: string
}

export interface EntryStore {
  all(): Promise<QueuedEntry[]>
  put(e: QueuedEntry): Promise<void>
  remove(clientId: string): Promise<void>
}

/** At most this many entries per sync call (the API takes 1–200). */
export const SYNC_BATCH = 200

export function memoryStore(initial: QueuedEntry[] = []): EntryStore {
  const m = new Map(initial.map((e) => [e.clientId, e]))
  return {
    all: async () => [...m.values()],
    put: async (e) => void m.set(e.clientId, e),
    remove: async (id) => void m.delete(id),
  }
}

const byAt = (a: QueuedEntry, b: QueuedEntry) => a.at.localeCompare(b.at) || (a.kind === b.kind ? 0 : a.kind === 'checkin' ? -1 : 1)

/** The station's entries, oldest first: the waiting ones and the conflicts staff have not acknowledged. */
export async function stationEntries(store: EntryStore, stationId: number): Promise<QueuedEntry[]> {
  return (await store.all()).filter((e) => e.stationId === stationId).sort(byAt)
}

export function toSyncEntry(e: QueuedEntry): SyncEntry {
  const s: SyncEntry = { clientId: e.clientId, kind: e.kind, at: e.at, serviceOn: e.serviceOn, code: e.code }
  if (e.kind === 'checkin') s.children = e.children ?? []
  else {
    s.childIds = e.childIds ?? []
    s.pickedUpBy = e.pickedUpBy ?? {}
  }
  return s
}

/**
 * Sends the station's waiting entries, oldest first, SYNC_BATCH at a time. Applied and duplicate
 * entries leave the queue; a conflict stays, with the server's message, until staff acknowledge
 * it. A failed call (the network again) stops there and keeps what was not answered.
 */
export async function syncQueue(store: EntryStore, stationId: number, send: (entries: SyncEntry[]) => Promise<SyncResult[]>): Promise<SyncOutcome[]> {
  const waiting = (await stationEntries(store, stationId)).filter((e) => e.status === 'waiting')
  const outcomes: SyncOutcome[] = []
  for (let i = 0; i < waiting.length; i += SYNC_BATCH) {
    const batch = waiting.slice(i, i + SYNC_BATCH)
    const results = await send(batch.map(toSyncEntry))
    const byId = new Map(batch.map((e) => [e.clientId, e]))
    for (const r of results) {
      const e = byId.get(r.clientId)
      if (!e) continue
      if (r.status === 'conflict') await store.put({ ...e, status: 'conflict', message: r.message })
      else await store.remove(e.clientId)
      outcomes.push({ ...r, kind: e.kind, summary: e.summary })
    }
  }
  return outcomes
}

/** Staff have read a conflict: it leaves the list. */
export async function acknowledge(store: EntryStore, clientId: string): Promise<void> {
  await store.remove(clientId)
}

/** The codes the station's queued check-ins use (never given out twice). */
export function queuedCodes(entries: QueuedEntry[]): string[] {
  return entries.filter((e) => e.kind === 'checkin' && e.status === 'waiting').map((e) => e.code)
}

/**
 * The children the queue says are in now: child → the code of its queued check-in (a queued
 * check-out takes a child out again).
 */
export function queuedPresence(entries: QueuedEntry[]): { in: Map<number, { code: string; classroomId: number | null }>; out: Set<number> } {
  const inNow = new Map<number, { code: string; classroomId: number | null }>()
  const out = new Set<number>()
  for (const e of [...entries].filter((x) => x.status === 'waiting').sort(byAt)) {
    if (e.kind === 'checkin') {
      for (const c of e.children ?? []) {
        inNow.set(c.childId, { code: e.code, classroomId: c.classroomId })
        out.delete(c.childId)
      }
    } else {
      for (const id of e.childIds ?? []) {
        inNow.delete(id)
        out.add(id)
      }
    }
  }
  return { in: inNow, out }
}

/** The change the queue makes to each room's count: +1 a queued check-in, −1 a queued check-out. */
export function queuedRoomDelta(entries: QueuedEntry[]): Map<number, number> {
  const d = new Map<number, number>()
  const add = (id: number | null | undefined, by: number) => {
    if (id == null) return
    d.set(id, (d.get(id) ?? 0) + by)
  }
  for (const e of entries) {
    if (e.status !== 'waiting') continue
    if (e.kind === 'checkin') for (const c of e.children ?? []) add(c.classroomId, 1)
    else for (const id of e.classroomIds ?? []) add(id, -1)
  }
  return d
}

/** A uuid for clientId (crypto.randomUUID where the page is a secure context). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
