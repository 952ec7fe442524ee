export interface TwoFactorInfo {
  isRequired: 'true' | 'false' | string
  messageHeader?: string
  messageBody?: string
  messageFooter?: string
}

/** responseData of login, verify-2fa and token-login (docs/api.md). */
export interface LoginResult {
  userId: number
  jwtToken: string
  twoFactorAuthentication: TwoFactorInfo
}

export type TokenType = 'password' | 'pin'
