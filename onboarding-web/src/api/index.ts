// Types of the onboarding API's calls, read from the generated schema.ts (make api-types) by path.
import type { components, paths } from './schema'

export type { components, paths }

type Method = 'get' | 'post'
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>

/** The JSON body a call takes (every field optional, as the server's Bind allows). */
export type ApiBody<P extends keyof paths, M extends Method = 'post'> =
  Op<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never

type Success<R> = R extends { 200: { content: { 'application/json': infer E } } }
  ? E
  : R extends { 201: { content: { 'application/json': infer E } } }
    ? E
    : never

/** Lists are never null on the wire (the handlers answer []); the page has always relied on it. */
export type Wire<T> = T extends (infer I)[] ? Wire<NonNullable<I>>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T

/** data of a call's success envelope {message, data}. */
export type ApiData<P extends keyof paths, M extends Method = 'post'> =
  Success<Op<P, M>['responses']> extends { data: infer D } ? Wire<NonNullable<D>> : never

/** A request body with the fields the page always sends made required. */
export type Sent<B, K extends keyof B> = Omit<B, K> & { [F in K]-?: NonNullable<B[F]> }
