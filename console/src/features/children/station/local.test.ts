import { describe, expect, it } from 'vitest'
import type { Family, FamilyChild, Room } from '../api/station'
import { notAuthorisedRefusal, roomRefusal, roomsWithQueue, searchLocal, withQueue } from './local'
import type { QueuedEntry } from './queue'

const child = (id: number, name: string, over: Partial<FamilyChild> = {}): FamilyChild => ({
  id,
  name,
  firstName: name.split(' ')[0]!,
  lastName: name.split(' ')[1] ?? '',
  birthDate: null,
  ageMonths: 60,
  classroomId: 7,
  classroomName: 'Lions',
  allergies: [],
  allergyNotes: '',
  hasMedical: false,
  authorised: [],
  notAuthorised: ['Bob Stone'],
  checkedIn: false,
  checkinId: null,
  code: null,
  ...over,
})
const families: Family[] = [
  { id: 1, name: 'Jones household', parents: [{ id: 9, name: 'Ann Jones', mobile: '+12025550123' }], children: [child(11, 'Tim Jones'), child(12, 'Sue Jones')] },
  { id: 2, name: 'Smith household', parents: [{ id: 8, name: 'Ed Smith', mobile: '+12025559999' }], children: [child(21, 'Max Smith')] },
]
const room: Room = { classroomId: 7, name: 'Lions', capacity: 2, ratio: 0, count: 1, adults: 0, open: true, reason: '' }
const queued: QueuedEntry = { clientId: 'a', stationId: 1, kind: 'checkin', at: '2026-11-29T09:00:00Z', serviceOn: '2026-11-29', code: '2ABC', children: [{ childId: 21, classroomId: 7 }], summary: 'Max Smith', status: 'waiting' }

describe('the offline station', () => {
  it('finds families by the last digits of a mobile or by a name', () => {
    expect(searchLocal(families, '0123').map((f) => f.id)).toEqual([1])
    expect(searchLocal(families, 'max').map((f) => f.id)).toEqual([2])
    expect(searchLocal(families, 'ann jones').map((f) => f.id)).toEqual([1])
    expect(searchLocal(families, '  ')).toEqual([])
  })

  it('shows queued children as in, with their code', () => {
    const f = withQueue(families, [queued])
    expect(f[1]!.children![0]).toMatchObject({ checkedIn: true, code: '2ABC' })
  })

  it('counts the queue in the rooms and closes a full room', () => {
    const [r] = roomsWithQueue([room], [queued])
    expect(r).toMatchObject({ count: 2, open: false, reason: 'This room is full' })
    expect(roomRefusal(room, 1)).toBeNull()
    expect(roomRefusal(room, 2)).toBe('This room is full')
    expect(roomRefusal({ ...room, capacity: 0, ratio: 5, adults: 0 }, 1)).toBe('This room needs another adult before more children can check in')
  })

  it('refuses a NOT authorised pickup offline, case and spaces ignored', () => {
    expect(notAuthorisedRefusal(child(1, 'Tim Jones'), ' bob  stone')).toBe('bob  stone is not authorised to pick up Tim Jones')
    expect(notAuthorisedRefusal(child(1, 'Tim Jones'), 'Ann Jones')).toBeNull()
  })
})
