// Wire types of docs/people-api.md, read from the generated OpenAPI types (src/api). The value
// unions (gender, status, relationship, …) come from the Go fields' enum tags.
import type { ApiBody, ApiData, ApiItem, Narrow } from '@/api'

export type { Page } from '@/api'

type Record_ = ApiItem<'/api/people/list'>

export type Gender = Record_['gender']
export type Relationship = ApiData<'/api/people/households/get'>['members'][number]['relationship']
export type MaritalStatus = Record_['maritalStatus']
export type PersonStatus = Record_['status']
export type CustomValue = string | number | boolean

/** customFields is map[string]any in Go (a value per field kind); the console reads each as a CustomValue. */
export type PersonNarrowing = { customFields: Record<string, CustomValue> }

/** A person as the people calls answer it (person.Record: list, update, merge, photo, status). */
export type Person = Narrow<Record_, PersonNarrowing>

/** A page of /api/people/list. */
export type PeoplePage = Narrow<ApiData<'/api/people/list'>, { items: Person[] }>

export type HouseholdMember = ApiData<'/api/people/households/get'>['members'][number]

/** /api/people/get (people.Profile): the person with what the profile page shows around them. */
export type PersonDetail = Narrow<ApiData<'/api/people/get'>, PersonNarrowing>

/** A person in a picker (person.Summary, as /api/people/search answers it). */
export type PersonSummary = ApiItem<'/api/people/search'>

/** Fields of add/update (docs/people-api.md "add"), as the console always sends them. */
export type PersonInput = Required<Omit<ApiBody<'/api/people/update'>, 'id' | 'orgId' | 'adminUserId' | 'userId' | 'ipAddress' | 'customFields' | keyof PersonNarrowing>> & {
  gender: Gender
  maritalStatus: MaritalStatus
  /** Custom field values by field id; null clears one (docs/people-api.md "Custom fields"). */
  customFields?: Record<string, CustomValue | null>
}

export type NamedItem = ApiData<'/api/people/titles/add'>

export type NameListKind = 'membership-types' | 'titles' | 'salutations' | 'positions'
