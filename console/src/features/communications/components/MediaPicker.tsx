import { useState } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '@congregate/ui'
import { Pagination } from '@/components/ui/Pagination'
import { formatBytes } from '@/lib/format'
import { useMediaList } from '../api/media'
import { COMMS } from '../paths'

const PAGE_SIZE = 8

/** The MMS picture or the call's recording: one file of the media vault, chosen as a radio in a grid. */
export function MediaPicker({ kind, value, onChange, error }: { kind: 'image' | 'audio'; value: number; onChange: (id: number) => void; error?: string }) {
  const [page, setPage] = useState(1)
  const q = useMediaList({ kind, page: page - 1, pageSize: PAGE_SIZE })
  // Pictures: only what carriers take as MMS (the vault flags it: JPEG, PNG or GIF small enough).
  const items = (q.data?.items ?? []).filter((m) => kind === 'audio' || m.mmsCapable)
  const noun = kind === 'image' ? 'pictures' : 'recordings'
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'media-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-neutral-300">{kind === 'image' ? 'Picture' : 'Recording'}</legend>
      {q.isPending ? (
        <p className="text-sm text-slate-500" role="status">
          Loading the media vault…
        </p>
      ) : q.isError ? (
        <p className="text-sm text-red-600" role="alert">
          The media vault could not be loaded: {q.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-500 dark:border-neutral-700 dark:text-neutral-400">
          No {noun} in the media vault yet.{' '}
          <Link to={COMMS.mediaVault} className="font-medium text-brand-ink hover:underline">
            Upload one
          </Link>{' '}
          first.
        </p>
      ) : (
        <>
          <div className="grid grid-cols-4 gap-2 max-[640px]:grid-cols-2">
            {items.map((m) => (
              <label key={m.id} className={cn('flex cursor-pointer flex-col gap-1 rounded-xl border p-1.5 text-xs transition has-focus-visible:ring-2 has-focus-visible:ring-brand/40', value === m.id ? 'border-brand bg-brand/5' : 'border-slate-200 hover:border-slate-300 dark:border-neutral-700')}>
                <input type="radio" name="mms-media" className="sr-only" checked={value === m.id} onChange={() => onChange(m.id)} aria-label={m.name} />
                {kind === 'image' ? (
                  <img src={m.url} alt="" className="aspect-square w-full rounded-lg bg-slate-100 object-cover dark:bg-neutral-800" loading="lazy" />
                ) : (
                  <span aria-hidden="true" className="flex h-16 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-neutral-800">
                    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                      <path d="M9 18V5l12-2v13" />
                      <circle cx="6" cy="18" r="3" />
                      <circle cx="18" cy="16" r="3" />
                    </svg>
                  </span>
                )}
                <span className="truncate font-medium">{m.name}</span>
                <span className="text-slate-500 dark:text-neutral-400">{formatBytes(m.size)}</span>
              </label>
            ))}
          </div>
          {(q.data?.total ?? 0) > PAGE_SIZE && <Pagination page={page} pageSize={PAGE_SIZE} total={q.data?.total ?? 0} onPage={setPage} label="Media pages" />}
        </>
      )}
      {error && (
        <p id="media-error" role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  )
}
