import { describe, expect, it } from 'vitest'
import { byColumn, fromColumns } from '@/components/import/mapping'
import { mappingProblems } from './import-draft'

describe('import mapping', () => {
  it('turns the column table into the field mapping and back', () => {
    const m = fromColumns({ When: 'date', Gift: 'amount', Fund: 'fund', Mail: 'email', Other: '' })
    expect(m).toEqual({ date: 'When', amount: 'Gift', fund: 'Fund', email: 'Mail' })
    expect(byColumn(m)).toEqual({ When: 'date', Gift: 'amount', Fund: 'fund', Mail: 'email' })
  })

  it('asks for the required fields and a way to find the giver', () => {
    expect(mappingProblems({ date: 'A', amount: 'B', fund: 'C', email: 'D' })).toEqual([])
    expect(mappingProblems({ date: 'A', amount: 'B', fund: 'C', firstName: 'F', lastName: 'L' })).toEqual([])
    expect(mappingProblems({ amount: 'B', fund: 'C', firstName: 'F' })).toEqual(['Choose the column that holds the date', 'Choose a column that finds the giver: e-mail, phone, envelope id, or first and last name'])
  })
})
