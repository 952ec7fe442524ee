import { useState, type ReactNode } from 'react'
import { z } from '@congregate/ui/zod'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, TextField } from '@congregate/ui'
import { Card, CardHeader } from '@/components/ui/Card'
import { TextAreaField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'

export const nameSchema = (what: string) =>
  z.object({
    name: z.string().trim().min(1, `Enter a ${what} name`).max(100, 'Keep the name to 100 characters'),
    description: z.string().trim().max(2000, 'Keep the description to 2,000 characters'),
  })

/** A group's or series' name and description (and what the caller adds, e.g. artwork). */
export function NameForm({ what, name, description, busy, onSave, children, extraDirty }: { what: 'group' | 'series'; name: string; description: string; busy: boolean; onSave: (v: { name: string; description: string }) => Promise<unknown>; children?: ReactNode; extraDirty?: boolean }) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useZodForm(nameSchema(what), { defaultValues: { name, description } })
  const submit = form.handleSubmit(async (v) => {
    setRefusal(null)
    try {
      await onSave(v)
    } catch (e) {
      if (e instanceof ApiError) setRefusal(e.message)
    }
  })
  return (
    <Card>
      <CardHeader title={`About this ${what}`} />
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 p-5" aria-label={`Edit the ${what}`}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField label="Name" error={fieldError(form, 'name')} {...form.register('name')} />
          <TextAreaField label="Description" rows={2} error={fieldError(form, 'description')} {...form.register('description')} />
        </div>
        {children}
        {refusal && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {refusal}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={busy} disabled={!form.formState.isDirty && !extraDirty}>
            Save {what}
          </Button>
        </div>
      </form>
    </Card>
  )
}
