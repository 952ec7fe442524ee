import { describe, expect, it } from 'vitest'
import { acknowledge, memoryStore, newClientId, queuedCodes, queuedPresence, queuedRoomDelta, stationEntries, SYNC_BATCH, syncQueue, toSyncEntry, type QueuedEntry, type SyncEntry, type SyncResult } from './queue'

function checkin(n: number, over: Partial<QueuedEntry> = {}): QueuedEntry {
  return {
    clientId: `c-${n}`,
    stationId: 1,
    kind: 'checkin',
    at: new Date(Date.UTC(2026, 10, 29, 9, 0, n)).toISOString(),
    serviceOn: '2026-11-29',
    code: `2A${n}`,
    children: [{ childId: 100 + n, classroomId: 7 }],
    summary: `Child ${n}`,
    status: 'waiting',
    ...over,
  }
}

const answer = (status: SyncResult['status'], message = '') => (entries: SyncEntry[]) => Promise.resolve(entries.map((e) => ({ clientId: e.clientId, status, message, code: e.code, checkinIds: [1] })))

describe('the offline queue', () => {
  it('removes applied and duplicate entries and keeps conflicts with their message', async () => {
    const store = memoryStore([checkin(1), checkin(2), checkin(3)])
    const out = await syncQueue(store, 1, (entries) =>
      Promise.resolve([
        { clientId: entries[0]!.clientId, status: 'applied', message: '', code: 'X', checkinIds: [1] },
        { clientId: entries[1]!.clientId, status: 'duplicate', message: '', code: 'Y', checkinIds: [2] },
        { clientId: entries[2]!.clientId, status: 'conflict', message: 'Child 3 already checked in at another station; kept there', code: '', checkinIds: null },
      ]),
    )
    expect(out.map((o) => o.status)).toEqual(['applied', 'duplicate', 'conflict'])
    const left = await stationEntries(store, 1)
    expect(left).toHaveLength(1)
    expect(left[0]).toMatchObject({ clientId: 'c-3', status: 'conflict', message: 'Child 3 already checked in at another station; kept there' })
    // A conflict is not sent again; acknowledging removes it.
    expect(await syncQueue(store, 1, answer('applied'))).toEqual([])
    await acknowledge(store, 'c-3')
    expect(await stationEntries(store, 1)).toEqual([])
  })

  it('sends oldest first, in batches of at most 200, only this station, only the API fields', async () => {
    const entries = Array.from({ length: 450 }, (_, i) => checkin(449 - i))
    const store = memoryStore([...entries, checkin(1000, { clientId: 'other', stationId: 2 })])
    const calls: SyncEntry[][] = []
    await syncQueue(store, 1, (batch) => (calls.push(batch), answer('applied')(batch)))
    expect(calls.map((c) => c.length)).toEqual([SYNC_BATCH, SYNC_BATCH, 50])
    const ats = calls.flat().map((e) => e.at)
    expect(ats).toEqual([...ats].sort())
    expect(calls.flat().every((e) => !('summary' in e) && !('status' in e) && !('stationId' in e))).toBe(true)
    expect((await store.all()).map((e) => e.clientId)).toEqual(['other'])
  })

  it('keeps every waiting entry when the network fails', async () => {
    const store = memoryStore([checkin(1), checkin(2)])
    await expect(syncQueue(store, 1, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
    expect((await stationEntries(store, 1)).map((e) => e.status)).toEqual(['waiting', 'waiting'])
  })

  it('a check-in goes before a check-out at the same instant', async () => {
    const at = '2026-11-29T09:00:00.000Z'
    const out: QueuedEntry = { ...checkin(9), clientId: 'out', kind: 'checkout', at, children: undefined, childIds: [101], pickedUpBy: { name: 'Ann' } }
    const store = memoryStore([out, checkin(1, { at })])
    const sent: SyncEntry[] = []
    await syncQueue(store, 1, (b) => (sent.push(...b), answer('applied')(b)))
    expect(sent.map((e) => e.kind)).toEqual(['checkin', 'checkout'])
    expect(toSyncEntry(out)).toEqual({ clientId: 'out', kind: 'checkout', at, serviceOn: '2026-11-29', code: '2A9', childIds: [101], pickedUpBy: { name: 'Ann' } })
  })

  it('counts what the queue changes: codes, children in, rooms', () => {
    const entries = [checkin(1), checkin(2), { ...checkin(3), clientId: 'o', kind: 'checkout' as const, children: undefined, childIds: [101], classroomIds: [7] }, checkin(4, { status: 'conflict' })]
    expect(queuedCodes(entries)).toEqual(['2A1', '2A2'])
    const p = queuedPresence(entries)
    expect([...p.in.keys()]).toEqual([102])
    expect([...p.out]).toEqual([101])
    expect(queuedRoomDelta(entries).get(7)).toBe(1)
  })

  it('makes uuids', () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
