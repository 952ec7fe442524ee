import { describe, expect, it } from 'vitest'
import { serverField } from './server-field'

describe('serverField', () => {
  const fields = ['label', 'currency', 'costs', 'fullSuite', 'position', 'name']
  it('puts a message under the field it names', () => {
    expect(serverField('costs[2]: Prices are amounts like 49 or 49.99', fields)).toEqual({ field: 'costs.2', text: 'Prices are amounts like 49 or 49.99' })
    expect(serverField("fullSuite: A size's prices cannot go down as products are added", fields)).toEqual({ field: 'fullSuite', text: "A size's prices cannot go down as products are added" })
    expect(serverField('label must be 1 to 80 characters', fields)).toEqual({ field: 'label', text: 'label must be 1 to 80 characters' })
  })
  it('leaves other messages to the form', () => {
    expect(serverField('Your operator role cannot do this', fields)).toBeNull()
    expect(serverField('modules: unknown', fields)).toBeNull()
  })
})
