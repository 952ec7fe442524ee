// The signed-in user's profile, provided by the session guard (app/guards.tsx RequireSession) to
// every page under it. It lives here, not in app/, so pages read it without importing the route
// table's module graph.
import { createContext, useContext } from 'react'
import type { ApiData, Narrow } from '@/api'
import type { UserRolesAndPermissions } from './authorization'

/** /api/user/profile; Go types the permissions as map[string]any, the console reads them per key. */
export type UserProfile = Narrow<ApiData<'/api/user/profile'>, { userRolesAndPermissions: UserRolesAndPermissions }>

export const ProfileContext = createContext<UserProfile | null>(null)

export function useCurrentProfile(): UserProfile {
  const p = useContext(ProfileContext)
  if (!p) throw new Error('useCurrentProfile outside RequireSession')
  return p
}
