// Wire types of the roles and permissions calls (docs/organization-api.md), read from the
// generated OpenAPI types. Go writes an action as a plain string; the console narrows it.
import type { ApiData, ApiItem, Narrow } from '@/api'
import type { AuditItem } from '@/components/audit-trail/types'

export type { Page } from '@/api'

export type Action = 'read' | 'write'

/**
 * /api/roles/permissions answers a list of maps on the Go side (roles.PermissionList.Items is
 * []map[string]any), so the document cannot say more than "objects"; their shape stays written here.
 */
export interface PermissionDef {
  key: string
  label: string
  actions: Action[]
}

export type Role = Narrow<ApiData<'/api/roles/add'>, { permissions: Record<string, Action[]> }>

export type RoleRef = RoleUser['roles'][number]

export type RoleUser = ApiItem<'/api/roles/users'>

export type RoleDetail = Narrow<ApiData<'/api/roles/get'>, { permissions: Record<string, Action[]> }>

/** permissions is map[string]any on the Go side: the super-admin flag and each key's actions. */
export type Administrator = Narrow<
  ApiData<'/api/roles/administrator'>,
  { permissions: { isSuperAdmin: boolean } & Record<string, Action[] | boolean>; recentActivity: AuditItem[] }
>
