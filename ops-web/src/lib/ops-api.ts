// Every call of the ops API the console makes, typed (docs/operator-api.md).
import type { ApiBody, ApiData, paths } from '@/api'
import { call } from './api-client'

/** A call the document types: its body and answer by path. */
function post<P extends keyof paths>(path: P, body: ApiBody<P>): Promise<ApiData<P>> {
  return call<ApiData<P>>(path, body)
}

export const opsApi = {
  login: (b: ApiBody<'/api/ops/auth/login'>) => post('/api/ops/auth/login', b),
  verify: (b: ApiBody<'/api/ops/auth/verify'>) => post('/api/ops/auth/verify', b),
  recover: (b: ApiBody<'/api/ops/auth/recover'>) => post('/api/ops/auth/recover', b),
  logout: () => post('/api/ops/auth/logout', {}),
  me: () => post('/api/ops/auth/me', {}),

  operators: () => post('/api/ops/operators/list', {}),
  addOperator: (b: ApiBody<'/api/ops/operators/add'>) => post('/api/ops/operators/add', b),
  setRole: (b: ApiBody<'/api/ops/operators/role'>) => post('/api/ops/operators/role', b),
  disable: (b: ApiBody<'/api/ops/operators/disable'>) => post('/api/ops/operators/disable', b),
  resetTotp: (b: ApiBody<'/api/ops/operators/reset-totp'>) => post('/api/ops/operators/reset-totp', b),
  audit: (b: ApiBody<'/api/ops/audit/list'>) => post('/api/ops/audit/list', b),

  churches: (b: ApiBody<'/api/ops/churches/list'>) => post('/api/ops/churches/list', b),
  facets: () => post('/api/ops/churches/facets', {}),
  church: (id: number) => post('/api/ops/churches/get', { id }),
  churchAction: (action: ChurchAction, b: ApiBody<'/api/ops/churches/lockdown'>) => post(`/api/ops/churches/${action}`, b),
  domain: (action: 'add' | 'verify' | 'remove', b: ApiBody<'/api/ops/churches/domains/add'>) => post(`/api/ops/churches/domains/${action}`, b),
  supportLogin: (b: ApiBody<'/api/ops/churches/support-login'>) => post('/api/ops/churches/support-login', b),

  catalogue: () => post('/api/ops/catalogue/get', {}),
  saveSize: (b: ApiBody<'/api/ops/catalogue/sizes/save'>) => post('/api/ops/catalogue/sizes/save', b),
  saveProduct: (b: ApiBody<'/api/ops/catalogue/products/save'>) => post('/api/ops/catalogue/products/save', b),

  requests: (b: ApiBody<'/api/ops/requests/list'>) => post('/api/ops/requests/list', b),
  cheques: () => post('/api/ops/cheques/list', {}),
  cheque: (action: 'confirm' | 'reject', b: ApiBody<'/api/ops/cheques/confirm'>) => post(`/api/ops/cheques/${action}`, b),
  grantCredits: (b: ApiBody<'/api/ops/credits/grant'>) => post('/api/ops/credits/grant', b),

  queues: () => post('/api/ops/queues/list', {}),
  tasks: (b: ApiBody<'/api/ops/queues/tasks'>) => post('/api/ops/queues/tasks', b),
  task: (action: 'retry' | 'delete' | 'archive', b: ApiBody<'/api/ops/queues/retry'>) => post(`/api/ops/queues/${action}`, b),

  createExport: (b: ApiBody<'/api/ops/exports/create'>) => post('/api/ops/exports/create', b),
  exports: (b: ApiBody<'/api/ops/exports/list'>) => post('/api/ops/exports/list', b),
}

export type ChurchAction = 'lockdown' | 'unlock' | 'suspend' | 'reactivate'

/** The download link of an export (a GET the browser follows with the session cookie). */
export const exportDownloadUrl = (id: number) => `/api/ops/exports/${id}/download`
