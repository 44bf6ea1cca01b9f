import { describe, expect, it } from 'vitest'

import { CONTACT_LIMITS, contactErrors } from '@/domain/contact'

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Opening hours', message: 'The museum opens at ten now.' }

describe('contact form rules', () => {
  it('accepts a complete message', () => {
    expect(contactErrors(valid)).toEqual({})
  })

  it('names the message key of each missing or malformed field', () => {
    expect(contactErrors({ name: ' ', email: 'nope', subject: '', message: 'short' })).toEqual({
      name: 'errorName',
      email: 'errorEmail',
      subject: 'errorSubject',
      message: 'errorMessage',
    })
  })

  it('rejects over-long fields and non-objects', () => {
    expect(contactErrors({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toEqual({ message: 'errorMessage' })
    expect(Object.keys(contactErrors(null))).not.toHaveLength(0)
    expect(Object.keys(contactErrors('text'))).not.toHaveLength(0)
  })
})
