import { render, screen } from '@testing-library/react'
import { Button } from './Button'
import { LookProvider } from './look'

describe('Button', () => {
  it('is a non-submitting primary md button by default', () => {
    render(<Button>Save</Button>)
    const b = screen.getByRole('button', { name: 'Save' })
    expect(b).toHaveAttribute('type', 'button')
    expect(b).toHaveClass('bg-brand', 'h-10')
  })

  it('has danger, small and large variants', () => {
    render(
      <>
        <Button variant="danger">Delete</Button>
        <Button size="sm">Row</Button>
        <Button size="lg">Continue</Button>
        <Button variant="link">More</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('bg-red-600')
    expect(screen.getByRole('button', { name: 'Row' })).toHaveClass('h-8')
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveClass('h-12')
    expect(screen.getByRole('button', { name: 'More' })).not.toHaveClass('h-10')
  })

  it('is busy and disabled while loading', () => {
    render(<Button loading>Save</Button>)
    const b = screen.getByRole('button', { name: 'Save' })
    expect(b).toBeDisabled()
    expect(b).toHaveAttribute('aria-busy', 'true')
  })

  it('greys a disabled primary in the public look, fades it in the app look', () => {
    render(
      <>
        <Button disabled>App</Button>
        <LookProvider look="public">
          <Button disabled>Public</Button>
        </LookProvider>
      </>,
    )
    expect(screen.getByRole('button', { name: 'App' })).toHaveClass('disabled:opacity-50')
    expect(screen.getByRole('button', { name: 'Public' })).toHaveClass('disabled:bg-slate-300', 'whitespace-nowrap')
  })
})
