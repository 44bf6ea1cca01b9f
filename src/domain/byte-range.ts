/** The bytes a request asks for, inclusive at both ends. */
export type ByteRange = { start: number; end: number }

/**
 * The one range of a `Range` header (RFC 9110 §14.1.2) over a file of `size` bytes: `null` for the
 * whole file (no header, another unit, several ranges, or a header that is not a valid range, all
 * of which a server may or must ignore), or 'unsatisfiable' (416: a valid range the file cannot
 * answer). An end past the file is clamped, not refused: PMTiles readers ask for a fixed first
 * 16 KiB whatever the file's size.
 */
export function parseByteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header?.trim() ?? '')
  if (!match) return null
  const [, first, last] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}
