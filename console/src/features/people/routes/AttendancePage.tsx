import { useId, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm, type BodySchema } from '@congregate/ui/forms'
import type { ApiBody } from '@/api'
import { Link } from 'react-router-dom'
import { Button, TextField } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, PageHeader, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { Pagination } from '@/components/ui/Pagination'
import { SelectField } from '@/components/ui/Select'
import { TableShell, Td, Th, Tr } from '@/components/ui/Table'
import { useAttendanceCall, useAttendanceList, useAttendanceRecord, useServices, type Service } from '../api/attendance'
import { MEETING_DAYS } from '../api/house-fellowship'
import { PeopleShell } from '../components/PeopleShell'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import { WeekPicker } from '../components/WeekPicker'
import { capitalize as cap, formatCount, formatDate, isoDay } from '../lib/format'
import { personPath } from '../paths'
import { attendanceBody, attendanceSchema, type AttendanceValues, type Present } from '../lib/attendance-form'

const PAGE_SIZE = 10

/** The most recent date (today or earlier) that falls on the service's day. */
export function lastServiceDate(dayOfWeek: string, today = new Date()): string {
  const i = MEETING_DAYS.indexOf(dayOfWeek as (typeof MEETING_DAYS)[number])
  if (i < 0) return isoDay(today)
  const d = new Date(today)
  d.setDate(d.getDate() - ((d.getDay() - i + 7) % 7))
  return isoDay(d)
}

export default function AttendancePage() {
  const services = useServices()
  // Until one is picked, the first service on its last date.
  const [pickedService, setServiceId] = useState<number | null>(null)
  const [pickedDate, setDate] = useState<string | null>(null)
  const first = services.data?.[0]
  const serviceId = pickedService ?? first?.id ?? null
  const service = services.data?.find((s) => s.id === serviceId) ?? null
  const date = pickedDate ?? (pickedService == null && first ? lastServiceDate(first.dayOfWeek) : isoDay(new Date()))
  const [historyPage, setHistoryPage] = useState(1)
  const history = useAttendanceList({ serviceId: serviceId ?? undefined, page: historyPage - 1, pageSize: PAGE_SIZE })
  const [serviceEdit, setServiceEdit] = useState<Service | 'new' | null>(null)
  const [deletingService, setDeletingService] = useState<Service | null>(null)
  const call = useAttendanceCall()

  return (
    <PeopleShell>
      <PageHeader title="Check-in attendance" description="Record who attended each service. Pick the service and the week; the trend appears on the people dashboard." actions={<Button onClick={() => setServiceEdit('new')}>Add service</Button>} />

      <div className="grid grid-cols-[320px_1fr] items-start gap-6 max-[1000px]:grid-cols-1">
        <Card>
          <CardHeader title="Services" />
          {services.isPending ? (
            <div className="flex flex-col gap-2 p-4">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : services.isError ? (
            <div className="p-4">
              <ErrorPanel message={services.error.message} onRetry={() => services.refetch()} />
            </div>
          ) : services.data.length === 0 ? (
            <EmptyState title="No services yet" message="Add your services, for example Sunday First Service at 08:00." action={<Button onClick={() => setServiceEdit('new')}>Add service</Button>} />
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
              {services.data.map((s) => (
                <li key={s.id} className={`flex items-center gap-2 px-3 py-1.5 ${serviceId === s.id ? 'bg-brand/10 dark:bg-brand/25' : ''}`}>
                  <button
                    type="button"
                    aria-pressed={serviceId === s.id}
                    onClick={() => {
                      setServiceId(s.id)
                      setDate(lastServiceDate(s.dayOfWeek))
                      setHistoryPage(1)
                    }}
                    className="min-w-0 flex-1 rounded-lg px-2 py-1.5 text-left"
                  >
                    <span className="block truncate text-sm font-medium">{s.name}</span>
                    <span className="block text-xs text-slate-600 dark:text-neutral-300">{[s.dayOfWeek && `${cap(s.dayOfWeek)}s`, s.startTime].filter(Boolean).join(' at ') || 'No fixed day'}</span>
                  </button>
                  <Button size="sm" variant="ghost" aria-label={`Edit ${s.name}`} onClick={() => setServiceEdit(s)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={`Delete ${s.name}`} className="text-red-600 dark:text-red-400" onClick={() => setDeletingService(s)}>
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <div className="flex min-w-0 flex-col gap-6">
          {service ? (
            <Recorder key={`${service.id}-${date}`} service={service} date={date} onDate={setDate} />
          ) : (
            <Card>
              <EmptyState title="Choose a service" message="Pick a service to record its attendance." />
            </Card>
          )}

          <Card>
            <CardHeader title="Recent attendance" description={service ? service.name : 'All services'} />
            {history.isPending ? (
              <div className="p-4">
                <Skeleton className="h-24" />
              </div>
            ) : history.isError ? (
              <div className="p-4">
                <ErrorPanel message={history.error.message} onRetry={() => history.refetch()} />
              </div>
            ) : history.data.items.length === 0 ? (
              <EmptyState title="Nothing recorded yet" />
            ) : (
              <TableShell label="Attendance history">
                <thead>
                  <tr>
                    <Th>Date</Th>
                    <Th>Service</Th>
                    <Th className="text-right">Members</Th>
                    <Th className="text-right">Guests</Th>
                    <Th className="text-right">Total</Th>
                    <Th>
                      <span className="sr-only">Open</span>
                    </Th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.items.map((r) => (
                    <Tr key={`${r.serviceId}-${r.date}`}>
                      <Td className="whitespace-nowrap">{formatDate(r.date)}</Td>
                      <Td>{r.service}</Td>
                      <Td className="text-right tabular-nums">{formatCount(r.present)}</Td>
                      <Td className="text-right tabular-nums">{formatCount(r.guests)}</Td>
                      <Td className="text-right font-semibold tabular-nums">{formatCount(r.total)}</Td>
                      <Td className="text-right">
                        <Button size="sm" variant="ghost" onClick={() => (setServiceId(r.serviceId), setDate(r.date))}>
                          Open
                        </Button>
                      </Td>
                    </Tr>
                  ))}
                </tbody>
              </TableShell>
            )}
            {history.data && history.data.total > PAGE_SIZE && (
              <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
                <Pagination page={historyPage} pageSize={PAGE_SIZE} total={history.data.total} onPage={setHistoryPage} />
              </div>
            )}
          </Card>
        </div>
      </div>

      <ServiceModal service={serviceEdit} onClose={() => setServiceEdit(null)} />
      <ConfirmDialog
        open={!!deletingService}
        title={`Delete “${deletingService?.name ?? ''}”?`}
        message="A service that has attendance records cannot be deleted."
        danger
        confirmLabel="Delete"
        loading={call.isPending}
        onClose={() => setDeletingService(null)}
        onConfirm={() =>
          deletingService &&
          call.mutate(
            { op: 'services/delete', body: { id: deletingService.id } },
            {
              onSuccess: () => {
                if (serviceId === deletingService.id) {
                  setServiceId(null)
                  setDate(null)
                }
                setDeletingService(null)
              },
            },
          )
        }
      />
    </PeopleShell>
  )
}

function Recorder({ service, date, onDate }: { service: Service; date: string; onDate: (d: string) => void }) {
  const record = useAttendanceRecord({ serviceId: service.id, date })
  const recorded = !!record.data && (record.data.people.length > 0 || record.data.guests > 0)
  return (
    <Card>
      <CardHeader title={`${service.name} — ${formatDate(date)}`} description={recorded ? 'Recorded — change the list and save again to correct it.' : 'Not recorded yet.'} />
      {/* Mounted per service and date, and again when the saved record has come: it starts from it. */}
      <RecordForm
        key={`${service.id}:${date}:${record.isPending ? 'loading' : 'ready'}`}
        service={service}
        date={date}
        onDate={onDate}
        loading={record.isPending}
        recorded={recorded}
        saved={{ people: record.data?.people.map((p) => ({ personId: p.id, fullName: p.fullName })) ?? [], guests: String(record.data?.guests ?? 0) }}
      />
    </Card>
  )
}

function RecordForm({ service, date, onDate, loading, recorded, saved }: { service: Service; date: string; onDate: (d: string) => void; loading: boolean; recorded: boolean; saved: AttendanceValues }) {
  const formId = useId()
  const call = useAttendanceCall()
  const today = isoDay(new Date())
  const form = useZodForm(attendanceSchema(date, today), { defaultValues: saved, mode: 'onSubmit' })
  const people = useWatch({ control: form.control, name: 'people' })
  const guests = useWatch({ control: form.control, name: 'guests' })
  const setPeople = (next: Present[]) => form.setValue('people', next)
  const save = form.handleSubmit((v) => call.mutate({ op: 'record', body: attendanceBody(v, service.id, date) }))

  // The form holds the guests field only: Enter in the person search must not save.
  return (
    <div className="flex flex-col gap-4 p-5">
      <WeekPicker value={date} onPick={(w) => onDate(lastServiceDateInWeek(service.dayOfWeek, w.startDate, today))} />
      <div className="grid grid-cols-[200px_140px] gap-3 max-[500px]:grid-cols-2">
        <TextField label="Date" type="date" max={today} value={date} onChange={(e) => e.target.value && onDate(e.target.value)} />
        <form id={formId} noValidate onSubmit={(e) => void save(e)}>
          <TextField label="Guests" type="number" min={0} inputMode="numeric" error={fieldError(form, 'guests')} {...form.register('guests')} />
        </form>
      </div>
      <PersonPicker label="Mark present" excludeIds={people.map((p) => p.personId)} onPick={(p) => setPeople([...form.getValues('people'), { personId: p.id, fullName: p.fullName }])} />
      {loading ? (
        <Skeleton className="h-16" />
      ) : (
        <div>
          <p className="mb-2 text-sm font-medium">
            Present: {people.length} {people.length === 1 ? 'person' : 'people'}
            {Number(guests) > 0 && ` + ${guests} ${Number(guests) === 1 ? 'guest' : 'guests'}`}
          </p>
          {people.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-neutral-400">Search above to mark people present.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Present">
              {people.map((p) => (
                <li key={p.personId} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm dark:bg-neutral-800">
                  <Link to={personPath(p.personId)} className="hover:underline">
                    {p.fullName}
                  </Link>
                  <button type="button" aria-label={`${p.fullName} was not present`} onClick={() => setPeople(form.getValues('people').filter((x) => x.personId !== p.personId))} className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-slate-200 dark:hover:bg-neutral-700">
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {recorded && (
          <Button
            variant="ghost"
            className="text-red-600 dark:text-red-400"
            loading={call.isPending && call.variables?.op === 'delete'}
            onClick={() => call.mutate({ op: 'delete', body: { serviceId: service.id, date } }, { onSuccess: () => form.reset({ people: [], guests: '0' }) })}
          >
            Delete this record
          </Button>
        )}
        <Button type="submit" form={formId} loading={call.isPending && call.variables?.op === 'record'}>
          Save attendance
        </Button>
      </div>
    </div>
  )
}

/** Within a Sunday–Saturday week, the service's day (not after today). */
function lastServiceDateInWeek(dayOfWeek: string, weekStart: string, today: string): string {
  const i = Math.max(0, MEETING_DAYS.indexOf(dayOfWeek as (typeof MEETING_DAYS)[number]))
  const [y, m, d] = weekStart.split('-').map(Number)
  const day = isoDay(new Date(y!, m! - 1, d! + i))
  return day > today ? today : day
}

const serviceSchema = z.object({ name: z.string().trim().min(1, 'Name is required'), dayOfWeek: z.string(), startTime: z.string() }) satisfies BodySchema<
  ApiBody<'/api/people/attendance/services/add'>
>

function ServiceModal({ service, onClose }: { service: Service | 'new' | null; onClose: () => void }) {
  const call = useAttendanceCall()
  return (
    <Modal
      open={!!service}
      title={service === 'new' ? 'Add service' : 'Edit service'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="service-form" loading={call.isPending}>
            Save
          </Button>
        </>
      }
    >
      {/* Mounted while open: each opening starts from the service (or a new Sunday one). */}
      {service && <ServiceForm key={service === 'new' ? 'new' : service.id} service={service} call={call} onDone={onClose} />}
    </Modal>
  )
}

function ServiceForm({ service, call, onDone }: { service: Service | 'new'; call: ReturnType<typeof useAttendanceCall>; onDone: () => void }) {
  const form = useZodForm(serviceSchema, {
    defaultValues: service === 'new' ? { name: '', dayOfWeek: 'sunday', startTime: '' } : { name: service.name, dayOfWeek: service.dayOfWeek, startTime: service.startTime },
  })
  const submit = form.handleSubmit((body) => call.mutate(service === 'new' ? { op: 'services/add', body } : { op: 'services/update', body: { id: service.id, ...body } }, { onSuccess: onDone }))
  return (
    <form id="service-form" noValidate className="grid grid-cols-2 gap-4 max-[500px]:grid-cols-1" onSubmit={submit}>
      <div className="col-span-2 max-[500px]:col-span-1">
        <TextField label="Service name" placeholder="Sunday First Service" maxLength={100} error={fieldError(form, 'name')} {...form.register('name')} />
      </div>
      <SelectField label="Day" options={MEETING_DAYS.map((d) => ({ value: d, label: cap(d) }))} {...form.register('dayOfWeek')} />
      <TextField label="Start time" type="time" {...form.register('startTime')} />
    </form>
  )
}
