import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_COLUMNS, columnLabel, columnSortKey, loadColumns, normalizeColumns, saveColumns, toggleColumn } from './columns'

const KEY = 'peopleListingTableColumns'

describe('column chooser persistence (spec §3 peopleListingTableColumns)', () => {
  beforeEach(() => localStorage.clear())

  it('defaults when nothing is stored', () => expect(loadColumns()).toEqual(DEFAULT_COLUMNS))

  it('saves under the spec key and reads it back', () => {
    saveColumns(['fullName', 'email', 'householdName'])
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['fullName', 'email', 'householdName'])
    expect(loadColumns()).toEqual(['fullName', 'email', 'householdName'])
  })

  it('survives junk in storage', () => {
    localStorage.setItem(KEY, '{not json')
    expect(loadColumns()).toEqual(DEFAULT_COLUMNS)
    localStorage.setItem(KEY, JSON.stringify('email'))
    expect(loadColumns()).toEqual(DEFAULT_COLUMNS)
    localStorage.setItem(KEY, JSON.stringify(['nope', 42]))
    expect(loadColumns()).toEqual(DEFAULT_COLUMNS)
  })

  it('drops unknown and duplicate ids and always keeps the name', () => {
    expect(normalizeColumns(['email', 'gone', 'email', 'status'])).toEqual(['fullName', 'email', 'status'])
  })

  it('reads an older {id, visible} format', () => {
    expect(normalizeColumns([{ id: 'email', visible: true }, { id: 'gender', visible: false }, { id: 'fullName' }])).toEqual(['email', 'fullName'])
  })

  it('toggles a column back into catalogue order; the name cannot be hidden', () => {
    const cols = toggleColumn(['fullName', 'status'], 'email')
    expect(cols).toEqual(['fullName', 'email', 'status'])
    expect(toggleColumn(cols, 'email')).toEqual(['fullName', 'status'])
    expect(toggleColumn(cols, 'fullName')).toEqual(cols)
  })
})

describe('custom field columns', () => {
  it('are kept when stored, after the catalogue columns', () => {
    expect(normalizeColumns(['fullName', 'custom:4', 'email', 'custom:x', 'custom:4'])).toEqual(['fullName', 'custom:4', 'email'])
    expect(toggleColumn(['fullName', 'custom:4'], 'email')).toEqual(['fullName', 'email', 'custom:4'])
    expect(toggleColumn(['fullName', 'email'], 'custom:9')).toEqual(['fullName', 'email', 'custom:9'])
    expect(toggleColumn(['fullName', 'custom:9'], 'custom:9')).toEqual(['fullName'])
  })
  it('are named by their field', () => {
    expect(columnLabel('custom:4', [{ id: 4, name: 'T-shirt size' }])).toBe('T-shirt size')
    expect(columnLabel('custom:5', [])).toBe('Custom field')
    expect(columnSortKey('custom:4')).toBeNull()
  })
})
