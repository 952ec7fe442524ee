import { fireEvent, render, screen } from '@testing-library/react'
import { Checkbox, RadioGroup } from './Choice'
import { LookProvider } from './look'

const options = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
] as const

describe('RadioGroup', () => {
  it('reports the option picked', () => {
    const onChange = vi.fn()
    render(<RadioGroup name="mode" legend="Sign in with" value="email" options={[...options]} onChange={onChange} />)
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked()
    fireEvent.click(screen.getByRole('radio', { name: 'Phone' }))
    expect(onChange).toHaveBeenCalledWith('phone')
    expect(screen.getByRole('group', { name: 'Sign in with' })).toBeInTheDocument()
  })

  it('hides the legend in the app look and shows it, and its error, in the public look', () => {
    const { unmount } = render(<RadioGroup name="m" legend="Mode" value="" options={[...options]} onChange={() => {}} />)
    expect(screen.getByText('Mode')).toHaveClass('sr-only')
    unmount()
    render(
      <LookProvider look="public">
        <RadioGroup name="m" legend="Mode" value="" options={[...options]} onChange={() => {}} error="This field is required" />
      </LookProvider>,
    )
    expect(screen.getByText('Mode')).not.toHaveClass('sr-only')
    expect(screen.getByRole('group', { name: 'Mode' })).toHaveAccessibleDescription('This field is required')
  })
})

describe('Checkbox', () => {
  it('reports ticks and names its error', () => {
    const onChange = vi.fn()
    render(
      <Checkbox checked={false} onChange={onChange} error="This field is required">
        I agree
      </Checkbox>,
    )
    const box = screen.getByRole('checkbox', { name: 'I agree' })
    expect(box).toHaveAccessibleDescription('This field is required')
    fireEvent.click(box)
    expect(onChange).toHaveBeenCalledWith(true)
  })
})
