import { useOrg } from '@/lib/org'

/** The organisation's logo, or its initials. `dark`: the dark-mode logo (the API serves the light one when there is none). */
export function OrgLogo({ size = 64, dark = false }: { size?: number; dark?: boolean }) {
  const org = useOrg()
  const initials = org.fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
  if (org.logo) {
    const src = dark ? org.logo.replace('logo/logo', 'logo/logoDark') : org.logo
    return <img src={src} alt={`${org.fullName} logo`} width={size} height={size} className="shrink-0 rounded-xl object-contain" style={{ width: size, height: size }} />
  }
  return (
    <div aria-hidden="true" className="flex shrink-0 items-center justify-center rounded-xl bg-brand font-bold text-white ring-1 ring-black/5 dark:ring-white/25" style={{ width: size, height: size, fontSize: size * 0.36 }}>
      {initials || 'C'}
    </div>
  )
}
