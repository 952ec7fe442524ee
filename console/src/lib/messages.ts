// Texts the spec fixes (§5, §6, §8). Use them verbatim.
export const MSG = {
  networkError: 'Network Error. Please check your connectivity and try again',
  sessionTimeout: 'Session Timeout',
  permissionDenied: "You don't have permission to access this page",
  suspended: 'Account is Suspended. Please contact your administrator.',
} as const
