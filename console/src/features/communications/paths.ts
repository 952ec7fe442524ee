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
  buy: '/organization/buy-credits',
  purchaseHistory: '/organization/credits/purchase-history',
} as const

/** A contact group's members: /contactgroups?groupId=42 */
export const contactGroupPath = (id: number | string) => `${COMMS.contactGroups}?groupId=${id}`

const CHANNEL_PATH = { sms: COMMS.sms, mms: COMMS.mms, voice: COMMS.voice, email: COMMS.emails, push: COMMS.push } as const

/** One communication: the channel's page with ?id=. */
export const detailPath = (channel: keyof typeof CHANNEL_PATH, id: number) => `${CHANNEL_PATH[channel]}?id=${id}`
/** Editing a scheduled one: the channel's page with ?edit=. */
export const editPath = (channel: keyof typeof CHANNEL_PATH, id: number) => `${CHANNEL_PATH[channel]}?edit=${id}`

/** Cards on file are a billing page (key generosity). */
export const CARDS_ON_FILE = '/billing/cardsonfile'
