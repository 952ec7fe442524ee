// Spec §3 image kinds for logos: jpeg, jpg, png, svg; at most 2 MB (docs/organization-api.md). The
// API checks the content too; this catches the common mistakes before an upload.

export const LOGO_MAX_BYTES = 2 * 1024 * 1024
export const LOGO_ACCEPT = '.jpeg,.jpg,.png,.svg,image/jpeg,image/png,image/svg+xml'

const KINDS: Record<string, string[]> = {
  jpeg: ['image/jpeg'],
  jpg: ['image/jpeg'],
  png: ['image/png'],
  svg: ['image/svg+xml'],
}

export const MSG_LOGO_KIND = 'Only JPEG, PNG or SVG images are allowed'
export const MSG_LOGO_SIZE = 'The logo must be at most 2 MB'

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.')
  return i < 0 ? '' : name.slice(i + 1).toLowerCase()
}

/** The problem with a chosen file, in the API's words, or null. A browser may give no MIME type. */
export function logoFileError(file: { name: string; type: string; size: number }): string | null {
  const allowed = KINDS[extensionOf(file.name)]
  if (!allowed) return MSG_LOGO_KIND
  if (file.type && !allowed.includes(file.type)) return MSG_LOGO_KIND
  if (file.size <= 0) return 'The file is empty'
  if (file.size > LOGO_MAX_BYTES) return MSG_LOGO_SIZE
  return null
}
