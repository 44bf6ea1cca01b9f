import { describe, expect, it } from 'vitest'

import { isCompleteMultipart } from '@/domain/multipart'

const bytes = (text: string) => new TextEncoder().encode(text)
const whole = '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"a":1}\r\n--x--\r\n'

describe('a multipart body is whole (issue 28)', () => {
  it('accepts a body that opens and closes with its boundary', () => {
    expect(isCompleteMultipart('multipart/form-data; boundary=x', bytes(whole))).toBe(true)
    expect(isCompleteMultipart('multipart/form-data; boundary="x"', bytes(whole))).toBe(true)
  })

  it('refuses no boundary, an empty body, junk and a body cut short', () => {
    expect(isCompleteMultipart('multipart/form-data', bytes(whole))).toBe(false)
    expect(isCompleteMultipart('multipart/form-data; boundary=x', bytes(''))).toBe(false)
    expect(isCompleteMultipart('multipart/form-data; boundary=x', bytes('5C|O'))).toBe(false)
    expect(isCompleteMultipart('multipart/form-data; boundary=x', bytes(whole.slice(0, 40)))).toBe(false)
    expect(isCompleteMultipart('multipart/form-data; boundary=y', bytes(whole))).toBe(false)
  })
})
