import { describe, expect, it } from 'vitest'

import { parseByteRange } from '@/domain/byte-range'

describe('parseByteRange', () => {
  it('reads one range, inclusive at both ends', () => {
    expect(parseByteRange('bytes=0-16383', 100_000)).toEqual({ start: 0, end: 16_383 })
    expect(parseByteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 })
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
  })

  it('clamps an end past the file, and a suffix longer than it', () => {
    expect(parseByteRange('bytes=0-16383', 9000)).toEqual({ start: 0, end: 8999 })
    expect(parseByteRange('bytes=-5000', 100)).toEqual({ start: 0, end: 99 })
  })

  it('is the whole file without a header, for another unit, several ranges or a header that is no valid range', () => {
    for (const header of [null, 'items=0-1', 'bytes=0-1, 4-5', 'bytes=5-2', 'bytes=-', 'bytes=x-y', 'bytes=1-2-3', 'bytes 0-1']) {
      expect(parseByteRange(header, 10), String(header)).toBeNull()
    }
  })

  it('is unsatisfiable for a valid range the file cannot answer', () => {
    for (const header of ['bytes=10-', 'bytes=10-20', 'bytes=-0']) {
      expect(parseByteRange(header, 10), header).toBe('unsatisfiable')
    }
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable')
  })
})
