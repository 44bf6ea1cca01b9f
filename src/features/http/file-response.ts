import 'server-only'

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'

import { parseByteRange } from '@/domain/byte-range'
import { ifNoneMatchHits } from '@/domain/entity-tag'

/**
 * A file on disk as an HTTP answer, with what a map reader and a service worker rely on: byte
 * ranges (206 with Content-Range, 416 for one past the end), a strong ETag and 304 for
 * If-None-Match, and If-Range so a range of a file replaced meanwhile is never mixed with the old
 * one. `null` when there is no such file. The ETag is the file's size and modification time: these
 * files are replaced whole (written aside, then renamed), never edited in place.
 */
export async function fileResponse(
  request: Request,
  filePath: string,
  { contentType, cacheControl }: { contentType: string; cacheControl: string },
): Promise<Response | null> {
  const stats = await stat(filePath).catch(() => null)
  if (!stats?.isFile()) return null
  const size = stats.size
  const etag = `"${size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`
  const headers: Record<string, string> = {
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'Cache-Control': cacheControl,
    'Content-Type': contentType,
  }

  if (ifNoneMatchHits(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })

  const ifRange = request.headers.get('if-range')
  const range = ifRange && ifRange !== etag ? null : parseByteRange(request.headers.get('range'), size)
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } })
  }
  const { start, end } = range ?? { start: 0, end: size - 1 }
  const length = size === 0 ? 0 : end - start + 1
  const body =
    request.method === 'HEAD' || length === 0
      ? null
      : (Readable.toWeb(createReadStream(filePath, { start, end })) as unknown as ReadableStream<Uint8Array>)
  return new Response(body, {
    status: range ? 206 : 200,
    headers: { ...headers, 'Content-Length': String(length), ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}) },
  })
}
