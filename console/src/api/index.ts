// Types of the tenant API's calls, read from the generated schema.ts (make api-types) by path,
// so they follow the route table and not the Go package a type lives in.
import type { BodyOf, Method, SuccessOf } from '@congregate/ui/api-types'
import type { components, paths } from './schema'

export type { components, paths }
export type { Sent } from '@congregate/ui/api-types'

/** The JSON body a call takes (every field optional, as the server's Bind allows). */
export type ApiBody<P extends keyof paths, M extends Method = 'post'> = BodyOf<paths, P, M>

/**
 * Answers as the console reads them: a list and its entries are never null. Go types every slice
 * as "array or null" and every pointer as nullable; the handlers answer [] and whole rows
 * (httpx.PageOf and the list results), and the console has always relied on that.
 */
export type Wire<T> = T extends (infer I)[]
  ? Wire<NonNullable<I>>[]
  : T extends object
    ? { [K in keyof T]: Wire<[Extract<T[K], unknown[]>] extends [never] ? T[K] : Exclude<T[K], null>> }
    : T

/** responseData of a call's success envelope (a handler's *T result is never nil on success). */
export type ApiData<P extends keyof paths, M extends Method = 'post'> =
  SuccessOf<paths, P, M> extends { responseData: infer D } ? Wire<NonNullable<D>> : never

/** The items of a paged list call. */
export type ApiItem<P extends keyof paths, M extends Method = 'post'> =
  NonNullable<ApiData<P, M>> extends { items: (infer I)[] } ? I : never

/** A list as the server pages it (httpx.Page); T for lists the document types only by item. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; totalPages: number; totalCapped?: boolean }

/** T with some fields replaced: where the console narrows a Go string to the values the server writes. */
export type Narrow<T, O> = Omit<T, keyof O> & O

/**
 * One call of a family of POST routes under `base` (…/add, …/update, …/delete): `{ op, body }`
 * with each op's body from the document, for the api modules that send them through one mutation.
 */
export type OpCall<Base extends string, Op extends string> = {
  [O in Op]: `${Base}/${O}` extends keyof paths ? { op: O; body: ApiBody<`${Base}/${O}`> } : never
}[Op]
