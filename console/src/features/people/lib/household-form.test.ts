import { firstErrors } from '../test/errors'
import { joinHouseholdBody, joinHouseholdDefaults, joinHouseholdSchema } from './household-form'

const person = { lastName: 'Okafor', address: '1 Church St' }

describe('joinHouseholdSchema', () => {
  it('starts from the person: "<last name> family", their address, as head', () => {
    expect(joinHouseholdDefaults(person, 'new')).toEqual({ mode: 'new', name: 'Okafor family', address: '1 Church St', household: null, relationship: 'head' })
  })

  it("asks for what the chosen tab needs, and only that", () => {
    const v = joinHouseholdDefaults(person, 'new')
    expect(firstErrors(joinHouseholdSchema, { ...v, name: '  ' })).toEqual({ name: 'Household name is required' })
    expect(firstErrors(joinHouseholdSchema, { ...v, mode: 'existing' })).toEqual({ household: 'Choose a household' })
    expect(firstErrors(joinHouseholdSchema, { ...v, mode: 'existing', name: '', household: { id: 3, name: 'Okafor family' } })).toEqual({})
  })

  it('sends households/add with the person as the first member, or add-member', () => {
    const v = joinHouseholdSchema.parse({ ...joinHouseholdDefaults(person, 'new'), name: ' Okafors ', address: ' 2 Hill Rd ', relationship: 'spouse' })
    expect(joinHouseholdBody(v, 9)).toEqual({ op: 'add', body: { name: 'Okafors', address: '2 Hill Rd', members: [{ personId: 9, relationship: 'spouse' }] } })
    const e = joinHouseholdSchema.parse({ ...joinHouseholdDefaults(person, 'existing'), household: { id: 3, name: 'Okafor family' } })
    expect(joinHouseholdBody(e, 9)).toEqual({ op: 'add-member', body: { householdId: 3, personId: 9, relationship: 'head' } })
  })
})
