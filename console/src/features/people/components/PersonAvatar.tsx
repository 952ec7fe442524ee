import { Avatar } from '@/components/ui/Avatar'
import { usePhotoSrc } from '../api/person-photo'

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (!parts.length) return '?'
  return `${parts[0]![0] ?? ''}${parts.length > 1 ? parts[parts.length - 1]![0] : ''}`.toUpperCase()
}

export function PersonAvatar({ name, photoUrl, size = 36, className }: { name: string; photoUrl?: string | null; size?: number; className?: string }) {
  const src = usePhotoSrc(photoUrl || null)
  return <Avatar src={src} name={name} initials={initialsOf(name)} size={size} className={className} />
}
