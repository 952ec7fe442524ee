// Paths of the unified communications module (spec §2, [unifiedCommunications]).
const base = '/product/unified-communication'

export const COMMS = {
  sms: `${base}/sms`,
  mms: `${base}/mms`,
  voice: `${base}/voice`,
  emails: `${base}/emails`,
  push: `${base}/pushnotifications`,
  contactGroups: `${base}/contactgroups`,
  mediaVault: `${base}/mediavault`,
  smartKeywords: `${base}/smartkeywords`,
  doNotContact: `${base}/donottext-call-email`,
  guide: `${base}/adminguide`,
} as const

/** The credits pages live under the organisation (key organization). */
export const CREDITS = {
  balance: '/organization/credits',
  purchaseHistory: '/organization/credits/purchase-history',
} as const

/** A contact group's members: /contactgroups?groupId=42 */
export const contactGroupPath = (id: number | string) => `${COMMS.contactGroups}?groupId=${id}`
