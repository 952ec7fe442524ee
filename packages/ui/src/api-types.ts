// Reading the generated OpenAPI types (openapi-typescript's `paths`) by path, for both apps. Each
// app binds them to its own document and envelope in its src/api/index.ts (ApiBody, ApiData…).

export type Method = 'get' | 'post'

/** The operation of a path and method in an openapi-typescript `paths` type. */
export type OpOf<Paths, P extends keyof Paths, M extends Method> = Paths[P] extends { [K in M]?: infer O } ? NonNullable<O> : never

/** The JSON body a call takes (every field optional, as the server's Bind allows). */
export type BodyOf<Paths, P extends keyof Paths, M extends Method = 'post'> =
  OpOf<Paths, P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never

/** The success answer's JSON (200, else 201) of a call. */
export type SuccessOf<Paths, P extends keyof Paths, M extends Method = 'post'> =
  OpOf<Paths, P, M> extends { responses: infer R }
    ? R extends { 200: { content: { 'application/json': infer E } } }
      ? E
      : R extends { 201: { content: { 'application/json': infer E } } }
        ? E
        : never
    : never

/** A request body with the fields the app always sends made required. */
export type Sent<B, K extends keyof B> = Omit<B, K> & { [F in K]-?: NonNullable<B[F]> }
