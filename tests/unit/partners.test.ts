import { describe, expect, it } from 'vitest'

import { partnersForTown } from '@/domain/partners'

describe('partnersForTown', () => {
  const partners = [
    { name: 'everywhere', townSlugs: [] },
    { name: 'two towns', townSlugs: ['huntingdon', 'st-ives'] },
    { name: 'ramsey only', townSlugs: ['ramsey'] },
  ]

  it('keeps partners of every town and those of the town asked for, in order', () => {
    expect(partnersForTown(partners, 'huntingdon').map((p) => p.name)).toEqual(['everywhere', 'two towns'])
    expect(partnersForTown(partners, 'ramsey').map((p) => p.name)).toEqual(['everywhere', 'ramsey only'])
  })

  it('gives only the town-free partners to a town nobody named', () => {
    expect(partnersForTown(partners, 'st-neots').map((p) => p.name)).toEqual(['everywhere'])
    expect(partnersForTown([], 'st-neots')).toEqual([])
  })
})
