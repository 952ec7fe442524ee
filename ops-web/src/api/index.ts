// Types of the ops API's calls, read from the generated schema.ts (make api-types) by path, so they
// follow the route table and not the Go package a type lives in.
import type { BodyOf, Method, SuccessOf } from '@congregate/ui/api-types'
import type { components, paths } from './schema'

export type { components, paths }

/** The JSON body a call takes (every field optional, as the server's Bind allows). */
export type ApiBody<P extends keyof paths, M extends Method = 'post'> = BodyOf<paths, P, M>

/**
 * Answers as the console reads them: a list and its entries are never null (Go types every slice
 * as "array or null"; the handlers answer []).
 */
export type Wire<T> = T extends (infer I)[]
  ? Wire<NonNullable<I>>[]
  : T extends object
    ? { [K in keyof T]: Wire<[Extract<T[K], unknown[]>] extends [never] ? T[K] : Exclude<T[K], null>> }
    : T

/** responseData of a call's success envelope (a handler's *T result is never nil on success). */
export type ApiData<P extends keyof paths, M extends Method = 'post'> =
  SuccessOf<paths, P, M> extends { responseData: infer D } ? Wire<NonNullable<D>> : never

/** The items of a list call. */
export type ApiItem<P extends keyof paths, M extends Method = 'post'> = NonNullable<ApiData<P, M>> extends { items: (infer I)[] } ? I : never

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; totalPages: number }

export type Operator = ApiData<'/api/ops/auth/me'>
export type Role = Operator['role']
export type SignInStep = ApiData<'/api/ops/auth/login'>
export type SignedIn = ApiData<'/api/ops/auth/verify'>
export type OperatorRow = ApiItem<'/api/ops/operators/list'>
export type AuditRow = ApiItem<'/api/ops/audit/list'>
export type AuditOutcome = AuditRow['outcome']

export type Catalogue = ApiData<'/api/ops/catalogue/get'>
export type SizeRow = Catalogue['sizes'][number]
export type ProductRow = Catalogue['products'][number]
export type RequestRow = ApiItem<'/api/ops/requests/list'>
export type RequestKind = RequestRow['kind']
export type ChequeRow = ApiItem<'/api/ops/cheques/list'>
export type QueueRow = ApiData<'/api/ops/queues/list'>['queues'][number]
export type TaskRow = ApiItem<'/api/ops/queues/tasks'>
export type TaskState = NonNullable<ApiBody<'/api/ops/queues/tasks'>['state']>
export type ChurchRow = ApiItem<'/api/ops/churches/list'>
export type ChurchDetail = ApiData<'/api/ops/churches/get'>
export type Credits = ChurchDetail['credits']
export type Domain = ChurchDetail['domains'][number]
export type Export = ApiItem<'/api/ops/exports/list'>
export type ExportStatus = Export['status']
