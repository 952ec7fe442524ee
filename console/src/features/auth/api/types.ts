import type { ApiBody, ApiData } from '@/api'

export type TwoFactorInfo = LoginResult['twoFactorAuthentication']

/** responseData of login, verify-2fa and token-login (docs/api.md). */
export type LoginResult = ApiData<'/api/auth/login'>

export type TokenType = NonNullable<ApiBody<'/api/auth/forgot'>['tokenType']>
