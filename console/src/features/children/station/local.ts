// What an offline station decides from its cache (today's families and rooms) and its queue: the
// family search, who is in now, the room counts, and the refusals the server would give.
import type { Family, FamilyChild, Room } from '../api/station'
import { sameName } from './codes'
import { queuedPresence, queuedRoomDelta, type QueuedEntry } from './queue'

/** The family search of `families` over the cache: 4+ digits match the end of a mobile, else a name. */
export function searchLocal(families: Family[], q: string): Family[] {
  const digits = q.replace(/\D/g, '')
  const text = q.trim().toLowerCase()
  if (!text) return []
  if (digits.length >= 4 && digits.length === q.replace(/[\s()+.-]/g, '').length) {
    return families.filter((f) => (f.parents ?? []).some((p) => p.mobile.replace(/\D/g, '').endsWith(digits)))
  }
  return families.filter((f) => f.name.toLowerCase().includes(text) || (f.children ?? []).some((c) => c.name.toLowerCase().includes(text)) || (f.parents ?? []).some((p) => p.name.toLowerCase().includes(text)))
}

/** The families as the station knows them now: the queue's check-ins and check-outs applied. */
export function withQueue(families: Family[], entries: QueuedEntry[]): Family[] {
  const p = queuedPresence(entries)
  if (p.in.size === 0 && p.out.size === 0) return families
  return families.map((f) => ({
    ...f,
    children: (f.children ?? []).map((c): FamilyChild => {
      const q = p.in.get(c.id)
      if (q) return { ...c, checkedIn: true, code: q.code, checkinId: null }
      if (p.out.has(c.id)) return { ...c, checkedIn: false, code: null, checkinId: null }
      return c
    }),
  }))
}

/** The rooms with the queue's changes counted, closed when full or short of adults. */
export function roomsWithQueue(rooms: Room[], entries: QueuedEntry[]): Room[] {
  const d = queuedRoomDelta(entries)
  if (d.size === 0) return rooms
  return rooms.map((r) => {
    const count = Math.max(0, r.count + (d.get(r.classroomId) ?? 0))
    const refusal = roomRefusal({ ...r, count }, 1)
    return { ...r, count, open: !refusal, reason: refusal ?? '' }
  })
}

/** The server's refusal for `adding` more children in the room, or null (docs: capacity and ratio). */
export function roomRefusal(r: Room, adding: number): string | null {
  const n = r.count + adding
  if (r.capacity > 0 && n > r.capacity) return 'This room is full'
  if (r.ratio > 0 && n > r.ratio * r.adults) return 'This room needs another adult before more children can check in'
  return null
}

/** The NOT-authorised refusal the server gives, checked offline from the cache. */
export function notAuthorisedRefusal(child: FamilyChild, pickerName: string): string | null {
  const hit = (child.notAuthorised ?? []).find((n) => sameName(n, pickerName))
  return hit ? `${pickerName.trim()} is not authorised to pick up ${child.name}` : null
}
