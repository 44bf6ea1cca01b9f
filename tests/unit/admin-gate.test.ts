import { describe, expect, it } from 'vitest'

import { gateDecision, isAdminOnlyView, loginPathFor } from '@/domain/admin-gate'

describe('admin-only views (issue 7)', () => {
  it('covers the usage statistics view and nothing else of the admin', () => {
    expect(isAdminOnlyView('/admin/usage-stats')).toBe(true)
    expect(isAdminOnlyView('/admin/usage-stats/anything')).toBe(true)
    expect(isAdminOnlyView('/admin/usage-statsX')).toBe(false)
    expect(isAdminOnlyView('/admin')).toBe(false)
    expect(isAdminOnlyView('/admin/collections/places')).toBe(false)
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
