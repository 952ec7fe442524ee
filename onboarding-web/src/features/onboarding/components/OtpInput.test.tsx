import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OtpInput } from './OtpInput'

const boxes = () => screen.getAllByLabelText(/^Digit \d of 6$/) as HTMLInputElement[]

describe('OtpInput', () => {
  it('is six masked numeric boxes and completes on the sixth digit', () => {
    const done = vi.fn()
    render(<OtpInput label="Pls enter the otp sent to your number" onComplete={done} />)
    expect(boxes()).toHaveLength(6)
    for (const b of boxes()) {
      expect(b).toHaveAttribute('type', 'password')
      expect(b).toHaveAttribute('inputmode', 'numeric')
    }
    '12345'.split('').forEach((d, i) => fireEvent.change(boxes()[i]!, { target: { value: d } }))
    expect(done).not.toHaveBeenCalled()
    fireEvent.change(boxes()[5]!, { target: { value: '6' } })
    expect(done).toHaveBeenCalledWith('123456')
  })

  it('ignores non-digits and spreads a pasted code', () => {
    const done = vi.fn()
    render(<OtpInput label="code" onComplete={done} />)
    fireEvent.change(boxes()[0]!, { target: { value: 'a' } })
    expect(boxes()[0]).toHaveValue('')
    fireEvent.change(boxes()[0]!, { target: { value: '98 76-54' } })
    expect(boxes().map((b) => b.value).join('')).toBe('987654')
    expect(done).toHaveBeenCalledWith('987654')
  })

  it('backspace on an empty box clears the one before', () => {
    render(<OtpInput label="code" onComplete={() => {}} />)
    fireEvent.change(boxes()[0]!, { target: { value: '1' } })
    fireEvent.keyDown(boxes()[1]!, { key: 'Backspace' })
    expect(boxes()[0]).toHaveValue('')
    expect(document.activeElement).toBe(boxes()[0])
  })
})
