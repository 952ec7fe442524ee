// Texts both apps show that the spec fixes (§5, §8). Use them verbatim; a text only one app shows
// stays in that app's lib/messages.ts or validation.
export const NETWORK_ERROR = 'Network Error. Please check your connectivity and try again'

/** Spec §8: the title of a toast in the public look ("Success!" / "Error"). */
export const TOAST_TITLES = {
  success: 'Success!',
  error: 'Error',
  warning: 'Warning',
  info: 'Notice',
} as const
