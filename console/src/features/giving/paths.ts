// Paths of the giving pages (spec §2, key generosity unless said).
const P = '/product/generosity'

export const GIVING = {
  dashboard: `${P}/dashboard`,
  contributions: `${P}/contributions`,
  batches: `${P}/contributions?tab=batches`,
  campaigns: `${P}/campaigns`,
  codes: `${P}/contributioncodes`,
  import: `${P}/contributions/import`,
  importProcess: `${P}/contributions/import/process`,
  settings: `${P}/settings`,
  reportsByNumbers: `${P}/reportingbynumbers`,
  reportsByDonors: `${P}/reportingbydonors`,
  statements: `${P}/contributionstatements`,
  guide: `${P}/adminguide`,
  otherWays: `${P}/otherwaystogive`,
  expiringCards: `${P}/membersexpiringcards`,
  /** Key organization. */
  merchantAccount: '/organization/merchantaccount',
} as const

export const batchPath = (id: number) => `${P}/contributions/batch/${id}`
export const importProcessPath = (importId: number) => `${GIVING.importProcess}?importId=${importId}`
