import { useMutation, useQuery } from '@tanstack/react-query'
import { getFile, saveBlob } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { orgKeys } from '@/lib/query-keys'

export type QrFormat = 'png' | 'svg'

export interface QrRequest {
  target: string
  /** Only for target "custom". */
  url?: string
  format: QrFormat
  /** PNG pixels, 128–2048. */
  size?: number
}

export function qrDownloadPath(r: QrRequest): string {
  const p = new URLSearchParams({ target: r.target, format: r.format })
  if (r.target === 'custom' && r.url) p.set('url', r.url)
  if (r.format === 'png' && r.size) p.set('size', String(r.size))
  return `/api/organization/qrcodes/download?${p}`
}

/** GET /api/organization/qrcodes/download — fetched with the bearer header, saved as a file. */
export async function downloadQrCode(r: QrRequest, shortName: string) {
  const file = await getFile(qrDownloadPath(r), `${shortName}-${r.target}-qr.${r.format}`)
  saveBlob(file.blob, file.filename)
  return file
}

export function useDownloadQrCode() {
  const { shortName } = useOrg()
  return useMutation({ mutationFn: (r: QrRequest) => downloadQrCode(r, shortName) })
}

/** The QR code as an object URL for an <img> (the SVG, which scales without blur). */
export function useQrPreview(target: string, url = '', enabled = true): { src: string | null; isError: boolean; isPending: boolean } {
  const { orgId, shortName } = useOrg()
  const q = useQuery({
    queryKey: orgKeys.qrPreview(orgId, target, url),
    // The cached answer is the image's object URL itself, made once per code (not in an effect per
    // render); it lives as long as the page (a few KB per code, and the codes are few).
    queryFn: ({ signal }) => getFile(qrDownloadPath({ target, url, format: 'svg' }), `${shortName}-${target}-qr.svg`, signal).then((f) => URL.createObjectURL(f.blob)),
    enabled,
    staleTime: Infinity,
    retry: false,
  })
  return { src: q.data ?? null, isError: q.isError, isPending: q.isPending && enabled }
}

