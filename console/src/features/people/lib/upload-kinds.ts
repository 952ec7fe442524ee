// Spec §3 allowed upload kinds. The server checks content too; the console refuses early with a
// clear message so nobody waits for an upload that cannot succeed.
export const IMAGE_EXTENSIONS = ['jpeg', 'png', 'jpg', 'svg'] as const
export const IMPORT_EXTENSIONS = ['csv', 'xlsx'] as const

export const IMAGE_ACCEPT = '.jpeg,.jpg,.png,.svg,image/jpeg,image/png,image/svg+xml'

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024

export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.')
  return i < 0 ? '' : name.slice(i + 1).toLowerCase()
}

/** What the first bytes say the file is (magic numbers); null when unknown. */
export function sniffKind(head: Uint8Array): 'jpeg' | 'png' | 'svg' | 'zip' | 'exe' | 'text' | null {
  const b = head
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'png'
  if (b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) return 'zip'
  if (b.length >= 2 && b[0] === 0x4d && b[1] === 0x5a) return 'exe' // MZ
  if (b.length >= 4 && b[0] === 0x7f && b[1] === 0x45 && b[2] === 0x4c && b[3] === 0x46) return 'exe' // ELF
  const text = new TextDecoder('utf-8', { fatal: false }).decode(b.slice(0, 512)).replace(/^\uFEFF/, '').trimStart()
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return 'svg'
  // Printable text without NULs: CSV.
  if (b.length > 0 && !b.slice(0, 512).includes(0)) return 'text'
  return null
}

async function head(file: Blob, n = 512): Promise<Uint8Array> {
  const slice = file.slice(0, n)
  const buf = typeof slice.arrayBuffer === 'function' ? await slice.arrayBuffer() : await new Response(slice).arrayBuffer()
  return new Uint8Array(buf)
}

/** null when the file may be uploaded as a profile photo, else the message to show. */
export async function checkPhoto(file: File): Promise<string | null> {
  const ext = extensionOf(file.name)
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'Please choose a JPEG, PNG or SVG image.'
  if (file.size > MAX_PHOTO_BYTES) return 'The photo must be 5 MB or smaller.'
  if (file.size === 0) return 'The file is empty.'
  const kind = sniffKind(await head(file))
  const ok = ext === 'svg' ? kind === 'svg' : ext === 'png' ? kind === 'png' : kind === 'jpeg'
  return ok ? null : 'This file is not a valid image. Please choose a JPEG, PNG or SVG image.'
}

/** null when the file may be imported, else the message to show. */
export async function checkImportFile(file: File): Promise<string | null> {
  const ext = extensionOf(file.name)
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext)) return 'Please choose a CSV or Excel (.xlsx) file.'
  if (file.size === 0) return 'The file is empty.'
  if (file.size > MAX_IMPORT_BYTES) return 'The file must be 20 MB or smaller.'
  const kind = sniffKind(await head(file))
  if (ext === 'xlsx' && kind !== 'zip') return 'This file is not a valid Excel workbook.'
  if (ext === 'csv' && kind !== 'text') return 'This file is not a valid CSV file.'
  return null
}
