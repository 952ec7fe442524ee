// An import's page 1 → page 2 hand-over (the upload and the matching chosen), for the people and
// the giving imports. Kept in sessionStorage (this tab only, gone when it closes) so a reload of
// page 2 or "change the matching" does not force a new upload.
import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

export interface ImportDrafts<D> {
  save: (d: D) => void
  load: (importId: number) => D | null
  drop: (importId: number) => void
}

/** The drafts of one import, stored under `${prefix}${importId}`. */
export function importDrafts<D extends { upload: { importId: number } }>(prefix: string): ImportDrafts<D> {
  const key = (id: number) => `${prefix}${id}`
  return {
    save(d) {
      try {
        sessionStorage.setItem(key(d.upload.importId), JSON.stringify(d))
      } catch {
        // Storage full or disabled: page 2 then asks to start again.
      }
    },
    load(id) {
      try {
        const raw = sessionStorage.getItem(key(id))
        return raw ? (JSON.parse(raw) as D) : null
      } catch {
        return null
      }
    },
    drop(id) {
      try {
        sessionStorage.removeItem(key(id))
      } catch {
        // Nothing to do: the tab's storage goes when it closes.
      }
    },
  }
}

/** The draft that page 2's "change the matching" link comes back to page 1 with (?importId=). */
export function useResumedDraft<D>(drafts: ImportDrafts<D>): D | null {
  const [params] = useSearchParams()
  return useMemo(() => {
    const id = Number(params.get('importId'))
    return id ? drafts.load(id) : null
  }, [params, drafts])
}
