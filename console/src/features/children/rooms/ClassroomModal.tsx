import { useEffect } from 'react'
import { Controller } from 'react-hook-form'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { useClassroomCall, type Category, type Classroom, type ClassroomBody } from '../api/rooms'
import { GRADE_OPTIONS, splitMonths, toMonths } from './ages'
import { SwitchRow } from './SwitchRow'

const count = (max: number, message: string) => z.string().trim().regex(/^\d*$/, message).refine((s) => s === '' || Number(s) <= max, message)

// The server's rules (docs/children-api.md, classrooms), checked here first with its messages.
export const classroomSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a classroom name').max(100, 'At most 100 characters'),
    categoryId: z.string(),
    minYears: count(20, 'Ages are 0 to 240 months'),
    minMonths: count(240, 'Ages are 0 to 240 months'),
    maxYears: count(20, 'Ages are 0 to 240 months'),
    maxMonths: count(240, 'Ages are 0 to 240 months'),
    minGrade: z.string(),
    maxGrade: z.string(),
    capacity: count(1000, 'Capacity is 0 (no limit) to 1,000'),
    ratio: count(100, 'Ratio is 0 (none) to 100 children per adult'),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const lo = toMonths(v.minYears, v.minMonths)
    const hi = toMonths(v.maxYears, v.maxMonths)
    if ((lo ?? 0) > 240 || (hi ?? 0) > 240) ctx.addIssue({ code: 'custom', path: ['maxMonths'], message: 'Ages are 0 to 240 months' })
    else if (lo != null && hi != null && lo > hi) ctx.addIssue({ code: 'custom', path: ['maxMonths'], message: 'The youngest age must not be above the oldest' })
    if (v.minGrade !== '' && v.maxGrade !== '' && Number(v.minGrade) > Number(v.maxGrade)) ctx.addIssue({ code: 'custom', path: ['maxGrade'], message: 'The lowest grade must not be above the highest' })
  })

export type ClassroomForm = z.input<typeof classroomSchema>

export function formOf(c: Classroom | null, categoryId: number | null): ClassroomForm {
  const lo = splitMonths(c?.minAgeMonths ?? null)
  const hi = splitMonths(c?.maxAgeMonths ?? null)
  const cat = c ? c.categoryId : categoryId
  return {
    name: c?.name ?? '',
    categoryId: cat ? String(cat) : '',
    minYears: lo.years,
    minMonths: lo.months,
    maxYears: hi.years,
    maxMonths: hi.months,
    minGrade: c?.minGrade != null ? String(c.minGrade) : '',
    maxGrade: c?.maxGrade != null ? String(c.maxGrade) : '',
    capacity: String(c?.capacity ?? 0),
    ratio: String(c?.ratio ?? 0),
    active: c?.active ?? true,
  }
}

export function bodyOf(v: ClassroomForm): ClassroomBody {
  const grade = (s: string) => (s === '' ? null : Number(s))
  return {
    name: v.name.trim(),
    categoryId: v.categoryId ? Number(v.categoryId) : null,
    minAgeMonths: toMonths(v.minYears, v.minMonths),
    maxAgeMonths: toMonths(v.maxYears, v.maxMonths),
    minGrade: grade(v.minGrade),
    maxGrade: grade(v.maxGrade),
    capacity: Number(v.capacity || 0),
    ratio: Number(v.ratio || 0),
  }
}

/** Add or edit a classroom: name, category, age and grade ranges, capacity, ratio, active. */
export function ClassroomModal({ open, classroom, categoryId, categories, onClose }: { open: boolean; classroom: Classroom | null; categoryId: number | null; categories: Category[]; onClose: () => void }) {
  const call = useClassroomCall()
  const form = useZodForm(classroomSchema, { defaultValues: formOf(classroom, categoryId) })
  useEffect(() => {
    if (open) form.reset(formOf(classroom, categoryId))
  }, [open, classroom, categoryId, form])

  const submit = form.handleSubmit(async (v) => {
    const body = bodyOf(v)
    try {
      if (classroom) {
        await call.mutateAsync({ op: 'update', body: { ...body, id: classroom.id } })
        if (v.active !== classroom.active) await call.mutateAsync({ op: 'active', body: { id: classroom.id, active: v.active } })
      } else {
        const env = await call.mutateAsync({ op: 'add', body })
        const id = (env as { responseData?: { id?: number } }).responseData?.id
        if (!v.active && id) await call.mutateAsync({ op: 'active', body: { id, active: false } })
      }
      onClose()
    } catch {
      // The error toast says why; the form stays open.
    }
  })
  const err = (n: keyof ClassroomForm) => fieldError(form, n)
  const ageError = err('minYears') ?? err('minMonths') ?? err('maxYears') ?? err('maxMonths')

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={classroom ? `Edit ${classroom.name}` : 'Add classroom'}
      description="Check-in suggests the first active classroom whose age or grade range holds the child."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="classroom-form" loading={call.isPending}>
            {classroom ? 'Save' : 'Add classroom'}
          </Button>
        </>
      }
    >
      <form id="classroom-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1">
          <TextField label="Name" maxLength={100} error={err('name')} {...form.register('name')} />
          <SelectField label="Category" placeholder="No category" options={categories.map((c) => ({ value: String(c.id), label: c.name }))} {...form.register('categoryId')} />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-neutral-200">Age range (years and months; leave blank for any)</legend>
          <div className="grid grid-cols-4 gap-3 max-[600px]:grid-cols-2">
            <TextField label="Youngest: years" inputMode="numeric" {...form.register('minYears')} />
            <TextField label="Youngest: months" inputMode="numeric" {...form.register('minMonths')} />
            <TextField label="Oldest: years" inputMode="numeric" {...form.register('maxYears')} />
            <TextField label="Oldest: months" inputMode="numeric" {...form.register('maxMonths')} />
          </div>
          {ageError && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {ageError}
            </p>
          )}
        </fieldset>
        <div className="grid grid-cols-2 gap-4">
          <SelectField label="Lowest grade" options={GRADE_OPTIONS} {...form.register('minGrade')} />
          <SelectField label="Highest grade" options={GRADE_OPTIONS} error={err('maxGrade')} {...form.register('maxGrade')} />
        </div>
        <div className="grid grid-cols-2 gap-4 max-[600px]:grid-cols-1">
          <TextField label="Capacity" hint="0 = no limit" inputMode="numeric" error={err('capacity')} {...form.register('capacity')} />
          <TextField label="Children per adult" hint="0 = no ratio" inputMode="numeric" error={err('ratio')} {...form.register('ratio')} />
        </div>
        <Controller control={form.control} name="active" render={({ field }) => <SwitchRow label="Active" hint="An inactive classroom keeps its history but is not offered at check-in." checked={field.value} onChange={field.onChange} />} />
      </form>
    </Modal>
  )
}
