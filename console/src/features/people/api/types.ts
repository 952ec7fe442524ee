// Wire types of docs/people-api.md, read from the generated OpenAPI types (src/api). Where the Go
// field is a plain string the console narrows it to the values the server writes (gender,
// status, ...): the document does not list them.
import type { ApiBody, ApiData, ApiItem } from '@/api'

export type { Page } from '@/api'

export type Gender = 'male' | 'female' | ''
export type Relationship = 'head' | 'spouse' | 'child' | 'other'
export type MaritalStatus = '' | 'single' | 'married' | 'widowed' | 'divorced' | 'separated'
export type PersonStatus = 'active' | 'inactive'
export type CustomValue = string | number | boolean

type Narrowed = 'gender' | 'maritalStatus' | 'relationship' | 'status' | 'customFields'

/** A person as every people call answers it (the photo calls name its type). */
export type Person = Omit<ApiData<'/api/people/photo'>, Narrowed> & {
  gender: Gender
  maritalStatus: MaritalStatus
  relationship: Relationship | ''
  status: PersonStatus
  customFields: Record<string, CustomValue>
}

export type HouseholdMember = Omit<ApiData<'/api/people/households/get'>['members'][number], 'relationship' | 'status'> & {
  relationship: Relationship
  status: PersonStatus
}

/**
 * /api/people/get: the person with what the profile page shows around them. The document does not
 * describe this answer yet (people.Handler answers it untyped), so its extra parts stay written here.
 */
export interface PersonDetail extends Person {
  household: { id: number; name: string; members: HouseholdMember[] } | null
  groups: { id: number; name: string }[]
  serviceUnits: { id: number; name: string; positionId: number | null; position: string }[]
  leadership: { id: number; title: string } | null
  attendance: { last30Days: number; last90Days: number; lastAttended: string | null; total: number }
}

/** A person in a picker (the leadership search names the type; /api/people/search answers it untyped). */
export type PersonSummary = Omit<ApiItem<'/api/people/leadership/search-user'>, 'status' | 'hasPhoto' | 'photoUrl'> & {
  hasPhoto?: boolean
  photoUrl?: string
  status?: PersonStatus
}

/** Fields of add/update (docs/people-api.md "add"), as the console always sends them. */
export type PersonInput = Required<Omit<ApiBody<'/api/people/update'>, 'id' | 'orgId' | 'adminUserId' | 'userId' | 'ipAddress' | 'customFields' | Narrowed>> & {
  gender: Gender
  maritalStatus: MaritalStatus
  /** Custom field values by field id; null clears one (docs/people-api.md "Custom fields"). */
  customFields?: Record<string, CustomValue | null>
}

export type NamedItem = ApiData<'/api/people/titles/add'>

export type NameListKind = 'membership-types' | 'titles' | 'salutations' | 'positions'
