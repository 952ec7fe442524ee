// Wire types of the roles and permissions calls (docs/organization-api.md), read from the
// generated OpenAPI types.
import type { ApiData, ApiItem, Narrow } from '@/api'
import type { AuditItem } from '@/components/audit-trail/types'

export type { Page } from '@/api'

export type Action = PermissionDef['actions'][number]

/** A grantable key of the role editor's catalogue (roles.Permission). */
export type PermissionDef = ApiItem<'/api/roles/permissions'>

export type Role = ApiData<'/api/roles/add'>

export type RoleRef = RoleUser['roles'][number]

export type RoleUser = ApiItem<'/api/roles/users'>

export type RoleDetail = ApiData<'/api/roles/get'>

/** permissions is map[string]any on the Go side: the super-admin flag and each key's actions. */
export type Administrator = Narrow<
  ApiData<'/api/roles/administrator'>,
  { permissions: { isSuperAdmin: boolean } & Record<string, Action[] | boolean>; recentActivity: AuditItem[] }
>
