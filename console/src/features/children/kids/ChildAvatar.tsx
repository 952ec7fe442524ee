import { useQuery } from '@tanstack/react-query'
import { Avatar } from '@/components/ui/Avatar'
import { ApiError } from '@/lib/api-client'
import { withBase } from '@/lib/base'
import { initialsOf } from '@/lib/format'
import { useOrg } from '@/lib/org'
import { getToken } from '@/lib/session'
import { childPhotoPath } from './format'

/**
 * An <img> cannot send the bearer token: the photo is fetched (the children key's own route) and
 * shown as a data URL that lives with its cache entry.
 */
async function fetchPhoto(path: string, signal?: AbortSignal): Promise<string> {
  const token = getToken()
  const res = await fetch(withBase(path), { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal, credentials: 'same-origin' })
  if (!res.ok) throw new ApiError('Photo unavailable', '06', res.status, true)
  const blob = await res.blob()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error ?? new Error('Photo unavailable'))
    reader.readAsDataURL(blob)
  })
}

/** A child's photo, or their initials. */
export function ChildAvatar({ name, photoUrl, size = 40 }: { name: string; photoUrl: string; size?: number }) {
  const { orgId } = useOrg()
  const path = childPhotoPath(photoUrl)
  const q = useQuery({ queryKey: ['children', orgId, 'photo', path], queryFn: ({ signal }) => fetchPhoto(path!, signal), enabled: !!path, staleTime: Infinity, gcTime: 5 * 60_000, retry: false })
  return <Avatar src={path ? (q.data ?? null) : null} name={name} initials={initialsOf(name)} size={size} />
}
