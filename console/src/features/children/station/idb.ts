// A tiny promise wrapper over raw IndexedDB for the offline station: today's cache (what `today`
// answered when the station opened) and the queue (queue.ts's EntryStore).
import type { EntryStore, QueuedEntry } from './queue'

const VERSION = 1
const TODAY = 'today'
const QUEUE = 'queue'

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

const dbs = new Map<string, Promise<IDBDatabase>>()

/** One database per church (two churches may share an origin under the onboarding host). */
function open(orgId: number): Promise<IDBDatabase> {
  const name = `congregate-station-${orgId}`
  let p = dbs.get(name)
  if (!p) {
    p = new Promise((resolve, reject) => {
      const req = indexedDB.open(name, VERSION)
      req.onupgradeneeded = () => {
        const db = req.result
        if (!db.objectStoreNames.contains(TODAY)) db.createObjectStore(TODAY)
        if (!db.objectStoreNames.contains(QUEUE)) db.createObjectStore(QUEUE, { keyPath: 'clientId' })
      }
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    dbs.set(name, p)
    p.catch(() => dbs.delete(name))
  }
  return p
}

async function run<T>(orgId: number, store: string, mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open(orgId)
  const tx = db.transaction(store, mode)
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error)
  })
  const result = await done(fn(tx.objectStore(store)))
  await committed
  return result
}

export function readToday<T>(orgId: number, stationId: number): Promise<T | undefined> {
  return run<T | undefined>(orgId, TODAY, 'readonly', (s) => s.get(stationId) as IDBRequest<T | undefined>)
}

export async function writeToday<T>(orgId: number, stationId: number, value: T): Promise<void> {
  await run(orgId, TODAY, 'readwrite', (s) => s.put(value, stationId))
}

/** The queue in IndexedDB. */
export function idbQueue(orgId: number): EntryStore {
  return {
    all: () => run<QueuedEntry[]>(orgId, QUEUE, 'readonly', (s) => s.getAll() as IDBRequest<QueuedEntry[]>),
    put: async (e) => void (await run(orgId, QUEUE, 'readwrite', (s) => s.put(e))),
    remove: async (id) => void (await run(orgId, QUEUE, 'readwrite', (s) => s.delete(id))),
  }
}
