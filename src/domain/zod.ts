import { z } from 'zod'

/**
 * zod for code that also runs in the browser. The Content-Security-Policy forbids eval, and zod 4
 * otherwise probes `Function("")` to decide whether to compile its parsers, which the browser reports
 * as a CSP violation. In the browser it runs without that (jitless); the server keeps the faster
 * compiled parsers for ingest.
 */
if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
