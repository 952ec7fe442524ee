// Texts the spec fixes (§5, §8). Use them verbatim. The toast titles ("Success!", "Error") are the
// UI kit's (TOAST_TITLES in @congregate/ui).
import { NETWORK_ERROR } from '@congregate/ui'

export const MSG = {
  networkError: NETWORK_ERROR,
} as const
