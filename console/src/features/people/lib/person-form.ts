// The add/edit person form: its values, its schema (same wording as the server, spec §5 where the
// spec has one), and the mapping to the add/update bodies of docs/people-api.md.
import { isValidPhoneNumber } from 'react-phone-number-input'
import { z } from '@congregate/ui/zod'
import { customError, customText, customWire, type CustomField } from '../api/custom-fields'
import type { AddPersonInput } from '../api/add-person'
import type { CustomValue, Gender, MaritalStatus, Person, PersonInput } from '../api/types'
import { isoDay } from './format'

/** The form's values: strings as typed (ids and dates '' when unset), the mobile in E.164 from the
 * phone input, custom field values as form text by field id ('' = not set). */
export type PersonFormValues = z.input<z.ZodObject<ReturnType<typeof personShape>>>

export const EMPTY_PERSON_FORM: PersonFormValues = {
  titleId: '',
  salutationId: '',
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  mobile: undefined,
  gender: '',
  birthDate: '',
  weddingDate: '',
  maritalStatus: '',
  membershipTypeId: '',
  envelopeId: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  occupation: '',
  joinDate: '',
  custom: {},
  createLogin: false,
}

export const PF = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'email is not valid',
  mobile: 'Number is not valid',
  birthFormat: 'Birth date must be a date like 1990-12-31',
  birthFuture: 'Birth date cannot be in the future',
  weddingFuture: 'Wedding date cannot be in the future',
  weddingBeforeBirth: 'Wedding date must be after the birth date',
  joinFuture: 'Join date cannot be in the future',
  tooLong: 'Maximum 100 characters',
  envelope: 'Use letters, digits and - only (up to 30)',
  contact: 'Add an e-mail address or a mobile number so this person can be reached',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

function realDay(s: string): boolean {
  if (!DAY.test(s)) return false
  const [y, m, d] = s.split('-').map(Number)
  const dt = new Date(y!, m! - 1, d!)
  return dt.getFullYear() === y && dt.getMonth() === m! - 1 && dt.getDate() === d
}

export function personFromApi(p: Person): PersonFormValues {
  return {
    titleId: p.titleId ? String(p.titleId) : '',
    salutationId: p.salutationId ? String(p.salutationId) : '',
    firstName: p.firstName ?? '',
    middleName: p.middleName ?? '',
    lastName: p.lastName ?? '',
    email: p.email ?? '',
    mobile: p.mobile || undefined,
    gender: p.gender ?? '',
    birthDate: p.birthDate ?? '',
    weddingDate: p.weddingDate ?? '',
    maritalStatus: p.maritalStatus ?? '',
    membershipTypeId: p.membershipTypeId ? String(p.membershipTypeId) : '',
    envelopeId: p.envelopeId ?? '',
    address: p.address ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    postalCode: p.postalCode ?? '',
    country: p.country ?? '',
    occupation: p.occupation ?? '',
    joinDate: p.joinDate ?? '',
    custom: Object.fromEntries(Object.entries(p.customFields ?? {}).map(([k, v]) => [k, customText(v)])),
    createLogin: false,
  }
}

const dayField = (format: string, future: string, today: string) =>
  z
    .string()
    .refine((s) => !s || realDay(s), { message: format, abort: true })
    .refine((s) => !s || s <= today, future)

const name = (required: string) =>
  z
    .string()
    .refine((s) => !!s.trim(), { message: required, abort: true })
    .refine((s) => s.trim().length <= 100, PF.tooLong)
const upTo100 = z.string().refine((s) => s.trim().length <= 100, PF.tooLong)

/** The person fields' rules (same wording as the server, spec §5 where the spec has one). */
function personShape(today: string) {
  return {
    titleId: z.string(),
    salutationId: z.string(),
    firstName: name(PF.firstName),
    middleName: upTo100,
    lastName: name(PF.lastName),
    email: z.string().refine((s) => !s.trim() || EMAIL.test(s.trim()), PF.email),
    mobile: z
      .string()
      .optional()
      .refine((s) => !s || isValidPhoneNumber(s), PF.mobile),
    gender: z.enum(['', 'male', 'female']) satisfies z.ZodType<Gender>,
    birthDate: dayField(PF.birthFormat, PF.birthFuture, today),
    weddingDate: dayField('Wedding date must be a date like 2010-06-30', PF.weddingFuture, today),
    maritalStatus: z.enum(['', 'single', 'married', 'widowed', 'divorced', 'separated']) satisfies z.ZodType<MaritalStatus>,
    membershipTypeId: z.string(),
    envelopeId: z.string().refine((s) => !s.trim() || /^[A-Za-z0-9-]{1,30}$/.test(s.trim()), PF.envelope),
    address: upTo100,
    city: upTo100,
    state: upTo100,
    postalCode: upTo100,
    country: upTo100,
    occupation: upTo100,
    joinDate: dayField('Join date must be a date like 2024-01-07', PF.joinFuture, today),
    custom: z.record(z.string(), z.string().optional()),
    /** Add only: give them a member app login (edit leaves logins to the profile page). */
    createLogin: z.boolean(),
  }
}

/** The rule across fields: the wedding after the birth. */
function crossChecks(today: string) {
  return (v: PersonFormValues, ctx: z.RefinementCtx) => {
    const { birthDate: b, weddingDate: w } = v
    if (w && realDay(w) && w <= today && b && realDay(b) && w <= b) ctx.addIssue({ code: 'custom', path: ['weddingDate'], message: PF.weddingBeforeBirth })
  }
}

/**
 * The church's own fields, each checked as a field of its own (an object-level refinement would
 * not run while another field, say the e-mail, is wrong, and the person would fix one at a time).
 */
function customShape(fields: CustomField[]) {
  const one = (f: CustomField) =>
    z
      .string()
      .optional()
      .superRefine((t, ctx) => {
        const err = customError(f, t ?? '')
        if (err) ctx.addIssue({ code: 'custom', message: err })
      })
  return z.object(Object.fromEntries(fields.map((f) => [String(f.id), one(f)]))).catchall(z.string().optional())
}

/** The add and edit forms' schema; the values map to the add body with toAddBody and to the
 * update body with changedFields. */
export function personFormSchema(fields: CustomField[] = [], now = new Date()) {
  const today = isoDay(now)
  return z.object({ ...personShape(today), custom: customShape(fields) }).superRefine(crossChecks(today))
}

const idOrNull = (s: string) => (s ? Number(s) : null)
const dayOrNull = (s: string) => (s ? s : null)

/** The add body's person part. Strings trimmed; empty dates and ids become null; custom fields with a value. */
export function toPersonInput(v: PersonFormValues, fields: CustomField[] = []): PersonInput {
  const custom: Record<string, CustomValue> = {}
  for (const f of fields) {
    const w = customWire(f, v.custom[f.id] ?? '')
    if (w != null) custom[f.id] = w
  }
  return {
    ...(Object.keys(custom).length ? { customFields: custom } : {}),
    titleId: idOrNull(v.titleId),
    salutationId: idOrNull(v.salutationId),
    firstName: v.firstName.trim(),
    middleName: v.middleName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    mobile: v.mobile ?? '',
    gender: v.gender,
    birthDate: dayOrNull(v.birthDate),
    weddingDate: dayOrNull(v.weddingDate),
    maritalStatus: v.maritalStatus,
    membershipTypeId: idOrNull(v.membershipTypeId),
    envelopeId: v.envelopeId.trim(),
    address: v.address.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    postalCode: v.postalCode.trim(),
    country: v.country.trim(),
    occupation: v.occupation.trim(),
    joinDate: dayOrNull(v.joinDate),
    houseFellowshipId: null,
  }
}

/** The add body (people.addRequest): the person, no household, and the login choice. */
export function toAddBody(v: PersonFormValues, fields: CustomField[] = []): AddPersonInput {
  return { ...toPersonInput(v, fields), householdId: null, relationship: 'other', createLogin: v.createLogin, password: '' }
}

/** The update body: only the fields that changed (the server leaves the others alone). */
export function changedFields(before: PersonFormValues, after: PersonFormValues, fields: CustomField[] = []): Partial<PersonInput> {
  const a = toPersonInput(before)
  const b = toPersonInput(after)
  const out: Partial<PersonInput> = {}
  for (const k of Object.keys(b) as (keyof PersonInput)[]) {
    if (k === 'houseFellowshipId' || k === 'customFields') continue
    if (a[k] !== b[k]) (out as Record<string, unknown>)[k] = b[k]
  }
  const custom: Record<string, CustomValue | null> = {}
  for (const f of fields) {
    const was = customWire(f, before.custom[f.id] ?? '')
    const now = customWire(f, after.custom[f.id] ?? '')
    if (was !== now) custom[f.id] = now
  }
  if (Object.keys(custom).length) out.customFields = custom
  return out
}

export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
]

export const MARITAL_OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'married', label: 'Married' },
  { value: 'widowed', label: 'Widowed' },
  { value: 'divorced', label: 'Divorced' },
  { value: 'separated', label: 'Separated' },
]

export function genderLabel(g: string): string {
  return g === 'male' ? 'Male' : g === 'female' ? 'Female' : ''
}

export function maritalLabel(m: string): string {
  return MARITAL_OPTIONS.find((o) => o.value === m)?.label ?? ''
}
