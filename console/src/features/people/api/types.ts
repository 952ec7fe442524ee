// Wire types of docs/people-api.md.
export type Gender = 'male' | 'female' | ''
export type Relationship = 'head' | 'spouse' | 'child' | 'other'
export type MaritalStatus = '' | 'single' | 'married' | 'widowed' | 'divorced' | 'separated'
export type PersonStatus = 'active' | 'inactive'

export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
  totalPages: number
}

export interface Person {
  id: number
  titleId: number | null
  title: string
  salutationId: number | null
  salutation: string
  firstName: string
  middleName: string
  lastName: string
  fullName: string
  email: string
  mobile: string
  gender: Gender
  birthDate: string | null
  age: number | null
  weddingDate: string | null
  maritalStatus: MaritalStatus
  membershipTypeId: number | null
  membershipType: string
  envelopeId: string
  address: string
  city: string
  state: string
  postalCode: string
  country: string
  occupation: string
  joinDate: string | null
  houseFellowshipId: number | null
  houseFellowship: string
  householdId: number | null
  householdName: string
  relationship: Relationship | ''
  status: PersonStatus
  hasLogin: boolean
  hasPhoto: boolean
  photoUrl: string
  createdAt: string
  updatedAt: string
  customFields: Record<string, CustomValue>
}

export interface HouseholdMember {
  personId: number
  fullName: string
  relationship: Relationship
  status: PersonStatus
  birthDate?: string | null
}

export interface PersonDetail extends Person {
  household: { id: number; name: string; members: HouseholdMember[] } | null
  groups: { id: number; name: string }[]
  serviceUnits: { id: number; name: string; positionId: number | null; position: string }[]
  leadership: { id: number; title: string } | null
  attendance: { last30Days: number; last90Days: number; lastAttended: string | null; total: number }
}

export interface PersonSummary {
  id: number
  fullName: string
  email: string
  mobile: string
  hasPhoto?: boolean
  photoUrl?: string
  status?: PersonStatus
}

/** Fields of add/update (docs/people-api.md "add"). */
export interface PersonInput {
  titleId: number | null
  salutationId: number | null
  firstName: string
  middleName: string
  lastName: string
  email: string
  mobile: string
  gender: Gender
  birthDate: string | null
  weddingDate: string | null
  maritalStatus: MaritalStatus
  membershipTypeId: number | null
  envelopeId: string
  address: string
  city: string
  state: string
  postalCode: string
  country: string
  occupation: string
  joinDate: string | null
  houseFellowshipId: number | null
  /** Custom field values by field id; null clears one (docs/people-api.md "Custom fields"). */
  customFields?: Record<string, CustomValue | null>
}

export type CustomValue = string | number | boolean

export interface NamedItem {
  id: number
  name: string
  position: number
  memberCount: number
}

export type NameListKind = 'membership-types' | 'titles' | 'salutations' | 'positions'
