// Paths of the children's ministry pages (spec §2, [children]); key children.
const P = '/product/children'

export const CHILDREN = {
  listing: `${P}/listing`,
  grid: `${P}/grid`,
  viewChild: `${P}/view-child`,
  note: `${P}/view/note`,
  importCreate: `${P}/import/create`,
  importProcess: `${P}/import/process`,
  classrooms: `${P}/classrooms`,
  teachers: `${P}/teachers`,
  allergies: `${P}/foodallergiestypes`,
  settings: `${P}/settings`,
  dashboard: `${P}/dashboard`,
  reporting: `${P}/reporting`,
  guide: `${P}/adminguide`,
  /** Station set-up and the manned/roster station (staff). */
  station: `${P}/check-instation`,
  /** The station's full-screen check-in (self mode, kiosk). */
  checkIn: '/checkIn/children',
  communicationSuccess: '/children/communication/success',
} as const

/** A child's profile takes the child in the query string: /view-child?id=42 */
export const childPath = (id: number | string) => `${CHILDREN.viewChild}?id=${id}`
/** A child's notes: /view/note?childId=42 */
export const notePath = (childId: number | string) => `${CHILDREN.note}?childId=${childId}`
export const importProcessPath = (importId: number) => `${CHILDREN.importProcess}?importId=${importId}`
export const stationPath = (stationId: number) => `${CHILDREN.checkIn}?station=${stationId}`
