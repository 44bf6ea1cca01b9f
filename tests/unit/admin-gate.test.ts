import { describe, expect, it } from 'vitest'

import { canonicalPath, gateDecision, isAdminOnlyView, isAdminPath, loginPathFor } from '@/domain/admin-gate'

describe('admin-only views (issue 7)', () => {
  it('covers the usage statistics and cache views and nothing else of the admin', () => {
    expect(isAdminOnlyView('/admin/usage-stats')).toBe(true)
    expect(isAdminOnlyView('/admin/usage-stats/anything')).toBe(true)
    expect(isAdminOnlyView('/admin/cache')).toBe(true)
    expect(isAdminOnlyView('/admin/usage-statsX')).toBe(false)
    expect(isAdminOnlyView('/admin')).toBe(false)
    expect(isAdminOnlyView('/admin/collections/places')).toBe(false)
    expect(isAdminOnlyView('/admin/login')).toBe(false)
  })

  it('is not dodged by another spelling of the same path (issue 28)', () => {
    for (const spelling of [
      '/admin/Usage-Stats',
      '/ADMIN/USAGE-STATS',
      '/admin/usage-stats/',
      '//admin//usage-stats',
      '/admin/./usage-stats',
      '/admin/collections/../usage-stats',
      '/admin/usage%2Dstats',
      '/admin/%55sage-stats',
      '/admin/Cache',
      '/admin/cache/',
    ]) {
      expect(isAdminOnlyView(spelling), spelling).toBe(true)
    }
    expect(canonicalPath('/a/%zz/../b')).toBe('/a/b')
    expect(canonicalPath('/../../admin')).toBe('/admin')
  })

  it('recognises every admin path and nothing public', () => {
    expect(isAdminPath('/admin')).toBe(true)
    expect(isAdminPath('/Admin/collections/places')).toBe(true)
    expect(isAdminPath('/administration')).toBe(false)
    expect(isAdminPath('/en/admin-guide')).toBe(false)
  })

  it('anonymous → 401, a signed-in non-admin → 403, an admin passes', () => {
    expect(gateDecision({ user: null, message: 'Account' })).toEqual({ allow: false, status: 401 })
    expect(gateDecision(null)).toEqual({ allow: false, status: 401 })
    expect(gateDecision('nonsense')).toEqual({ allow: false, status: 401 })
    expect(gateDecision({ user: { id: 2, role: 'editor' } })).toEqual({ allow: false, status: 403 })
    expect(gateDecision({ user: { id: 3 } })).toEqual({ allow: false, status: 403 })
    expect(gateDecision({ user: { id: 1, role: 'admin' } })).toEqual({ allow: true })
  })

  it('sends an anonymous visitor to sign in and back to the same view', () => {
    expect(loginPathFor('/admin/usage-stats', '?town=st-ives')).toBe('/admin/login?redirect=%2Fadmin%2Fusage-stats%3Ftown%3Dst-ives')
  })
})
