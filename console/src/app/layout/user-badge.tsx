import { useCurrentProfile } from '@/lib/current-profile'

/** The user menu's button look, shared by the menu and the plain button shown while it loads. */
export const userTriggerClass =
  'flex h-10 items-center gap-2 rounded-lg pr-2 pl-1 hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:hover:bg-neutral-800 dark:data-[state=open]:bg-neutral-800'

export function useUserName() {
  const profile = useCurrentProfile()
  const name = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim() || profile.email
  const initials = `${profile.firstName?.[0] ?? ''}${profile.lastName?.[0] ?? ''}`.toUpperCase() || '?'
  return { profile, name, initials }
}

export function UserBadge() {
  const { name, initials } = useUserName()
  return (
    <>
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand text-xs font-bold text-white">{initials}</span>
      <span className="max-w-40 truncate text-sm font-medium max-[500px]:hidden">{name}</span>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="max-[500px]:hidden">
        <path d="M6 9l6 6 6-6" />
      </svg>
    </>
  )
}
