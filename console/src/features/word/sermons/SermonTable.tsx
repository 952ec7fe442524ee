import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/Card'
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/Menu'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import type { Sermon } from '../api/sermons'
import { seriesPath } from '../paths'
import { formatDuration } from '../shared/format'
import { dayLabel } from './scripture'

export interface SermonActions {
  onEdit: (s: Sermon) => void
  onPublish: (s: Sermon, published: boolean) => void
  onAddToPlaylist: (s: Sermon) => void
  onDelete: (s: Sermon) => void
}

/**
 * Sermons as rows: title with scripture and media, date, speaker, series (a link to it), status,
 * and a menu of actions. With `selected`, each row has a checkbox (the list's bulk actions).
 */
export function SermonTable({ sermons, label, actions, selected, onSelect }: { sermons: Sermon[]; label: string; actions: SermonActions; selected?: Set<number>; onSelect?: (id: number, on: boolean) => void }) {
  const selectable = !!selected && !!onSelect
  const allOn = selectable && sermons.length > 0 && sermons.every((s) => selected.has(s.id))
  return (
    <TableShell label={label}>
      <thead>
        <tr>
          {selectable && (
            <Th className="w-10">
              <input
                type="checkbox"
                aria-label="Select every sermon on this page"
                checked={allOn}
                onChange={(e) => sermons.forEach((s) => onSelect(s.id, e.target.checked))}
                className="h-4 w-4 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]"
              />
            </Th>
          )}
          <Th>Sermon</Th>
          <Th className="max-[700px]:hidden">Date</Th>
          <Th className="max-[900px]:hidden">Speaker</Th>
          <Th className="max-[1100px]:hidden">Series</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {sermons.map((s) => (
          <Tr key={s.id} data-testid={`sermon-${s.title}`}>
            {selectable && (
              <Td>
                <input
                  type="checkbox"
                  aria-label={`Select ${s.title}`}
                  checked={selected.has(s.id)}
                  onChange={(e) => onSelect(s.id, e.target.checked)}
                  className="h-4 w-4 accent-[var(--brand-primary)] dark:accent-[var(--brand-ink)]"
                />
              </Td>
            )}
            <Td className="max-w-[28rem]">
              <button type="button" className="text-left font-medium hover:text-brand-ink hover:underline" onClick={() => actions.onEdit(s)}>
                {s.title}
              </button>
              <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-neutral-400">
                <span className="min-[700px]:hidden">{dayLabel(s.preachedOn)}</span>
                {s.scripture && <span>{s.scripture}</span>}
                <MediaChips sermon={s} />
              </div>
            </Td>
            <Td className="text-sm whitespace-nowrap max-[700px]:hidden">{dayLabel(s.preachedOn)}</Td>
            <Td className="text-sm max-[900px]:hidden">{s.speakerName || <Muted>None</Muted>}</Td>
            <Td className="text-sm max-[1100px]:hidden">
              {s.seriesId ? (
                <Link className="text-brand-ink hover:underline" to={seriesPath(s.seriesId)}>
                  {s.seriesName}
                </Link>
              ) : (
                <Muted>None</Muted>
              )}
            </Td>
            <Td>{s.status === 'published' ? <Badge tone="green">Published</Badge> : <Badge>Draft</Badge>}</Td>
            <Td className="text-right">
              <Menu label={`Actions for ${s.title}`} trigger={<span aria-hidden="true">⋯</span>}>
                <MenuItem onSelect={() => actions.onEdit(s)}>Edit</MenuItem>
                <MenuItem onSelect={() => actions.onPublish(s, s.status !== 'published')}>{s.status === 'published' ? 'Unpublish' : 'Publish'}</MenuItem>
                <MenuItem onSelect={() => actions.onAddToPlaylist(s)}>Add to a playlist</MenuItem>
                <MenuSeparator />
                <MenuItem danger onSelect={() => actions.onDelete(s)}>
                  Delete
                </MenuItem>
              </Menu>
            </Td>
          </Tr>
        ))}
      </tbody>
    </TableShell>
  )
}

function Muted({ children }: { children: ReactNode }) {
  return <span className="text-slate-500 dark:text-neutral-400">{children}</span>
}

function MediaChips({ sermon: s }: { sermon: Sermon }) {
  return (
    <>
      {s.audio && <Badge tone="blue">Audio{s.audio.durationSeconds ? ` ${formatDuration(s.audio.durationSeconds)}` : ''}</Badge>}
      {(s.video || s.videoUrl) && <Badge tone="blue">Video</Badge>}
      {s.attachments.length > 0 && <Badge>{s.attachments.length === 1 ? '1 file' : `${s.attachments.length} files`}</Badge>}
    </>
  )
}
