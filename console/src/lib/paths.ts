/** Public (signed-out) paths of spec §2. */
export const PUBLIC_PATHS = {
  signIn: '/',
  signUp: '/session/signup',
  forgotPassword: '/session/forgot-password',
  resetPassword: '/reset_password',
  resetPin: '/reset_pin',
  tokenLogin: '/cpauth_admin',
  /** The church's public giving page (issue 14): no sign-in, signed in or not. */
  give: '/give',
} as const
