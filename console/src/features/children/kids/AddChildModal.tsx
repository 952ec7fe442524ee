import { useState } from 'react'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, Checkbox, RadioGroup, TextField } from '@congregate/ui'
import { PersonPicker } from '@/components/person-picker/PersonPicker'
import type { PersonMatch } from '@/components/person-picker/search-people'
import { Modal } from '@/components/ui/Modal'
import { SelectField, TextAreaField } from '@/components/ui/Select'
import { canOpen } from '@/lib/authorization'
import { useCurrentProfile } from '@/lib/current-profile'
import { today } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useAddChild, useAllergyOptions, useClassroomOptions, useFamilies, useUpdateChild, type Child, type Family } from '../api/kids'
import { GRADE_OPTIONS, photoProblem } from './format'

const schema = z
  .object({
    firstName: z.string().trim().min(1, "Enter the child's first name").max(100, 'A name must be at most 100 characters'),
    lastName: z.string().trim().min(1, "Enter the child's last name").max(100, 'A name must be at most 100 characters'),
    birthDate: z.string().refine((s) => s === '' || /^\d{4}-\d{2}-\d{2}$/.test(s), 'Enter the date as YYYY-MM-DD'),
    gender: z.enum(['', 'male', 'female']),
    classroomId: z.string(),
    grade: z.string(),
    allergyNotes: z.string().max(2000, 'Notes must be at most 2,000 characters'),
    medicalNotes: z.string().max(2000, 'Notes must be at most 2,000 characters'),
  })
  .refine((v) => v.birthDate === '' || v.birthDate <= today(), { path: ['birthDate'], message: 'A birth date cannot be in the future' })

type Values = z.output<typeof schema>

/** Add a child to a family (or edit one: `child`): names, birth date, classroom, allergies, notes, photo. */
export function AddChildModal({ open, onClose, child, onSaved }: { open: boolean; onClose: () => void; child?: Child; onSaved?: (c: Child) => void }) {
  const add = useAddChild()
  const update = useUpdateChild()
  const busy = add.isPending || update.isPending
  return (
    <Modal
      open={open}
      size="lg"
      title={child ? `Edit ${child.name}` : 'Add child'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="child-form" loading={busy}>
            {child ? 'Save changes' : 'Add child'}
          </Button>
        </>
      }
    >
      {open && (
        <ChildForm
          child={child}
          onSubmit={(body, photo) => {
            const done = (c: { data: Child }) => (onSaved?.(c.data), onClose())
            if (child) update.mutate({ body: { id: child.id, ...body }, photo }, { onSuccess: done })
            else add.mutate({ body, photo }, { onSuccess: done })
          }}
        />
      )}
    </Modal>
  )
}

type Body = Partial<Omit<Values, 'classroomId' | 'grade'>> & { classroomId: number | null; grade: number | null; allergyTypeIds: number[]; householdId?: number; personId?: number; parentId?: number }

function ChildForm({ child, onSubmit }: { child?: Child; onSubmit: (b: Body, photo: File | null) => void }) {
  const rooms = useClassroomOptions()
  const allergyTypes = useAllergyOptions()
  // A new person in a family, or (with the people key, which searches People) someone already there.
  const canSearchPeople = canOpen(useCurrentProfile().userRolesAndPermissions, 'people')
  const [mode, setMode] = useState<'new' | 'existing'>('new')
  const [existing, setExisting] = useState<PersonMatch | null>(null)
  const [family, setFamily] = useState<Family | null>(null)
  const [familyError, setFamilyError] = useState<string | null>(null)
  const [allergies, setAllergies] = useState<number[]>(child?.allergies.map((a) => a.id) ?? [])
  const [photo, setPhoto] = useState<File | null>(null)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const form = useZodForm(schema, {
    defaultValues: {
      firstName: child?.firstName ?? '',
      lastName: child?.lastName ?? '',
      birthDate: child?.birthDate ?? '',
      gender: (child?.gender ?? '') as Values['gender'],
      classroomId: child?.classroomId ? String(child.classroomId) : '',
      grade: child?.grade !== null && child?.grade !== undefined ? String(child.grade) : '',
      allergyNotes: child?.allergyNotes ?? '',
      medicalNotes: child?.medicalNotes ?? '',
    },
  })
  const submit = (e: React.FormEvent) => {
    if (!child && mode === 'existing') {
      e.preventDefault()
      if (!existing) return setFamilyError('Choose the person')
      if (photoError) return
      const v = form.getValues()
      return onSubmit({ allergyNotes: v.allergyNotes, medicalNotes: v.medicalNotes, personId: existing.id, classroomId: v.classroomId ? Number(v.classroomId) : null, grade: v.grade === '' ? null : Number(v.grade), allergyTypeIds: allergies }, photo)
    }
    return submitNew(e)
  }
  const submitNew = form.handleSubmit((v) => {
    if (!child && !family) return setFamilyError("Choose the child's household or a parent")
    if (photoError) return
    onSubmit({ ...v, classroomId: v.classroomId ? Number(v.classroomId) : null, grade: v.grade === '' ? null : Number(v.grade), allergyTypeIds: allergies, ...(family ? (family.id > 0 ? { householdId: family.id } : { parentId: family.parents[0]?.id }) : {}) }, photo)
  })
  return (
    <form id="child-form" aria-label={child ? `Edit ${child.name}` : 'Add child'} noValidate className="flex flex-col gap-4" onSubmit={submit}>
      {!child && canSearchPeople && (
        <RadioGroup
          name="child-kind"
          legend="The child"
          value={mode}
          onChange={(m) => (setMode(m), setFamilyError(null))}
          options={[
            { value: 'new', label: 'New to the church, in a family' },
            { value: 'existing', label: 'Already in People' },
          ]}
        />
      )}
      {!child && mode === 'existing' && <PersonPicker label="Person" popup="inline" value={existing} error={familyError} onChange={(p) => (setExisting(p), setFamilyError(null))} />}
      {!child && mode === 'new' && (
        <FamilyChooser
          value={family}
          error={familyError}
          onChange={(f) => {
            setFamily(f)
            setFamilyError(null)
            if (f && !form.getValues('lastName')) form.setValue('lastName', f.name.replace(/ household$/i, ''))
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {mode === 'new' && (
          <>
        <TextField label="First name" maxLength={100} error={fieldError(form, 'firstName')} {...form.register('firstName')} />
        <TextField label="Last name" maxLength={100} error={fieldError(form, 'lastName')} {...form.register('lastName')} />
        <TextField label="Birth date" type="date" max={today()} error={fieldError(form, 'birthDate')} {...form.register('birthDate')} />
        <SelectField
          label="Gender"
          options={[
            { value: '', label: 'Not given' },
            { value: 'female', label: 'Female' },
            { value: 'male', label: 'Male' },
          ]}
          {...form.register('gender')}
        />
          </>
        )}
        <SelectField label="Classroom" placeholder="No classroom" options={(rooms.data?.items ?? []).filter((r) => r.active || String(r.id) === form.getValues('classroomId')).map((r) => ({ value: String(r.id), label: r.name }))} {...form.register('classroomId')} />
        <SelectField label="Grade" placeholder="No grade" options={GRADE_OPTIONS} {...form.register('grade')} />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Allergies</legend>
        {(allergyTypes.data?.items ?? []).length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-neutral-400">No allergy types yet.</p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {(allergyTypes.data?.items ?? []).map((a) => (
              <Checkbox key={a.id} checked={allergies.includes(a.id)} onChange={(on) => setAllergies((s) => (on ? [...s, a.id] : s.filter((x) => x !== a.id)))}>
                {a.name}
              </Checkbox>
            ))}
          </div>
        )}
      </fieldset>
      <TextAreaField label="Allergy notes" maxLength={2000} error={fieldError(form, 'allergyNotes')} {...form.register('allergyNotes')} />
      <TextAreaField label="Medical notes" maxLength={2000} error={fieldError(form, 'medicalNotes')} {...form.register('medicalNotes')} />
      <div>
        <label className="text-sm font-medium" htmlFor="child-photo">
          Photo
        </label>
        <input
          id="child-photo"
          type="file"
          accept="image/jpeg,image/png,image/svg+xml"
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm dark:file:bg-neutral-800 dark:file:text-neutral-100"
          aria-describedby="child-photo-hint"
          onChange={(e) => {
            const f = e.target.files?.[0] ?? null
            setPhoto(f)
            setPhotoError(f ? photoProblem(f) : null)
          }}
        />
        <p id="child-photo-hint" className={photoError ? 'mt-1 text-sm text-red-600 dark:text-red-400' : 'mt-1 text-xs text-slate-500 dark:text-neutral-400'}>
          {photoError ?? 'JPEG, PNG or SVG, at most 5 MB.'}
        </p>
      </div>
    </form>
  )
}

/** Finds the child's family by a parent's name or a phone's last digits (children key). */
function FamilyChooser({ value, onChange, error }: { value: Family | null; onChange: (f: Family | null) => void; error: string | null }) {
  const [q, setQ] = useState('')
  const dq = useDebouncedValue(q.trim(), 300)
  const found = useFamilies(dq)
  if (value)
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-neutral-700">
        <div>
          <p className="text-sm font-medium">{value.name}</p>
          <p className="text-xs text-slate-500 dark:text-neutral-400">Parents: {value.parents.map((p) => p.name).join(', ') || '—'}</p>
        </div>
        <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
          Change family
        </Button>
      </div>
    )
  // Families with or without children yet; a person without a household comes alone (id 0): the
  // child is added by that parent, who gets a household.
  const items = dq.length >= 2 ? (found.data?.items ?? []) : []
  return (
    <div>
      <TextField label="Family" type="search" placeholder="A parent's name or the last digits of a phone" value={q} error={error} onChange={(e) => setQ(e.target.value)} />
      {items.length > 0 && (
        <ul className="mt-2 max-h-48 overflow-y-auto rounded-lg border border-slate-200 dark:border-neutral-700" aria-label="Families found">
          {items.map((f) => (
            <li key={f.id > 0 ? f.id : `p${f.parents[0]?.id}`}>
              <button type="button" className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50 dark:hover:bg-neutral-800" onClick={() => onChange(f)}>
                <span className="font-medium">{f.name}</span>
                <span className="block text-xs text-slate-500 dark:text-neutral-400">Parents: {f.parents.map((p) => p.name).join(', ') || '—'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {dq.length >= 2 && found.data && items.length === 0 && <p className="mt-2 text-sm text-slate-500 dark:text-neutral-400">No family matches.</p>}
    </div>
  )
}
