import { describe, expect, it } from 'vitest'
import { byColumn, fromColumns } from '@/components/import/mapping'
import { mappingProblems } from './import-draft'

describe('children import mapping', () => {
  it('asks for the names and a way to find the parent', () => {
    expect(mappingProblems({})).toEqual([
      'Choose the column that holds the first name',
      'Choose the column that holds the last name',
      'Choose a column that finds the parent: e-mail or mobile',
    ])
    expect(mappingProblems({ firstName: 'First', lastName: 'Last', parentMobile: 'Phone' })).toEqual([])
  })
  it('turns column choices into a mapping and back', () => {
    const m = { firstName: 'First', classroom: 'Room' }
    expect(fromColumns(byColumn(m))).toEqual(m)
  })
})
