// Forms: react-hook-form with a zod schema as the one source of a form's rules. A form's schema
// agrees with the request body the OpenAPI document gives for its call: declare it with
// `satisfies BodySchema<ApiBody<'/api/…'>>` (or map its output with a typed `toBody`), so a field
// the server renamed or dropped fails `tsc`, not a user.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

/** A zod schema whose parsed output is assignable to the request body `Body`. */
export type BodySchema<Body> = z.ZodType<Body, FieldValues>

/**
 * useForm with the schema's resolver. Fields validate when they lose focus and then on every
 * change (mode onTouched), so an error shows once the person has been in the field, and clears
 * as soon as it is fixed. Values are the schema's input; handleSubmit hands over its output.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), mode: 'onTouched', ...options })
}

/** The message to show under a field (the kit's fields take `error`). */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: FieldPath<T>): string | undefined {
  const e = name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], form.formState.errors)
  return (e as { message?: string } | undefined)?.message
}
