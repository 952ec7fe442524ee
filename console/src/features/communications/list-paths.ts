// Paths of the communications pages this part of the module owns (spec §2, [unifiedCommunications]).
const base = '/product/unified-communication'

export const COMMS_LISTS = {
  contactGroups: `${base}/contactgroups`,
  mediaVault: `${base}/mediavault`,
  smartKeywords: `${base}/smartkeywords`,
  doNotContact: `${base}/donottext-call-email`,
} as const

/** A contact group's members: /contactgroups?groupId=42 */
export const contactGroupPath = (id: number | string) => `${COMMS_LISTS.contactGroups}?groupId=${id}`
