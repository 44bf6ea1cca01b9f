import { describe, expect, it } from 'vitest'

import { testPayload } from './payload'

describe('under-construction flag as the proxy reads it', () => {
  it('follows the site setting straight from Postgres', async () => {
    const payload = await testPayload()
    const { isUnderConstruction } = await import('@/data/construction-flag')
    const t0 = Date.now()
    expect(await isUnderConstruction(t0)).toBe(false)

    await payload.updateGlobal({ slug: 'site-settings', data: { underConstruction: true }, context: { disableRevalidate: true } })
    // Remembered for a second, then read again.
    expect(await isUnderConstruction(t0 + 10)).toBe(false)
    expect(await isUnderConstruction(t0 + 1500)).toBe(true)

    await payload.updateGlobal({ slug: 'site-settings', data: { underConstruction: false }, context: { disableRevalidate: true } })
    expect(await isUnderConstruction(t0 + 3000)).toBe(false)
  })
})
