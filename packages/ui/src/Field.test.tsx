import { fireEvent, render, screen } from '@testing-library/react'
import { LookProvider } from './look'
import { inputClass, inputLook, PasswordField, TextField } from './Field'

describe('TextField', () => {
  it('names its error as the input description, as an alert', () => {
    render(<TextField label="Email" error="email is not valid" />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('email is not valid')
    expect(screen.getByRole('alert')).toHaveTextContent('email is not valid')
  })

  it('names its hint when there is no error', () => {
    render(<TextField label="Website" hint="With or without https://" />)
    const input = screen.getByRole('textbox', { name: 'Website' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription('With or without https://')
  })

  it('marks an optional field', () => {
    render(<TextField label="Website" optional />)
    expect(screen.getByText('(optional)')).toBeInTheDocument()
  })

  it('is 40 px high in the app look and 44 px in the public look', () => {
    const { unmount } = render(<TextField label="Name" />)
    expect(screen.getByRole('textbox')).toHaveClass('h-10')
    unmount()
    render(
      <LookProvider look="public">
        <TextField label="Name" error="This field is required" />
      </LookProvider>,
    )
    expect(screen.getByRole('textbox')).toHaveClass('h-11', 'border-red-500')
  })
})

describe('inputLook', () => {
  it('is the app look by default and red with an error', () => {
    expect(inputLook()).toBe(inputClass)
    expect(inputLook('bad')).toContain('border-red-500')
    expect(inputLook(null, 'public')).toContain('h-11')
    expect(inputLook(null, 'public')).not.toContain('dark:')
  })
})

describe('PasswordField', () => {
  it('shows and hides the password', () => {
    render(<PasswordField label="Password" error="Mininum 8 characters" />)
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAccessibleDescription('Mininum 8 characters')
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true')
  })
})
