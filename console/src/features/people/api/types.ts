// Wire types of docs/people-api.md, read from the generated OpenAPI types (src/api). Where the Go
// field is a plain string the console narrows it to the values the server writes (gender,
// status, ...): the document does not list them.
import type { ApiBody, ApiData, ApiItem, Narrow } from '@/api'

export type { Page } from '@/api'

export type Gender = 'male' | 'female' | ''
export type Relationship = 'head' | 'spouse' | 'child' | 'other'
export type MaritalStatus = '' | 'single' | 'married' | 'widowed' | 'divorced' | 'separated'
export type PersonStatus = 'active' | 'inactive'
export type CustomValue = string | number | boolean

/** What the console narrows in a person.Record (Go: plain strings and map[string]any). */
export type PersonNarrowing = {
  gender: Gender
  maritalStatus: MaritalStatus
  relationship: Relationship | ''
  status: PersonStatus
  customFields: Record<string, CustomValue>
}

/** A person as the people calls answer it (person.Record: list, update, merge, photo, status). */
export type Person = Narrow<ApiItem<'/api/people/list'>, PersonNarrowing>

/** A page of /api/people/list. */
export type PeoplePage = Narrow<ApiData<'/api/people/list'>, { items: Person[] }>

export type HouseholdMember = Narrow<ApiData<'/api/people/households/get'>['members'][number], {
  relationship: Relationship
  status: PersonStatus
}>

type Profile = ApiData<'/api/people/get'>

/** /api/people/get (people.Profile): the person with what the profile page shows around them. */
export type PersonDetail = Narrow<Profile, PersonNarrowing & {
  household: Narrow<NonNullable<Profile['household']>, { members: HouseholdMember[] }> | null
}>

/** A person in a picker (person.Summary, as /api/people/search answers it). */
export type PersonSummary = Narrow<ApiItem<'/api/people/search'>, { status: PersonStatus }>

/** Fields of add/update (docs/people-api.md "add"), as the console always sends them. */
export type PersonInput = Required<Omit<ApiBody<'/api/people/update'>, 'id' | 'orgId' | 'adminUserId' | 'userId' | 'ipAddress' | 'customFields' | keyof PersonNarrowing>> & {
  gender: Gender
  maritalStatus: MaritalStatus
  /** Custom field values by field id; null clears one (docs/people-api.md "Custom fields"). */
  customFields?: Record<string, CustomValue | null>
}

export type NamedItem = ApiData<'/api/people/titles/add'>

export type NameListKind = 'membership-types' | 'titles' | 'salutations' | 'positions'
