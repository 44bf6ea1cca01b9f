import { GET as serveWorkerFile } from '../serwist/[path]/route'

export const dynamic = 'force-static'

/**
 * GET /sw.js, the spec's address of the service worker: the same file and headers as
 * /serwist/sw.js, which stays for browsers that registered it before. Both are registered for
 * the scope `/`, so a browser has one registration whichever it registered.
 */
export function GET(request: Request) {
  return serveWorkerFile(request, { params: Promise.resolve({ path: 'sw.js' }) })
}
