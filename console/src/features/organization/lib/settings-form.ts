// A settings card's form: the schema's form over the saved values, Save sending only the fields
// that changed, Discard going back to the saved values. The card remounts (keyed by the saved
// values) when the server answers new ones.
import type { DefaultValues, FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { useZodForm } from '@congregate/ui/forms'
import { changedFields } from './validation'

export function useSettingsForm<T extends FieldValues>(schema: z.ZodType<T, T>, saved: T, save: (changes: Partial<T>) => void) {
  const form = useZodForm(schema, { defaultValues: saved as DefaultValues<T> })
  const submit = form.handleSubmit((values) => save(changedFields(saved, values)))
  return {
    form,
    card: {
      dirty: form.formState.isDirty,
      onSubmit: () => void submit(),
      onDiscard: () => form.reset(),
    },
  }
}
