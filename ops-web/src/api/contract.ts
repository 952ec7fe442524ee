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

export interface SizeRow {
  name: string
  label: string
  currency: string
  costs: string[]
  fullSuite: string
  position: number
  active: boolean
}

export interface ProductRow {
  name: string
  title: string
  description: string
  modules: string[]
  position: number
  active: boolean
}

export interface Catalogue {
  sizes: SizeRow[]
  products: ProductRow[]
  /** The console product keys a product's modules come from. */
  consoleProducts?: string[]
}

export type RequestKind = 'proposal' | 'brochure'

export interface RequestRow {
  id: number
  kind: RequestKind
  firstName: string
  lastName: string
  email: string
  churchName: string
  phoneNumber: string
  churchWebsite: string
  role: string
  createdAt: string
  pdfUrl: string
}

export interface ChequeRow {
  churchId: number
  churchName: string
  purchaseId: number
  credits: number
  amount: string
  currency: string
  createdAt: string
}

export interface QueueRow {
  queue: string
  pending: number
  active: number
  scheduled: number
  retry: number
  archived: number
  completed: number
  processed: number
  failed: number
}

export type TaskState = 'pending' | 'active' | 'scheduled' | 'retry' | 'archived'

export interface TaskRow {
  id: string
  queue: string
  type: string
  state: TaskState
  churchId?: number | null
  churchName?: string
  lastError: string
  retried: number
  maxRetry: number
  nextProcessAt?: string | null
  lastFailedAt?: string | null
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
