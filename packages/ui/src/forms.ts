// Forms: react-hook-form with a zod schema as the one source of a form's rules. A form's schema
// agrees with the request body the OpenAPI document gives for its call: declare it with
// `satisfies BodySchema<ApiBody<'/api/…'>>` (or map its output with a typed `toBody`), so a field
// the server renamed or dropped fails `tsc`, not a user.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo } from 'react'
import { useForm, type FieldPath, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

/** A zod schema whose parsed output is assignable to the request body `Body`. */
export type BodySchema<Body> = z.ZodType<Body, FieldValues>

type Schema = z.ZodType<FieldValues, FieldValues>

/** A schema, or a loader of one (`() => import('./schemas').then((m) => m.signIn)`). */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>)

/**
 * useForm with the schema's resolver. Fields validate when they lose focus and then on every
 * change (mode onTouched), so an error shows once the person has been in the field, and clears
 * as soon as it is fixed. Values are the schema's input; handleSubmit hands over its output.
 *
 * Given a loader instead of a schema, the form renders with react-hook-form alone and zod (about
 * 30 kB gzip) is fetched once the page has loaded and the browser is idle (or at the first
 * validation, whichever comes first): for routes under
 * the size budget (sign-in), whose schemas module is then imported only as a type.
 */
export function useZodForm<S extends Schema>(
  schema: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // A schema built from data (the church's custom fields) changes when the data arrives: the
  // resolver follows it. A loader is called once.
  const resolver = useMemo(() => (typeof schema === 'function' ? deferred(schema) : zodResolver(schema)), [schema])
  useEffect(() => {
    // Fetch it once the page has loaded and the browser is idle: early enough for the first blur,
    // late enough not to compete with the page's own first paint.
    if (typeof schema === 'function') return whenIdle(() => void schema())
  }, [schema])
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, mode: 'onTouched', ...options })
}

/** Runs fn after the load event, when the browser is idle; the return value cancels it. */
function whenIdle(fn: () => void): () => void {
  let cancelled = false
  const run = () => {
    if (cancelled) return
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => !cancelled && fn())
    else setTimeout(() => !cancelled && fn(), 200)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
  }
}

function deferred<S extends Schema>(load: () => Promise<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  let ready: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined
  return async (values, context, options) => {
    ready ??= load().then((s) => zodResolver(s))
    return (await ready)(values, context, options)
  }
}

/** The message to show under a field (the kit's fields take `error`). */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: FieldPath<T>): string | undefined {
  const e = name.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], form.formState.errors)
  return (e as { message?: string } | undefined)?.message
}
