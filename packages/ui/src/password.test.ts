import { PASSWORD_MESSAGES as M, passwordProblem } from './password'

describe('passwordProblem', () => {
  it('names the first rule broken, in the spec order', () => {
    expect(passwordProblem('Ab1@')).toBe(M.pwMin)
    expect(passwordProblem('Ab1@'.repeat(9))).toBe(M.pwMax)
    expect(passwordProblem('Abcdefg1')).toBe(M.pwSpecial)
    expect(passwordProblem('Abcdefg@')).toBe(M.pwNumber)
    expect(passwordProblem('abcdef1@')).toBe(M.pwUpper)
    expect(passwordProblem('ABCDEF1@')).toBe(M.pwLower)
    expect(passwordProblem('Abcdef1@')).toBeNull()
  })
})
