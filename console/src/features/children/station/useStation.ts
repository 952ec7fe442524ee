// The station's state: today's cache (network first, IndexedDB when offline), online or not, the
// queue, and the actions — online when the network answers, queued when it does not.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useOrg } from '@/lib/org'
import { fetchToday, isNetworkError, postCheckin, postCheckout, postSync, searchFamilies, type CheckinResult, type Family, type FamilyChild, type Today } from '../api/station'
import { nextCode } from './codes'
import { idbQueue, readToday, writeToday } from './idb'
import { notAuthorisedRefusal, roomRefusal, roomsWithQueue, searchLocal, withQueue } from './local'
import { acknowledge as ack, newClientId, queuedCodes, stationEntries, syncQueue, type QueuedEntry, type SyncOutcome, type SyncResult } from './queue'

export type CheckinOutcome = { queued: false; result: CheckinResult } | { queued: true; code: string }
export type CheckoutOutcome = { queued: boolean; names: string[] }

/** A refusal to show verbatim (the server's message, or the same rule checked offline). */
export class Refusal extends Error {}

const REFRESH_MS = 60_000
const NOTHING_CACHED = 'This station has not been opened online today, so nothing is cached for offline use. Connect to the network and open it again.'

/** The device's date, YYYY-MM-DD, `days` from today (the church's day may differ by a few hours). */
function localDate(days = 0): string {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}
const RETRY_MS = 15_000

function useOnline(): [boolean, (v: boolean) => void] {
  const [online, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const on = () => setOnline(true)
    const off = () => setOnline(false)
    window.addEventListener('online', on)
    window.addEventListener('offline', off)
    // Some browsers change navigator.onLine without the events: look now and then too.
    let last = navigator.onLine
    const look = setInterval(() => {
      if (navigator.onLine !== last) {
        last = navigator.onLine
        setOnline(last)
      }
    }, 2_000)
    return () => {
      window.removeEventListener('online', on)
      window.removeEventListener('offline', off)
      clearInterval(look)
    }
  }, [])
  return [online, setOnline]
}

export function useStation(stationId: number) {
  const { orgId } = useOrg()
  const store = useMemo(() => idbQueue(orgId), [orgId])
  const [today, setToday] = useState<Today | null>(null)
  const [fromCache, setFromCache] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [entries, setEntries] = useState<QueuedEntry[]>([])
  const [outcomes, setOutcomes] = useState<SyncOutcome[]>([])
  const [syncing, setSyncing] = useState(false)
  const [online, setOnline] = useOnline()

  const reloadQueue = useCallback(async () => setEntries(await stationEntries(store, stationId)), [store, stationId])

  /** today {stationId} from the server, kept in IndexedDB; the stored copy when the network is down. */
  const refresh = useCallback(async (): Promise<Today | null> => {
    try {
      const t = await fetchToday(stationId)
      setToday(t)
      setFromCache(false)
      setLoadError(null)
      setOnline(true)
      await writeToday(orgId, stationId, t).catch(() => undefined)
      return t
    } catch (err) {
      if (!isNetworkError(err)) {
        setLoadError(err instanceof Error ? err.message : String(err))
        return null
      }
      setOnline(false)
      const cached = await readToday<Today>(orgId, stationId).catch(() => undefined)
      // A copy of an earlier day is no use: its families' check-ins and codes are not today's.
      if (cached && cached.serviceOn >= localDate(-1)) {
        setToday((t) => t ?? cached)
        setFromCache(true)
      } else setLoadError(NOTHING_CACHED)
      return null
    }
  }, [orgId, stationId, setOnline])

  useEffect(() => {
    const t = setTimeout(() => {
      void reloadQueue()
      void refresh()
    })
    return () => clearTimeout(t)
  }, [reloadQueue, refresh])

  // Keeps the cache fresh; offline, tries the network again now and then (the browser may say it
  // is online while the church's internet is down).
  useEffect(() => {
    const t = setInterval(() => {
      if (online || navigator.onLine) void refresh()
    }, online ? REFRESH_MS : RETRY_MS)
    return () => clearInterval(t)
  }, [online, refresh])

  const sync = useCallback(async () => {
    if (syncing) return
    setSyncing(true)
    try {
      const out = await syncQueue(store, stationId, (batch) => postSync(stationId, batch) as Promise<SyncResult[]>)
      if (out.length > 0) setOutcomes(out)
      await refresh()
    } catch (err) {
      if (isNetworkError(err)) setOnline(false)
    } finally {
      setSyncing(false)
      await reloadQueue()
    }
  }, [store, stationId, syncing, refresh, reloadQueue, setOnline])

  // Back online: send what waited.
  const waiting = entries.filter((e) => e.status === 'waiting').length
  useEffect(() => {
    if (!online || waiting === 0) return
    const t = setTimeout(() => void sync())
    return () => clearTimeout(t)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the network comes back or the station opens with a queue
  }, [online, waiting > 0])

  const families = useMemo(() => withQueue(today?.families ?? [], entries), [today, entries])
  const rooms = useMemo(() => roomsWithQueue(today?.rooms ?? [], entries), [today, entries])

  async function enqueue(e: Omit<QueuedEntry, 'clientId' | 'stationId' | 'at' | 'serviceOn' | 'status'>) {
    await store.put({ ...e, clientId: newClientId(), stationId, at: new Date().toISOString(), serviceOn: today!.serviceOn, status: 'waiting' })
    await reloadQueue()
  }

  /** Online first; the queue when the network is down. Refusals throw Refusal with the message. */
  async function checkIn(choices: { child: FamilyChild; classroomId: number | null; classroomName: string }[]): Promise<CheckinOutcome> {
    if (!today) throw new Refusal('The station is still loading')
    const children = choices.map((c) => ({ childId: c.child.id, classroomId: c.classroomId }))
    if (online && navigator.onLine) {
      try {
        const result = await postCheckin({ stationId, clientId: newClientId(), serviceOn: today.serviceOn, children })
        void refresh()
        return { queued: false, result }
      } catch (err) {
        if (!isNetworkError(err)) throw new Refusal(err instanceof Error ? err.message : String(err))
        setOnline(false)
      }
    }
    // Offline: the server's rules from the cache.
    for (const c of choices) {
      const known = families.flatMap((f) => f.children ?? []).find((k) => k.id === c.child.id)
      if (known?.checkedIn) throw new Refusal(`${c.child.name} is already checked in`)
      if (c.classroomId == null) throw new Refusal(`Choose a classroom for ${c.child.name}`)
    }
    const perRoom = new Map<number, number>()
    for (const c of choices) if (c.classroomId != null) perRoom.set(c.classroomId, (perRoom.get(c.classroomId) ?? 0) + 1)
    for (const [id, n] of perRoom) {
      const room = rooms.find((r) => r.classroomId === id)
      const refusal = room && roomRefusal(room, n)
      if (refusal) throw new Refusal(refusal)
    }
    const taken = [...(today.openCodes ?? []), ...queuedCodes(entries), ...families.flatMap((f) => (f.children ?? []).map((c) => c.code ?? '')).filter(Boolean)]
    const code = nextCode(today.station.tag, today.alphabet, taken)
    if (!code) throw new Refusal('Every code of this station is in use today: reconnect to check more children in')
    await enqueue({ kind: 'checkin', code, children, summary: choices.map((c) => `${c.child.name} → ${c.classroomName}`).join(', ') })
    return { queued: true, code }
  }

  async function checkOut(children: FamilyChild[], code: string, picker: { personId?: number; name: string }): Promise<CheckoutOutcome> {
    if (!today) throw new Refusal('The station is still loading')
    const names = children.map((c) => c.name)
    const pickedUpBy = picker.personId ? { personId: picker.personId } : { name: picker.name }
    const checkinIds = children.map((c) => c.checkinId).filter((id): id is number => id != null)
    if (online && navigator.onLine && checkinIds.length === children.length) {
      try {
        await postCheckout({ stationId, clientId: newClientId(), code, checkinIds, pickedUpBy })
        void refresh()
        return { queued: false, names }
      } catch (err) {
        if (!isNetworkError(err)) throw new Refusal(err instanceof Error ? err.message : String(err))
        setOnline(false)
      }
    }
    for (const c of children) {
      if ((c.code ?? '').toUpperCase() !== code.toUpperCase()) throw new Refusal("The code does not match this child's label")
      const refusal = notAuthorisedRefusal(c, picker.name)
      if (refusal) throw new Refusal(refusal)
    }
    await enqueue({
      kind: 'checkout',
      code,
      childIds: children.map((c) => c.id),
      classroomIds: children.map((c) => c.classroomId).filter((id): id is number => id != null),
      pickedUpBy,
      summary: `${names.join(', ')} picked up by ${picker.name}`,
    })
    return { queued: true, names }
  }

  /** The family search: the server when online, the cache otherwise. */
  async function search(q: string): Promise<{ families: Family[]; local: boolean }> {
    if (online && navigator.onLine && today) {
      try {
        return { families: withQueue(await searchFamilies(q, today.serviceOn), entries), local: false }
      } catch (err) {
        if (!isNetworkError(err)) throw err
        setOnline(false)
      }
    }
    return { families: searchLocal(families, q), local: true }
  }

  /** The families with a child checked in under this code (the server's latest when online). */
  async function findByCode(code: string): Promise<{ families: Family[]; local: boolean }> {
    let known = families
    let local = true
    if (online && navigator.onLine) {
      const t = await refresh()
      if (t) {
        known = withQueue(t.families ?? [], entries)
        local = false
      }
    }
    return { families: known.filter((f) => (f.children ?? []).some((c) => c.checkedIn && (c.code ?? '').toUpperCase() === code)), local }
  }

  async function acknowledge(clientId: string) {
    await ack(store, clientId)
    await reloadQueue()
  }

  return { today, fromCache, loadError, online, entries, waiting, outcomes, syncing, families, rooms, refresh, sync, checkIn, checkOut, search, findByCode, acknowledge, clearOutcomes: () => setOutcomes([]) }
}

export type StationState = ReturnType<typeof useStation>
