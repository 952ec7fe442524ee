import { useState } from 'react'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, Checkbox, TextField } from '@congregate/ui'
import { Combobox } from '@/components/ui/Combobox'
import { Modal } from '@/components/ui/Modal'
import { ApiError } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useAvailableClassrooms, useTeacherCall, useTeacherSearch, type Teacher, type TeacherCandidate } from '../api/rooms'

const date = z.string().trim().refine((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Enter the date as YYYY-MM-DD')

export const teacherSchema = z
  .object({ backgroundCheckOn: date, backgroundCheckExpiresOn: date, classroomIds: z.array(z.number()) })
  .refine((v) => !(v.backgroundCheckExpiresOn && !v.backgroundCheckOn), { path: ['backgroundCheckOn'], message: 'Enter the date of the check' })
  .refine((v) => !(v.backgroundCheckOn && v.backgroundCheckExpiresOn && v.backgroundCheckExpiresOn < v.backgroundCheckOn), { path: ['backgroundCheckExpiresOn'], message: 'The expiry must not be before the check' })

type TeacherForm = z.input<typeof teacherSchema>

/** Add a teacher (a person found by name) or edit one: the background check and the classrooms. Mounted per opening, so each starts fresh. */
export function TeacherModal({ open, teacher, onClose }: { open: boolean; teacher: Teacher | null; onClose: () => void }) {
  const call = useTeacherCall()
  const [person, setPerson] = useState<TeacherCandidate | null>(null)
  const [personError, setPersonError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [q, setQ] = useState('')
  const search = useTeacherSearch(useDebouncedValue(q))
  const available = useAvailableClassrooms(teacher?.id ?? 0)
  const initial: TeacherForm = { backgroundCheckOn: teacher?.backgroundCheckOn ?? '', backgroundCheckExpiresOn: teacher?.backgroundCheckExpiresOn ?? '', classroomIds: teacher?.classrooms.map((c) => c.id) ?? [] }
  const form = useZodForm(teacherSchema, { defaultValues: initial })

  const rooms = [...(teacher?.classrooms ?? []), ...(available.data ?? [])].filter((r, i, all) => all.findIndex((o) => o.id === r.id) === i)
  const chosen = form.watch('classroomIds')

  const submit = form.handleSubmit(async (v) => {
    const body = { backgroundCheckOn: v.backgroundCheckOn, backgroundCheckExpiresOn: v.backgroundCheckExpiresOn, classroomIds: v.classroomIds }
    if (!teacher && !person) return setPersonError('Choose the person')
    setRefusal(null)
    try {
      if (teacher) await call.mutateAsync({ op: 'edit', body: { ...body, id: teacher.id } })
      else await call.mutateAsync({ op: 'add', body: { ...body, personId: person!.id } })
      onClose()
    } catch (e) {
      // The error toast gives the server's reason (an expired check cannot be assigned); the form stays and says it too.
      if (e instanceof ApiError) setRefusal(e.message)
    }
  })

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={teacher ? `Edit ${teacher.name}` : 'Add teacher'}
      description="A teacher needs a background check on file that has not expired before they can be given a classroom."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="teacher-form" loading={call.isPending}>
            {teacher ? 'Save' : 'Add teacher'}
          </Button>
        </>
      }
    >
      <form id="teacher-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {!teacher &&
          (person ? (
            <div className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-neutral-700">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{person.name}</p>
                <p className="truncate text-xs text-slate-500 dark:text-neutral-400">{[person.email, person.mobile].filter(Boolean).join(' · ')}</p>
              </div>
              <Button size="sm" variant="ghost" onClick={() => setPerson(null)}>
                Change
              </Button>
            </div>
          ) : (
            <Combobox
              label="Person"
              placeholder="Type a name"
              popup="inline"
              inputValue={q}
              onInputValueChange={(t) => (setQ(t), setPersonError(null))}
              items={search.data ?? []}
              itemKey={(p) => p.id}
              renderItem={(p) => (
                <span className="flex flex-col">
                  <span className="font-medium">{p.name}</span>
                  <span className="text-xs text-slate-500 dark:text-neutral-400">{[p.email, p.mobile].filter(Boolean).join(' · ')}</span>
                </span>
              )}
              onSelect={setPerson}
              status={q.trim().length < 2 ? 'idle' : search.isFetching ? 'loading' : search.isError ? 'error' : 'ready'}
              emptyText="No one found (people who are teachers already are left out)"
              error={personError}
            />
          ))}
        {teacher && <p className="font-medium">{teacher.name}</p>}
        <div className="grid grid-cols-2 gap-4 max-[500px]:grid-cols-1">
          <TextField type="date" label="Background check on" error={fieldError(form, 'backgroundCheckOn')} {...form.register('backgroundCheckOn')} />
          <TextField type="date" label="Check expires on" error={fieldError(form, 'backgroundCheckExpiresOn')} {...form.register('backgroundCheckExpiresOn')} />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-neutral-200">Classrooms</legend>
          {rooms.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-neutral-400">{available.isPending ? 'Loading classrooms…' : 'No active classrooms to assign.'}</p>
          ) : (
            <div className="grid grid-cols-2 gap-2 max-[500px]:grid-cols-1">
              {rooms.map((r) => (
                <Checkbox
                  key={r.id}
                  checked={chosen.includes(r.id)}
                  onChange={(on) => form.setValue('classroomIds', on ? [...chosen, r.id] : chosen.filter((id) => id !== r.id), { shouldDirty: true })}
                >
                  {r.name}
                </Checkbox>
              ))}
            </div>
          )}
        </fieldset>
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
            {refusal}
          </p>
        )}
      </form>
    </Modal>
  )
}
