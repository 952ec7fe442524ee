// Wire types of the organisation calls (docs/organization-api.md), read from the generated
// OpenAPI types. Roles and audit have their own (features/roles, features/audit).
import type { ApiData, ApiItem, Narrow } from '@/api'
import type { ColorTheme } from '@/lib/org'

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin', 'whatsapp'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export type LogoType = 'logo' | 'logoDark' | 'favicon'

export type Organization = Narrow<
  ApiData<'/api/organization/get'>,
  {
    /** Go keeps the themes as raw JSON (organization.Overview.ColorThemes). */
    colorThemes: ColorTheme[]
  }
>

export type GeneralInfo = Organization['general']
export type SocialMedia = ApiData<'/api/organization/social-media/get'>
export type Brand = Organization['brand']
export type BrandAsset = NonNullable<Brand['logo']>
export type Messaging = ApiData<'/api/organization/messaging/get'>
export type EmailTemplate = Messaging['emailTemplate']

/** /api/organization/system-settings/get (a map over stored JSON in Go; the document names its keys). */
export type SystemSettings = ApiData<'/api/organization/system-settings/get'>

export type Tooltip = ApiItem<'/api/organization/tooltips/list'>

export type QrCodeLink = ApiItem<'/api/organization/qrcodes/list'>

// Leadership & directory (the leadership calls under the organization key).
export type Leader = ApiData<'/api/organization/leadership/save'>
export type LeaderCandidate = ApiItem<'/api/organization/leadership/search-user'>
