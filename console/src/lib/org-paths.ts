// Paths of the organisation pages (spec §2, [organization]). `&` stays verbatim as in the route table.
const base = '/organization'

export const ORG = {
  general: `${base}/general`,
  socialMedia: `${base}/socialmedia`,
  /** Logo and colours (spec §2 has no separate colours route). */
  brand: `${base}/brand&logo`,
  messaging: `${base}/messaging`,
  settings: `${base}/settings`,
  roles: `${base}/roles&permissions`,
  administrator: `${base}/roles&permissions/view-administrator`,
  currentRoles: `${base}/roles&permissions/currentroles&permissions`,
  leadership: `${base}/leadership&dirservice`,
  qrCodes: `${base}/qrcodes`,
  audit: `${base}/access&securityaudit`,
  credits: `${base}/credits`,
  creditPurchases: `${base}/credits/purchase-history`,
  buyCredits: `${base}/buy-credits`,
  guide: `${base}/adminguide`,
  /** The church's full export (its super admin only; docs/operator-api.md "Full export"). */
  dataExport: `${base}/dataexport`,
  /** Giving's Stripe Connect account (features/giving/merchant). */
  merchantAccount: `${base}/merchantaccount`,
} as const

/** The administrator page takes the person in the query string. */
export const administratorPath = (personId: number) => `${ORG.administrator}?personId=${personId}`
/** Current roles & permissions: every role, or one role with ?id=. */
export const rolePath = (id: number) => `${ORG.currentRoles}?id=${id}`
