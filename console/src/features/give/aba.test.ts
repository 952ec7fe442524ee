import { describe, expect, it } from 'vitest'
import { isValidRoutingNumber, routingProblem } from './aba'

describe('isValidRoutingNumber', () => {
  it('accepts real routing numbers', () => {
    for (const n of ['110000000', '021000021', '011401533', '091000019', '322271627']) expect(isValidRoutingNumber(n), n).toBe(true)
  })
  it('accepts spaces and dashes', () => {
    expect(isValidRoutingNumber('021 000 021')).toBe(true)
    expect(isValidRoutingNumber('021-000-021')).toBe(true)
  })
  it('rejects a wrong check digit, the wrong length, letters and zeros', () => {
    for (const n of ['021000022', '110000001', '12345678', '1234567890', '02100002a', '', '000000000']) expect(isValidRoutingNumber(n), n).toBe(false)
  })
})

describe('routingProblem', () => {
  it('waits for nine digits, then checks', () => {
    expect(routingProblem('')).toBeNull()
    expect(routingProblem('0210')).toBeNull()
    expect(routingProblem('021000021')).toBeNull()
    expect(routingProblem('021000022')).toBe('Enter a valid 9-digit routing number')
    expect(routingProblem('02x')).toBe('Enter a valid 9-digit routing number')
    expect(routingProblem('0210000211')).toBe('Enter a valid 9-digit routing number')
  })
})
