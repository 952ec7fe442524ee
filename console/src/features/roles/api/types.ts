// Wire types of the roles and permissions calls (docs/organization-api.md), read from the
// generated OpenAPI types. Go writes an action as a plain string; the console narrows it.
import type { ApiData, ApiItem, Narrow } from '@/api'
import type { AuditItem } from '@/components/audit-trail/types'

export type { Page } from '@/api'

export type Action = 'read' | 'write'

/** A grantable key of the role editor's catalogue (roles.Permission). */
export type PermissionDef = Narrow<ApiItem<'/api/roles/permissions'>, { actions: Action[] }>

export type Role = Narrow<ApiData<'/api/roles/add'>, { permissions: Record<string, Action[]> }>

export type RoleRef = RoleUser['roles'][number]

export type RoleUser = ApiItem<'/api/roles/users'>

export type RoleDetail = Narrow<ApiData<'/api/roles/get'>, { permissions: Record<string, Action[]> }>

/** permissions is map[string]any on the Go side: the super-admin flag and each key's actions. */
export type Administrator = Narrow<
  ApiData<'/api/roles/administrator'>,
  { permissions: { isSuperAdmin: boolean } & Record<string, Action[] | boolean>; recentActivity: AuditItem[] }
>
