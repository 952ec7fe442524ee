// Custom fields of people (docs/people-api.md "Custom fields"): definitions and the helpers that
// turn values into form text and back.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from '@congregate/ui/zod'
import type { ApiBody, ApiData, OpCall } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { CustomValue } from './types'

export type CustomField = ApiData<'/api/people/custom-fields/add'>

export type CustomFieldKind = CustomField['kind']

export const CUSTOM_FIELD_KINDS: { value: CustomFieldKind; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'date', label: 'Date' },
  { value: 'select', label: 'Choice list' },
  { value: 'checkbox', label: 'Yes / no' },
]

export const kindLabel = (k: CustomFieldKind) => CUSTOM_FIELD_KINDS.find((x) => x.value === k)?.label ?? k

export function useCustomFields() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: peopleKeys.customFields(orgId),
    queryFn: async () => (await api.post<{ items: CustomField[] }>('/api/people/custom-fields/list', {})).responseData.items,
    staleTime: 60_000,
  })
}

type Call = OpCall<'/api/people/custom-fields', 'add' | 'update' | 'delete' | 'reorder'>

export function useCustomFieldCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (c: Call) => api.post<unknown>(`/api/people/custom-fields/${c.op}`, c.body),
    onSuccess: (env) => {
      toast.success(env.responseMessage)
      qc.invalidateQueries({ queryKey: peopleKeys.customFields(orgId) })
      // Values may have gone with a field or an option.
      qc.invalidateQueries({ queryKey: peopleKeys.persons(orgId) })
      qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
    },
  })
}

/** A stored value as form text ('' when unset; checkboxes 'true'/'false'). */
export function customText(v: CustomValue | null | undefined): string {
  if (v == null) return ''
  return typeof v === 'boolean' ? (v ? 'true' : 'false') : String(v)
}

/** A stored value as people read it. */
export function customDisplay(f: CustomField, v: CustomValue | null | undefined): string {
  if (v == null || v === '') return ''
  if (f.kind === 'checkbox') return v === true ? 'Yes' : 'No'
  if (f.kind === 'date' && typeof v === 'string') {
    const d = new Date(`${v}T00:00:00`)
    return Number.isNaN(d.getTime()) ? v : d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })
  }
  return String(v)
}

/** Form text back to the wire value; '' is null (clear). */
export function customWire(f: CustomField, text: string): CustomValue | null {
  const t = text.trim()
  if (!t) return null
  if (f.kind === 'checkbox') return t === 'true'
  if (f.kind === 'number') return Number(t)
  return t
}

/** The server's value checks and messages. */
export function customError(f: CustomField, text: string): string | null {
  const t = text.trim()
  if (!t) return null
  switch (f.kind) {
    case 'number':
      return Number.isFinite(Number(t)) ? null : `${f.name} must be a number`
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(t) && !Number.isNaN(new Date(`${t}T00:00:00`).getTime()) ? null : `${f.name} must be a date like 1990-12-31`
    case 'select':
      return f.options.some((o) => o.toLowerCase() === t.toLowerCase()) ? null : `${f.name} must be one of its choices`
    case 'text':
      return [...t].length > 500 ? `${f.name} must be at most 500 characters` : null
    default:
      return null
  }
}

const fold = (s: string) => s.trim().replace(/\s+/g, ' ')

function optionsError(opts: string[]): string | null {
  if (!opts.length) return 'A choice list needs at least one option'
  if (opts.some((o) => [...o].length > 60)) return 'Options must be at most 60 characters each'
  if (new Set(opts.map((o) => o.toLowerCase())).size !== opts.length) return 'Options must be different'
  if (opts.length > 50) return 'A choice list holds at most 50 options'
  return null
}

/** The definition form (server messages): the choices as typed, one per line (definitionBody). */
export const fieldDefinitionSchema = z
  .object({
    name: z
      .string()
      .overwrite(fold)
      .refine((n) => !!n, { message: 'Field name is required', abort: true })
      .refine((n) => [...n].length <= 60, 'Field name must be at most 60 characters'),
    kind: z.enum(['text', 'number', 'date', 'select', 'checkbox']) satisfies z.ZodType<CustomFieldKind>,
    options: z.string(),
  })
  .superRefine((v, ctx) => {
    const err = v.kind === 'select' ? optionsError(parseOptions(v.options)) : null
    if (err) ctx.addIssue({ code: 'custom', path: ['options'], message: err })
  })

export type FieldDefinitionValues = z.input<typeof fieldDefinitionSchema>

/** The add body; update sends the same without the kind (which cannot change). */
export function definitionBody(v: z.output<typeof fieldDefinitionSchema>): { name: string; kind: CustomFieldKind; options?: string[] } {
  return { name: v.name, kind: v.kind, ...(v.kind === 'select' ? { options: parseOptions(v.options) } : {}) } satisfies ApiBody<'/api/people/custom-fields/add'>
}

/** One option per line; blank lines dropped, spaces folded. */
export function parseOptions(text: string): string[] {
  return text
    .split('\n')
    .map((o) => o.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
}
