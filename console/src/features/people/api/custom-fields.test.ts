import { describe, expect, it } from 'vitest'
import { customDisplay, customError, customText, customWire, fieldDefinitionErrors, parseOptions, type CustomField } from './custom-fields'

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
  it('uses the server messages', () => {
    expect(fieldDefinitionErrors(' ', 'text', '')).toEqual({ name: 'Field name is required' })
    expect(fieldDefinitionErrors('Team', 'select', '\n')).toEqual({ options: 'A choice list needs at least one option' })
    expect(fieldDefinitionErrors('Team', 'select', 'Red\nred')).toEqual({ options: 'Options must be different' })
    expect(fieldDefinitionErrors('Team', 'select', 'Red\nBlue')).toEqual({})
  })
})
