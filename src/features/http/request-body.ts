import { BODY_DEADLINE_MS } from '@/domain/request-limits.mjs'

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; status: 408 | 413; error: string }

/**
 * Reads a request body of at most `limit` bytes within `deadlineMs`. A declared Content-Length over
 * the limit is refused without reading; a chunked body is cut off as soon as it passes the limit,
 * so no request can make the server hold more than `limit` bytes of it.
 */
export async function readBodyWithin(request: Request, limit: number, deadlineMs = BODY_DEADLINE_MS): Promise<BodyRead> {
  const tooLarge = { ok: false, status: 413, error: `Request body too large: at most ${limit} bytes` } as const
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return tooLarge
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadlineMs)))
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline])
      if (next === 'late') {
        void reader.cancel().catch(() => undefined)
        return { ok: false, status: 408, error: `Request body not received within ${deadlineMs / 1000} s` }
      }
      if (next.done) break
      size += next.value.byteLength
      if (size > limit) {
        void reader.cancel().catch(() => undefined)
        return tooLarge
      }
      chunks.push(next.value)
    }
  } catch {
    return { ok: false, status: 408, error: 'Request body was cut off' }
  } finally {
    clearTimeout(timer)
  }
  return { ok: true, bytes: Buffer.concat(chunks) }
}

/** The same request with its body already in memory, for handlers that read it again. */
export function withBufferedBody(request: Request, bytes: Uint8Array): Request {
  // Always a body (perhaps empty): a null one would make the constructor reach for the consumed original.
  return new Request(request, { body: bytes, duplex: 'half' } as RequestInit)
}
