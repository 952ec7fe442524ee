import { describe, expect, it } from 'vitest'
import { DEFAULT_EXPORT_COLUMNS, parseExportColumns } from './export-columns'

describe('export columns from the URL', () => {
  it('keeps known ids in catalogue order', () => expect(parseExportColumns('email,fullName,nope')).toEqual(['fullName', 'email']))
  it('falls back to the default set', () => {
    expect(parseExportColumns(null)).toEqual(DEFAULT_EXPORT_COLUMNS)
    expect(parseExportColumns('password')).toEqual(DEFAULT_EXPORT_COLUMNS)
  })
})
