import { cn } from '@congregate/ui'

export function Avatar({ src, name, initials, size = 40, className }: { src?: string | null; name: string; initials: string; size?: number; className?: string }) {
  if (src) {
    return <img src={src} alt={name} width={size} height={size} className={cn('shrink-0 rounded-full object-cover ring-1 ring-black/5 dark:ring-white/10', className)} style={{ width: size, height: size }} />
  }
  return (
    <span
      aria-hidden="true"
      className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand/15 font-semibold text-brand-ink dark:bg-brand/40 dark:text-white', className)}
      style={{ width: size, height: size, fontSize: Math.max(11, size * 0.36) }}
    >
      {initials}
    </span>
  )
}
