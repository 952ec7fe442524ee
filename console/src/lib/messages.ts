// Texts the spec fixes (§5, §6, §8). Use them verbatim. The network error is the UI kit's (both apps show it).
import { NETWORK_ERROR } from '@congregate/ui'

export const MSG = {
  networkError: NETWORK_ERROR,
  sessionTimeout: 'Session Timeout',
  permissionDenied: "You don't have permission to access this page",
  suspended: 'Account is Suspended. Please contact your administrator.',
} as const
