// Texts the spec fixes (§5, §8). Use them verbatim.
export const MSG = {
  networkError: 'Network Error. Please check your connectivity and try again',
  successTitle: 'Success!',
  errorTitle: 'Error',
  warningTitle: 'Warning',
} as const
