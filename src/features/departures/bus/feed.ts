import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { Readable as NodeReadable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'

import { parse } from 'csv-parse'
import yauzl from 'yauzl'

import { GTFS_CSV_OPTIONS } from './csv-options'

/**
 * Where the bus timetable (GTFS static) comes from, and reading it row by row without ever holding
 * a whole file: a regional feed from the Bus Open Data Service is hundreds of megabytes, most of
 * it stop_times.txt.
 *
 * - `BUS_GTFS_PATH`: a .zip file or a folder of .txt files on this machine;
 * - `BUS_GTFS_URL`: an http(s) URL of a .zip (downloaded to a temporary file, then read like a
 *   local one), or a local path / file: URL as BUS_GTFS_PATH takes.
 */
export type FeedSource = { kind: 'url'; url: string } | { kind: 'path'; path: string }

type FeedEnv = Record<string, string | undefined>

export function feedSourceFrom(env: FeedEnv): FeedSource | null {
  const value = env.BUS_GTFS_PATH?.trim() || env.BUS_GTFS_URL?.trim()
  if (!value) return null
  if (/^https?:\/\//i.test(value)) return { kind: 'url', url: value }
  try {
    return { kind: 'path', path: value.startsWith('file:') ? fileURLToPath(value) : path.resolve(value) }
  } catch {
    return null
  }
}

/** Query parameters that carry credentials (BODS: `api_key`): never stored or shown. */
const SECRET_PARAMS = /^(api[_-]?key|key|token|access[_-]?token|apikey|subscription-key|password)$/i

/** A source as it may be recorded and shown: credentials in a URL replaced. */
export function describeSource(source: FeedSource | string): string {
  const text = typeof source === 'string' ? source : source.kind === 'url' ? source.url : source.path
  if (!/^https?:\/\//i.test(text)) return text
  try {
    const url = new URL(text)
    url.username = ''
    url.password = ''
    for (const name of [...url.searchParams.keys()]) if (SECRET_PARAMS.test(name)) url.searchParams.set(name, 'redacted')
    return url.toString()
  } catch {
    return 'a malformed URL'
  }
}

/** A GTFS feed opened for reading: which files it has, and each one's rows as they stream. */
export type Feed = {
  /** the .txt files present, by lower-case name ("stop_times.txt") */
  files: ReadonlySet<string>
  /** the rows of a file (header names trimmed and lower-cased; values trimmed); none when it is absent */
  rows(name: string): AsyncGenerator<Record<string, string>>
  close(): Promise<void>
}

/** A GTFS download larger than this is refused (England's largest regional feed is well under it). */
export const FEED_MAX_BYTES = 2 * 1024 ** 3
/** A download that takes longer than this is abandoned. */
export const FEED_DOWNLOAD_TIMEOUT_MS = 15 * 60 * 1000
async function* csvRows(stream: Readable): AsyncGenerator<Record<string, string>> {
  const parser = parse(GTFS_CSV_OPTIONS)
  stream.on('error', (error) => parser.destroy(error))
  stream.pipe(parser)
  try {
    for await (const record of parser) yield record as Record<string, string>
  } finally {
    stream.unpipe(parser)
    stream.destroy()
    parser.destroy()
  }
}

function openZip(file: string): Promise<Feed> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('not a zip file'))
      const entries = new Map<string, yauzl.Entry>()
      zip.on('error', reject)
      zip.on('entry', (entry: yauzl.Entry) => {
        // Feeds are sometimes zipped inside a folder: the file's own name is what counts.
        const name = path.posix.basename(entry.fileName).toLowerCase()
        if (!entry.fileName.endsWith('/') && name.endsWith('.txt') && !entries.has(name)) entries.set(name, entry)
        zip.readEntry()
      })
      zip.on('end', () => {
        resolve({
          files: new Set(entries.keys()),
          async *rows(name: string) {
            const entry = entries.get(name)
            if (!entry) return
            const stream = await new Promise<Readable>((ok, fail) =>
              zip.openReadStream(entry, (streamError, readable) => (streamError || !readable ? fail(streamError) : ok(readable))),
            )
            yield* csvRows(stream)
          },
          close: async () => zip.close(),
        })
      })
      zip.readEntry()
    })
  })
}

async function openFolder(folder: string): Promise<Feed> {
  const names = (await readdir(folder)).filter((name) => name.toLowerCase().endsWith('.txt'))
  const byName = new Map(names.map((name) => [name.toLowerCase(), name]))
  return {
    files: new Set(byName.keys()),
    async *rows(name: string) {
      const file = byName.get(name)
      if (file) yield* csvRows(createReadStream(path.join(folder, file)))
    },
    close: async () => {},
  }
}

/** Streams a download to a temporary file, refusing more than `maxBytes`. */
async function download(
  url: string,
  fetchImpl: typeof fetch,
  maxBytes: number,
  timeoutMs: number,
): Promise<{ file: string; folder: string }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'town-guide-gtfs-'))
  const file = path.join(folder, 'feed.zip')
  try {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      headers: { 'User-Agent': 'town-guide bus timetable' },
    })
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {})
      throw new Error(`the timetable download answered HTTP ${response.status}`)
    }
    const declared = Number(response.headers.get('content-length'))
    if (declared > maxBytes) throw new Error(`the timetable is larger than ${maxBytes} bytes`)
    let received = 0
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length
        done(received > maxBytes ? new Error(`the timetable is larger than ${maxBytes} bytes`) : null, chunk)
      },
    })
    await pipeline(NodeReadable.fromWeb(response.body as import('node:stream/web').ReadableStream), limit, createWriteStream(file))
    return { file, folder }
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  }
}

/** Opens a feed from where it is; `close()` removes a downloaded copy. */
export async function openFeed(
  source: FeedSource,
  {
    fetch: fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
    maxBytes = FEED_MAX_BYTES,
    timeoutMs = FEED_DOWNLOAD_TIMEOUT_MS,
  }: { fetch?: typeof fetch; maxBytes?: number; timeoutMs?: number } = {},
): Promise<Feed> {
  if (source.kind === 'url') {
    const { file, folder } = await download(source.url, fetchImpl, maxBytes, timeoutMs)
    try {
      const feed = await openZip(file)
      return {
        ...feed,
        close: async () => {
          await feed.close()
          await rm(folder, { recursive: true, force: true })
        },
      }
    } catch (error) {
      await rm(folder, { recursive: true, force: true })
      throw error
    }
  }
  const info = await stat(source.path)
  return info.isDirectory() ? openFolder(source.path) : openZip(source.path)
}

/** A feed from files' text in memory (the bundled sample; tests): read exactly as a zip or folder is. */
export function textFeed(files: Readonly<Record<string, string>>): Feed {
  const byName = new Map(Object.entries(files).map(([name, text]) => [name.toLowerCase(), text]))
  return {
    files: new Set([...byName.keys()].filter((name) => name.endsWith('.txt'))),
    async *rows(name: string) {
      const text = byName.get(name)
      if (text !== undefined) yield* csvRows(NodeReadable.from([Buffer.from(text, 'utf8')]))
    },
    close: async () => {},
  }
}
