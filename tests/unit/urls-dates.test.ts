import { describe, expect, it } from 'vitest'

import { addDays, atTimeOfDay, isIsoDay } from '@/domain/dates'
import { displayHost, isSafeWebUrl, isSlug } from '@/domain/urls'

describe('isSafeWebUrl', () => {
  it('allows only http and https', () => {
    expect(isSafeWebUrl('https://www.norrismuseum.org.uk/')).toBe(true)
    expect(isSafeWebUrl('http://example.org')).toBe(true)
    expect(isSafeWebUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeWebUrl(' JavaScript:alert(1)')).toBe(false)
    expect(isSafeWebUrl('data:text/html,<script>')).toBe(false)
    expect(isSafeWebUrl('/relative')).toBe(false)
    expect(isSafeWebUrl(42)).toBe(false)
  })

  it('shows addresses without scheme, www or trailing slash', () => {
    expect(displayHost('https://www.cromwellmuseum.org/')).toBe('cromwellmuseum.org')
    expect(displayHost('https://example.org/visit/')).toBe('example.org/visit')
  })
})

describe('isSlug (town and place addresses)', () => {
  it('takes lower-case words joined by single hyphens', () => {
    for (const slug of ['ramsey', 'st-ives', 'huntingdon-cromwell-museum', 'a1']) expect(isSlug(slug), slug).toBe(true)
  })

  it('refuses capitals, spaces, slashes, doubled or dangling hyphens and non-strings', () => {
    for (const slug of ['Ramsey', 'st ives', 'st/ives', 'st--ives', '-ramsey', 'ramsey-', '', 'ramsey\n', null, 3])
      expect(isSlug(slug), String(slug)).toBe(false)
  })
})

describe('dates', () => {
  it('adds whole days and sets a time of day in UTC', () => {
    const base = new Date('2026-03-28T09:30:00Z')
    expect(addDays(base, 2).toISOString()).toBe('2026-03-30T09:30:00.000Z')
    expect(addDays(base, -1).toISOString()).toBe('2026-03-27T09:30:00.000Z')
    expect(atTimeOfDay(base, '14:05').toISOString()).toBe('2026-03-28T14:05:00.000Z')
    expect(() => atTimeOfDay(base, '2pm')).toThrow()
  })
})

describe('isIsoDay', () => {
  it('accepts real calendar days as YYYY-MM-DD', () => {
    for (const day of ['2026-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) expect(isIsoDay(day), day).toBe(true)
  })

  it('refuses impossible days, other formats and year zero', () => {
    for (const day of [
      '2026-13-45',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '2026-1-5',
      '26-01-05',
      '2026-01-05T00:00',
      ' 2026-01-05',
      '',
      'today',
    ]) {
      expect(isIsoDay(day), day).toBe(false)
    }
  })
})
