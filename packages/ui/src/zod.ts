// zod as the apps use it: without its JIT. zod 4 compiles object parsers with `new Function`, which
// the apps' Content-Security-Policy (script-src 'self') forbids; even its probe for that is
// reported as a CSP violation (Lighthouse "Issues were logged"). Import z from here, not 'zod'
// (ESLint enforces it; type-only imports of 'zod' are fine).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place zod's values come from
import { z } from 'zod'

z.config({ jitless: true })

export { z }
