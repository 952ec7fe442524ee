import { describe, expect, it } from 'vitest'
import { DEFAULT_EXPORT_COLUMNS, exportColumnLabel, exportColumnsSchema, parseExportColumns, toggleExportColumn } from './export-columns'
import { firstErrors } from '../test/errors'

describe('export columns from the URL', () => {
  it('keeps known ids in catalogue order', () => expect(parseExportColumns('email,fullName,nope')).toEqual(['fullName', 'email']))
  it('falls back to the default set', () => {
    expect(parseExportColumns(null)).toEqual(DEFAULT_EXPORT_COLUMNS)
    expect(parseExportColumns('password')).toEqual(DEFAULT_EXPORT_COLUMNS)
  })
})

describe('custom field columns', () => {
  it('keeps custom:<id> columns after the catalogue ones, once each', () => {
    expect(parseExportColumns('custom:7,email,custom:3,custom:7,custom:x,fullName')).toEqual(['fullName', 'email', 'custom:7', 'custom:3'])
  })
  it('toggles without losing the order', () => {
    expect(toggleExportColumn(['fullName', 'custom:3'], 'email')).toEqual(['fullName', 'email', 'custom:3'])
    expect(toggleExportColumn(['fullName', 'custom:3'], 'custom:3')).toEqual(['fullName'])
  })
  it('names a custom column by its field', () => {
    expect(exportColumnLabel('custom:3', [{ id: 3, name: 'T-shirt size' }])).toBe('T-shirt size')
    expect(exportColumnLabel('email')).toBe('Email')
  })
})

describe('exportColumnsSchema (export page 1 form)', () => {
  it('asks for at least one detail, and passes the chosen ones through', () => {
    expect(firstErrors(exportColumnsSchema, { columns: [] })).toEqual({ columns: 'Choose at least one detail to export' })
    expect(exportColumnsSchema.parse({ columns: ['fullName', 'custom:12'] })).toEqual({ columns: ['fullName', 'custom:12'] })
  })
})
