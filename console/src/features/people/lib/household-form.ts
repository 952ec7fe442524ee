// Putting a person in a household: a new one (households/add with the person as its first member)
// or an existing one chosen by name (households/add-member). One form, both tabs; the values keep
// what was typed on the other tab, and toBody sends the chosen tab's call.
import { z } from '@congregate/ui/zod'
import type { ApiBody } from '@/api'
import { RELATIONSHIPS } from '../api/households'
import type { Relationship } from '../api/types'

const RELATIONSHIP_VALUES = RELATIONSHIPS.map((r) => r.value) as [Relationship, ...Relationship[]]

export const joinHouseholdSchema = z
  .object({
    mode: z.enum(['new', 'existing']),
    name: z.string().trim(),
    address: z.string().trim(),
    household: z.object({ id: z.number(), name: z.string() }).nullable(),
    relationship: z.enum(RELATIONSHIP_VALUES),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'new' && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Household name is required' })
    if (v.mode === 'existing' && !v.household) ctx.addIssue({ code: 'custom', path: ['household'], message: 'Choose a household' })
  })

export type JoinHouseholdValues = z.input<typeof joinHouseholdSchema>
export type JoinHouseholdMode = JoinHouseholdValues['mode']

export const joinHouseholdDefaults = (person: { lastName: string; address: string }, mode: JoinHouseholdMode): JoinHouseholdValues => ({
  mode,
  name: `${person.lastName} family`,
  address: person.address,
  household: null,
  relationship: 'head',
})

export type JoinHouseholdCall =
  | { op: 'add'; body: ApiBody<'/api/people/households/add'> }
  | { op: 'add-member'; body: ApiBody<'/api/people/households/add-member'> }

/** The call the chosen tab makes (the schema has made sure its field is there). */
export function joinHouseholdBody(v: z.output<typeof joinHouseholdSchema>, personId: number): JoinHouseholdCall {
  if (v.mode === 'existing' && v.household) return { op: 'add-member', body: { householdId: v.household.id, personId, relationship: v.relationship } }
  return { op: 'add', body: { name: v.name, address: v.address, members: [{ personId, relationship: v.relationship }] } }
}
