// The ops API's types written by hand from docs/operator-api.md for the areas the generated
// schema.ts (make api-types) does not have yet. Field names are the contract's.

export type ChurchStatus = 'active' | 'locked' | 'billing' | 'suspended' | 'closed'

export interface ChurchRow {
  id: number
  shortName: string
  fullName: string
  status: string
  lockedDown: boolean
  billingLockdown: boolean
  plan: string
  placement: string
  people: number
  users: number
  lastActivityAt?: string | null
  createdAt: string
}

export interface Credits {
  balance: number
  reserved: number
  available: number
}

export interface Domain {
  domain: string
  kind: string
  verified: boolean
  verifiedAt?: string | null
  txtName: string
  txtValue: string
  httpUrl: string
}

export interface ChurchDetail extends ChurchRow {
  email: string
  phone: string
  consoleUrl: string
  price: string
  currency: string
  products: string[]
  billingStatus: string
  credits: Credits
  domains: Domain[]
  storageBytes: number
  schemaVersion: number
  statusReason: string
  statusBy: string
  statusAt?: string | null
  statsRefreshedAt?: string | null
}

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed' | 'expired'

export interface Export {
  id: number
  churchId: number
  churchName: string
  status: ExportStatus
  sizeBytes: number
  requestedBy: string
  createdAt: string
  finishedAt?: string | null
  expiresAt?: string | null
  error: string
}
