// Wire types of the organisation, roles and audit calls (docs/organization-api.md).
import type { ColorTheme } from '@/lib/org'

export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
  totalPages: number
}

export interface GeneralInfo {
  fullName: string
  shortName: string
  email: string
  phone: string
  website: string
  address: string
  termsOfService: string
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin', 'whatsapp'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]
export type SocialMedia = Record<SocialNetwork, string>

export type LogoType = 'logo' | 'logoDark' | 'favicon'

export interface BrandAsset {
  url: string
  contentType: string
  size: number
  updatedAt: string
}

export interface Brand {
  logo: BrandAsset | null
  logoDark: BrandAsset | null
  favicon: BrandAsset | null
}

export interface EmailTemplate {
  subjectPrefix: string
  header: string
  footer: string
  signature: string
  showLogo: boolean
  buttonColor: string
}

export interface Messaging {
  senderId: string
  smsSignature: string
  replyToEmail: string
  emailFromName: string
  emailTemplate: EmailTemplate
}

export interface SystemSettings {
  sessionTimeoutMs: number
  currency: string
  timezone: string
  dateFormat: string
  supportEmail: string
  weekStartsOn: 'sunday' | 'monday'
  defaultCountry: string
}

export interface Organization {
  general: GeneralInfo
  socialMedia: SocialMedia
  colorThemes: ColorTheme[]
  brand: Brand
  messaging: Messaging
  systemSettings: SystemSettings
}

export interface Tooltip {
  key: string
  title: string
  comment: string
  isCustom: boolean
  updatedAt: string | null
}

export interface QrCodeLink {
  target: string
  label: string
  url: string
}

// Roles and permissions.

export type Action = 'read' | 'write'

export interface PermissionDef {
  key: string
  label: string
  actions: Action[]
}

export interface Role {
  id: number
  name: string
  description: string
  isSuperAdmin: boolean
  isSystem: boolean
  permissions: Record<string, Action[]>
  memberCount: number
  createdAt: string
}

export interface RoleRef {
  id: number
  name: string
}

export interface RoleUser {
  personId: number
  fullName: string
  email: string
  mobile: string
  adminAccess: boolean
  isActive: boolean
  isLocked: boolean
  isSuperAdmin: boolean
  roles: RoleRef[]
  lastLoginAt: string | null
}

export interface RoleDetail extends Role {
  members: RoleUser[]
}

export interface Administrator extends RoleUser {
  permissions: { isSuperAdmin: boolean } & Record<string, Action[] | boolean>
  activeSessions: number
  recentActivity: AuditItem[]
}

// Access and security audit.

export interface AuditItem {
  id: number
  occurredAt: string
  personId: number | null
  personName: string
  actor: string
  event: string
  outcome: 'success' | 'failure'
  ip: string
  userAgent: string
  details: Record<string, unknown> | null
}

export interface AuditEvent {
  event: string
  label: string
}

// Leadership & directory (the people API's leadership calls, docs/people-api.md).

export interface Leader {
  id: number
  personId: number
  fullName: string
  email: string
  mobile: string
  hasPhoto: boolean
  photoUrl: string | null
  title: string
  position: number
}

export interface LeaderCandidate {
  id: number
  fullName: string
  email: string
  mobile: string
}
