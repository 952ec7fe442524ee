import { describe, expect, it } from 'vitest'
import { customDisplay, customError, customText, customWire, definitionBody, fieldDefinitionSchema, parseOptions, type CustomField, type CustomFieldKind } from './custom-fields'
import { firstErrors } from '../test/errors'

const f = (kind: CustomField['kind'], options: string[] = []): CustomField => ({ id: 3, name: 'Size', kind, options, position: 0 })

describe('custom field values', () => {
  it('turns stored values into form text and back by kind', () => {
    expect(customText(true)).toBe('true')
    expect(customText(2)).toBe('2')
    expect(customText(undefined)).toBe('')
    expect(customWire(f('checkbox'), 'false')).toBe(false)
    expect(customWire(f('number'), ' 2.5 ')).toBe(2.5)
    expect(customWire(f('text'), '  ')).toBeNull()
    expect(customWire(f('select', ['M']), 'M')).toBe('M')
  })
  it('shows checkboxes as Yes/No', () => {
    expect(customDisplay(f('checkbox'), true)).toBe('Yes')
    expect(customDisplay(f('checkbox'), false)).toBe('No')
    expect(customDisplay(f('text'), null)).toBe('')
  })
  it('checks with the server messages', () => {
    expect(customError(f('number'), 'two')).toBe('Size must be a number')
    expect(customError(f('date'), '01/02/2026')).toBe('Size must be a date like 1990-12-31')
    expect(customError(f('select', ['S', 'M']), 'xl')).toBe('Size must be one of its choices')
    expect(customError(f('select', ['S', 'M']), 'm')).toBeNull()
    expect(customError(f('text'), 'a'.repeat(501))).toBe('Size must be at most 500 characters')
    expect(customError(f('number'), '')).toBeNull()
  })
})

describe('field definitions', () => {
  it('reads one option per line', () => expect(parseOptions(' S \n\nM  L\n')).toEqual(['S', 'M L']))
  const errors = (name: string, kind: CustomFieldKind, options: string) => firstErrors(fieldDefinitionSchema, { name, kind, options })
  it('uses the server messages', () => {
    expect(errors(' ', 'text', '')).toEqual({ name: 'Field name is required' })
    expect(errors('x'.repeat(61), 'text', '')).toEqual({ name: 'Field name must be at most 60 characters' })
    expect(errors('Team', 'select', '\n')).toEqual({ options: 'A choice list needs at least one option' })
    expect(errors('Team', 'select', 'Red\nred')).toEqual({ options: 'Options must be different' })
    expect(errors('Team', 'select', 'x'.repeat(61))).toEqual({ options: 'Options must be at most 60 characters each' })
    expect(errors('Team', 'select', 'Red\nBlue')).toEqual({})
    expect(errors('Team', 'text', '')).toEqual({})
  })
  it('sends the folded name, and choices only for a choice list', () => {
    expect(definitionBody(fieldDefinitionSchema.parse({ name: '  T-shirt   size ', kind: 'select', options: 'S\n M \n' }))).toEqual({ name: 'T-shirt size', kind: 'select', options: ['S', 'M'] })
    expect(definitionBody(fieldDefinitionSchema.parse({ name: 'Pledge', kind: 'number', options: 'S' }))).toEqual({ name: 'Pledge', kind: 'number' })
  })
})
