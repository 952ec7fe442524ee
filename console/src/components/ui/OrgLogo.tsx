import { useOrg } from '@/lib/org'

export function OrgLogo({ size = 64 }: { size?: number }) {
  const org = useOrg()
  const initials = org.fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
  if (org.logo) {
    return <img src={org.logo} alt={`${org.fullName} logo`} width={size} height={size} className="shrink-0 rounded-xl object-contain" style={{ width: size, height: size }} />
  }
  return (
    <div aria-hidden="true" className="flex shrink-0 items-center justify-center rounded-xl bg-brand font-bold text-white ring-1 ring-black/5 dark:ring-white/25" style={{ width: size, height: size, fontSize: size * 0.36 }}>
      {initials || 'C'}
    </div>
  )
}
