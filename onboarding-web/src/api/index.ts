// Types of the onboarding API's calls, read from the generated schema.ts (make api-types) by path.
import type { BodyOf, Method, SuccessOf } from '@congregate/ui/api-types'
import type { components, paths } from './schema'

export type { components, paths }
export type { Sent } from '@congregate/ui/api-types'

/** The JSON body a call takes (every field optional, as the server's Bind allows). */
export type ApiBody<P extends keyof paths, M extends Method = 'post'> = BodyOf<paths, P, M>

/** Lists are never null on the wire (the handlers answer []); the page has always relied on it. */
export type Wire<T> = T extends (infer I)[] ? Wire<NonNullable<I>>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T

/** data of a call's success envelope {message, data}. */
export type ApiData<P extends keyof paths, M extends Method = 'post'> =
  SuccessOf<paths, P, M> extends { data: infer D } ? Wire<NonNullable<D>> : never
