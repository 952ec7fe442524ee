// The add/edit person form: its state, its checks (same wording as the server, spec §5 where the
// spec has one), and the mapping to the add/update bodies of docs/people-api.md.
import { isValidPhoneNumber } from 'react-phone-number-input'
import { customError, customText, customWire, type CustomField } from '../api/custom-fields'
import type { CustomValue, Gender, MaritalStatus, Person, PersonInput } from '../api/types'
import { isoDay } from './format'

export interface PersonFormValues {
  titleId: string
  salutationId: string
  firstName: string
  middleName: string
  lastName: string
  email: string
  /** E.164 from the phone input, or undefined. */
  mobile: string | undefined
  gender: Gender
  birthDate: string
  weddingDate: string
  maritalStatus: MaritalStatus
  membershipTypeId: string
  envelopeId: string
  address: string
  city: string
  state: string
  postalCode: string
  country: string
  occupation: string
  joinDate: string
  /** Custom field values as form text, by field id ('' = not set). */
  custom: Record<string, string>
}

export type PersonFormErrors = Partial<Record<keyof PersonFormValues | 'password' | `custom.${number}`, string>>

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
  }
}

/** First failing message per field; `requireContact` is the add form's nudge (not a server rule). */
export function validatePersonForm(v: PersonFormValues, today = new Date(), fields: CustomField[] = []): PersonFormErrors {
  const e: PersonFormErrors = {}
  const now = isoDay(today)
  if (!v.firstName.trim()) e.firstName = PF.firstName
  else if (v.firstName.trim().length > 100) e.firstName = PF.tooLong
  if (!v.lastName.trim()) e.lastName = PF.lastName
  else if (v.lastName.trim().length > 100) e.lastName = PF.tooLong
  if (v.middleName.trim().length > 100) e.middleName = PF.tooLong
  if (v.email.trim() && !EMAIL.test(v.email.trim())) e.email = PF.email
  if (v.mobile && !isValidPhoneNumber(v.mobile)) e.mobile = PF.mobile
  if (v.birthDate) {
    if (!realDay(v.birthDate)) e.birthDate = PF.birthFormat
    else if (v.birthDate > now) e.birthDate = PF.birthFuture
  }
  if (v.weddingDate) {
    if (!realDay(v.weddingDate)) e.weddingDate = 'Wedding date must be a date like 2010-06-30'
    else if (v.weddingDate > now) e.weddingDate = PF.weddingFuture
    else if (v.birthDate && realDay(v.birthDate) && v.weddingDate <= v.birthDate) e.weddingDate = PF.weddingBeforeBirth
  }
  if (v.joinDate) {
    if (!realDay(v.joinDate)) e.joinDate = 'Join date must be a date like 2024-01-07'
    else if (v.joinDate > now) e.joinDate = PF.joinFuture
  }
  if (v.envelopeId.trim() && !/^[A-Za-z0-9-]{1,30}$/.test(v.envelopeId.trim())) e.envelopeId = PF.envelope
  for (const k of ['address', 'city', 'state', 'postalCode', 'country', 'occupation'] as const) {
    if (v[k].trim().length > 100) e[k] = PF.tooLong
  }
  for (const f of fields) {
    const err = customError(f, v.custom[f.id] ?? '')
    if (err) e[`custom.${f.id}`] = err
  }
  return e
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
