// The adults in the rooms today: a teacher with a valid background check is signed in to a room
// (the room's ratio counts them) and out again. Without one, a room with a ratio stays closed.
import { useState } from 'react'
import { Button, toast } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { SelectField } from '@/components/ui/Select'
import { useAdultIn, useAdultOut, useAdults, useCheckedTeachers, type Room } from '../api/station'

export function RoomAdults({ rooms }: { rooms: Room[] }) {
  const adults = useAdults()
  const teachers = useCheckedTeachers()
  const adultIn = useAdultIn()
  const adultOut = useAdultOut()
  const [teacher, setTeacher] = useState('')
  const [room, setRoom] = useState('')
  const present = adults.data ?? []
  const inRoom = new Set(present.map((a) => a.personId))
  const roomName = (id: number) => rooms.find((r) => r.classroomId === id)?.name ?? 'A closed room'

  const signIn = () =>
    adultIn.mutate(
      { personId: Number(teacher), classroomId: Number(room) },
      {
        onSuccess: (a) => {
          toast.success(`${a.name} is in ${roomName(a.classroomId)}`)
          setTeacher('')
        },
      },
    )

  return (
    <Card>
      <CardHeader title="Teachers in the rooms" description="Sign teachers in to their room as they arrive: a room with a ratio takes children only while enough adults are in it." />
      <div className="flex flex-col gap-4 p-4 pt-0">
        <form
          className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
          onSubmit={(e) => {
            e.preventDefault()
            signIn()
          }}
        >
          <SelectField
            label="Teacher"
            placeholder={teachers.isPending ? 'Loading…' : 'Choose a teacher'}
            value={teacher}
            onChange={(e) => setTeacher(e.target.value)}
            options={(teachers.data ?? []).map((t) => ({ value: String(t.id), label: t.name, disabled: inRoom.has(t.id) }))}
            hint={teachers.data && teachers.data.length === 0 ? 'No teacher has a valid background check. Add checks on the Teachers page.' : undefined}
          />
          <SelectField label="Room" placeholder="Choose a room" value={room} onChange={(e) => setRoom(e.target.value)} options={rooms.map((r) => ({ value: String(r.classroomId), label: r.name }))} />
          <Button type="submit" disabled={!teacher || !room} loading={adultIn.isPending}>
            Sign in to room
          </Button>
        </form>
        {adults.isPending ? (
          <Skeleton className="h-12" />
        ) : adults.isError ? (
          <ErrorPanel message={adults.error.message} onRetry={() => adults.refetch()} />
        ) : present.length === 0 ? (
          <EmptyState title="No teachers signed in yet" message="Rooms with a ratio stay closed until a teacher is in." />
        ) : (
          <ul aria-label="Teachers in the rooms" className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-neutral-800 dark:border-neutral-800">
            {present.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900 dark:text-white">{a.name}</span>
                  <span className="text-sm text-slate-600 dark:text-neutral-400"> · {roomName(a.classroomId)}</span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Sign ${a.name} out of ${roomName(a.classroomId)}`}
                  loading={adultOut.isPending && adultOut.variables === a.id}
                  onClick={() => adultOut.mutate(a.id, { onSuccess: () => toast.success(`${a.name} left ${roomName(a.classroomId)}`) })}
                >
                  Sign out
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}
