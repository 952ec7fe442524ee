// Paths of the people module (spec §2, [people]). `&` stays verbatim as in the route table.
const base = '/product/people'

export const PEOPLE = {
  listing: `${base}/listing`,
  viewPerson: `${base}/listing/view-people`,
  mergeAccounts: `${base}/merge-accounts`,
  membershipTypes: `${base}/membershiptypes`,
  groups: `${base}/groups`,
  groupUsers: `${base}/group-users`,
  settings: `${base}/settings`,
  dashboard: `${base}/dashboard`,
  serviceUnits: `${base}/serviceunits&positions`,
  titles: `${base}/titles&salutations`,
  guide: `${base}/adminguide`,
  celebrations: `${base}/birthdays&weddings`,
  attendance: `${base}/check-inattendance`,
  import1: `${base}/import-page-1`,
  import2: `${base}/import-page-2`,
  export1: `${base}/export`,
  export2: `${base}/export-page-2`,
  houseFellowship: `${base}/housefellowship`,
  groupsAndServiceUnits: `${base}/groups&serviceunits`,
  positionsAndSalutations: `${base}/positions&salutations`,
} as const

/** The profile page takes the person in the query string: /listing/view-people?id=42 */
export const personPath = (id: number | string) => `${PEOPLE.viewPerson}?id=${id}`
export const groupUsersPath = (id: number | string) => `${PEOPLE.groupUsers}?groupId=${id}`
