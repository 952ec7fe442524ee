import { useState } from 'react'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MatchColumnsCard, takenFields, type ColumnChoice } from './MatchColumns'

const FIELDS = [
  { name: 'date', label: 'Date', required: true },
  { name: 'amount', label: 'Amount', required: true },
  { name: 'note', label: 'Note' },
] as const

function Harness({ onSubmit, problems = [] }: { onSubmit?: () => void; problems?: string[] }) {
  const [value, setValue] = useState<ColumnChoice<(typeof FIELDS)[number]['name']>>({ When: 'date', Gift: '', Memo: '' })
  return (
    <MatchColumnsCard
      description="Tell Congregate what each column holds."
      columns={['When', 'Gift', 'Memo']}
      sample={[['2026-01-04', '25.00', 'For the roof fund, given in memory of a long-time member'], null, ['2026-01-05', '', '']]}
      fields={[...FIELDS]}
      value={value}
      onChange={setValue}
      problems={problems}
      onSubmit={(e) => (e.preventDefault(), onSubmit?.())}
    />
  )
}

describe('takenFields', () => {
  it('marks the fields other columns hold', () => {
    expect([...takenFields({ A: 'firstName', B: 'email', C: '' }, 'B')]).toEqual(['firstName'])
  })
})

describe('MatchColumnsCard', () => {
  it('lists each column with a few shortened values and offers a field once', () => {
    render(<Harness />)
    const table = screen.getByRole('region', { name: 'Column matching' })
    const when = within(table).getByRole('row', { name: /When/ })
    expect(when).toHaveTextContent('2026-01-04 · 2026-01-05')
    expect(within(table).getByRole('row', { name: /Gift/ })).toHaveTextContent('25.00')
    expect(within(table).getByRole('row', { name: /Memo/ })).toHaveTextContent('For the roof fund, given in…')

    const gift = screen.getByRole('combobox', { name: 'Field for column Gift' })
    expect(within(gift).getByRole('option', { name: 'Date *' })).toBeDisabled()
    expect(within(gift).getByRole('option', { name: 'Amount *' })).toBeEnabled()
    fireEvent.change(gift, { target: { value: 'amount' } })
    expect(gift).toHaveValue('amount')
    // The field is taken now: the other columns cannot choose it, the one holding it still can.
    expect(within(screen.getByRole('combobox', { name: 'Field for column Memo' })).getByRole('option', { name: 'Amount *' })).toBeDisabled()
    expect(within(gift).getByRole('option', { name: 'Amount *' })).toBeEnabled()
  })

  it('sends the form from “Check the file” and says what stops it', () => {
    const submit = vi.fn()
    const { rerender } = render(<Harness onSubmit={submit} />)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }))
    expect(submit).toHaveBeenCalledOnce()
    rerender(<Harness onSubmit={submit} problems={['Choose the column that holds the amount']} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the column that holds the amount')
  })
})
