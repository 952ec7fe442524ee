// The console's route prefix. On a church's own host it is ''. On an onboarding host the console
// lives under the church's segment (spec §1: "every route is prefixed with that name"); the tenant
// API announces it in <meta name="congregate-base"> together with a matching <base href>.
export function readBase(doc: Document = document): string {
  const v = doc.querySelector<HTMLMetaElement>('meta[name="congregate-base"]')?.content ?? ''
  return /^\/[a-z]{4,20}$/.test(v) ? v : ''
}

export const BASE = typeof document === 'undefined' ? '' : readBase()

/** An absolute URL path under the console's base, e.g. withBase('/api/user/profile'). */
export function withBase(path: string, base: string = BASE): string {
  return base + path
}
