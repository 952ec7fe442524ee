import { act, fireEvent, render, screen } from '@testing-library/react'
import { LookProvider } from './look'
import { TOAST_AUTO_CLOSE_MS, toast } from './toast'
import { Toaster } from './Toaster'

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    act(() => {
      vi.runAllTimers()
    })
    vi.useRealTimers()
  })

  it('shows a success as a status and an error or warning as an alert', () => {
    render(<Toaster />)
    act(() => {
      toast.success('Saved one')
      toast.error('Broke one', 'Code 99')
      toast.warning('Careful one')
    })
    expect(screen.getByRole('status')).toHaveTextContent('Saved one')
    const alerts = screen.getAllByRole('alert')
    expect(alerts.map((a) => a.textContent)).toEqual([expect.stringContaining('Code 99'), expect.stringContaining('Careful one')])
  })

  it('titles toasts "Success!" and "Error" in the public look (spec §8)', () => {
    render(
      <LookProvider look="public">
        <Toaster />
      </LookProvider>,
    )
    act(() => {
      toast.success('Saved two')
      toast.error('Broke two')
    })
    expect(screen.getByRole('status')).toHaveTextContent(/^✓Success!Saved two×$/)
    expect(screen.getByRole('alert')).toHaveTextContent(/^!ErrorBroke two×$/)
  })

  it('closes after 5 s, or on its button; the same toast twice at once shows once', () => {
    render(<Toaster />)
    act(() => {
      toast.info('Hello three')
      toast.info('Hello three')
    })
    expect(screen.getAllByRole('status')).toHaveLength(1)
    act(() => {
      vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS)
    })
    expect(screen.queryByRole('status')).toBeNull()
    act(() => {
      toast.success('Bye four')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
