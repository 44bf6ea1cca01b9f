import { config } from 'zod/mini'

/**
 * zod for code that also runs in the browser: the `zod/mini` build, whose functions tree-shake
 * (the classic chained API put ~90 KB of zod on every page for four small schemas).
 * The Content-Security-Policy forbids eval, and zod 4 otherwise probes `Function("")` to decide
 * whether to compile its parsers, which the browser reports as a CSP violation. In the browser it
 * runs without that (jitless); the server keeps the faster compiled parsers for ingest.
 */
if (typeof window !== 'undefined') config({ jitless: true })

// Re-exported name by name (not as one namespace object) so the bundler keeps only what is used.
export * from 'zod/mini'
