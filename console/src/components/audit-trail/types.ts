// Wire types of the access and security audit calls (docs/organization-api.md), read from the
// generated OpenAPI types.
import type { ApiItem, Narrow } from '@/api'

export type { Page } from '@/api'

/** details is raw JSON on the Go side (audit.Item.Details, each event its own shape); the console reads it as an object. */
export type AuditItem = Narrow<ApiItem<'/api/audit/list'>, { details: Record<string, unknown> | null }>

export type AuditEvent = ApiItem<'/api/audit/events'>
