// /product/children/check-instation: the stations staff set up (self, manned, roster), each opened
// at /checkIn/children?station=<id>, and the live room board of every room.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Controller } from 'react-hook-form'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, RadioGroup, TextField } from '@congregate/ui'
import { Badge, Card, CardHeader, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { modeLabel, STATION_MODES, useDeleteStation, useSaveStation, useStations, type Station, type StationMode } from '../api/station'
import { stationPath } from '../paths'
import { RoomAdults } from './RoomAdults'
import { RoomBoard, StreamBadge } from './RoomBoard'
import { useBoardStream } from './useBoardStream'

const openLinkClass =
  'inline-flex h-9 items-center justify-center rounded-lg bg-brand px-3 text-sm font-medium whitespace-nowrap text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'

export default function StationSetupPage() {
  const list = useStations()
  const { board, state } = useBoardStream(undefined)
  const [editing, setEditing] = useState<Station | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Station | null>(null)
  const del = useDeleteStation()
  const rows = list.data ?? []

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Check-in stations"
        description="Each station is a tablet or laptop where children are checked in. Its tag is the first character of every security code it prints, so two stations never make the same code, even offline."
        actions={<Button onClick={() => setEditing('new')}>Add station</Button>}
      />
      <Card>
        <CardHeader title="Stations" description={list.data ? `${rows.length} ${rows.length === 1 ? 'station' : 'stations'}` : undefined} />
        {list.isPending ? (
          <Skeleton className="m-4 h-24" />
        ) : list.isError ? (
          <div className="p-4">
            <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState title="No stations yet" message="Add a station for each check-in point: a self check-in kiosk, a manned desk, or a room's roster." action={<Button onClick={() => setEditing('new')}>Add station</Button>} />
        ) : (
          <ul aria-label="Stations" className="divide-y divide-slate-100 border-t border-slate-100 dark:divide-neutral-800 dark:border-neutral-800">
            {rows.map((s) => (
              <li key={s.id} aria-label={s.name} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
                <span aria-label={`Tag ${s.tag}`} title="Tag: the first character of this station's codes" className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 font-mono text-lg font-bold text-slate-900 dark:bg-neutral-800 dark:text-white">
                  {s.tag}
                </span>
                <span className="min-w-[10rem] flex-1">
                  <span className="block font-medium break-words text-slate-900 dark:text-white">{s.name}</span>
                  <Badge tone={s.mode === 'self' ? 'blue' : s.mode === 'manned' ? 'brand' : 'neutral'}>{modeLabel(s.mode)}</Badge>
                </span>
                <span className="flex items-center gap-1">
                  <Link className={openLinkClass} to={stationPath(s.id)} aria-label={`Open station ${s.name}`}>
                    Open station
                  </Link>
                  <Button size="sm" variant="ghost" aria-label={`Edit ${s.name}`} onClick={() => setEditing(s)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`Delete ${s.name}`} className="text-red-600 dark:text-red-400" onClick={() => setDeleting(s)}>
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <CardHeader title="Room board" description={board ? `Today (${board.serviceOn}): children in each room against its capacity and ratio. Updates live at every station.` : 'Children in each room against its capacity and ratio.'} actions={<StreamBadge state={state} />} />
        <div className="p-4 pt-0">{board ? <RoomBoard rooms={board.rooms ?? []} /> : <Skeleton className="h-24" />}</div>
      </Card>
      <RoomAdults rooms={board?.rooms ?? []} />
      <StationDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        danger
        title={`Delete ${deleting?.name ?? ''}?`}
        message="Its check-ins stay in the records; its tag becomes free for a new station."
        confirmLabel="Delete station"
        loading={del.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  )
}

const stationSchema = z.object({
  name: z
    .string()
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, 'Enter a station name')
    .refine((s) => s.length <= 100, 'A station name must be at most 100 characters'),
  mode: z.enum(['self', 'manned', 'roster'], { message: 'Choose self, manned or roster' }),
})

function StationDialog({ editing, onClose }: { editing: Station | 'new' | null; onClose: () => void }) {
  const save = useSaveStation()
  const station = editing && editing !== 'new' ? editing : null
  return (
    <Modal
      open={editing !== null}
      title={station ? `Edit ${station.name}` : 'Add station'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="station-form" loading={save.isPending}>
            {station ? 'Save' : 'Add station'}
          </Button>
        </>
      }
    >
      {editing !== null && (
        <StationForm key={station?.id ?? 'new'} station={station} onSubmit={(b) => save.mutate(station ? { id: station.id, ...b } : b, { onSuccess: onClose })} />
      )}
    </Modal>
  )
}

function StationForm({ station, onSubmit }: { station: Station | null; onSubmit: (b: { name: string; mode: StationMode }) => void }) {
  const form = useZodForm(stationSchema, { defaultValues: { name: station?.name ?? '', mode: station?.mode ?? 'manned' } })
  return (
    <form id="station-form" aria-label={station ? `Edit ${station.name}` : 'Add station'} noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <TextField label="Station name" maxLength={100} placeholder="Welcome desk" error={fieldError(form, 'name')} {...form.register('name')} />
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <RadioGroup<StationMode>
            legend="Mode"
            name="mode"
            value={field.value}
            onChange={field.onChange}
            options={STATION_MODES.map((m) => ({
              value: m.value,
              label: (
                <span>
                  <span className="font-medium">{m.label}</span>
                  <span className="block text-xs text-slate-500 dark:text-neutral-400">{m.hint}</span>
                </span>
              ),
            }))}
            error={fieldError(form, 'mode')}
          />
        )}
      />
    </form>
  )
}
