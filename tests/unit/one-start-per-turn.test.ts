import { describe, expect, it } from 'vitest'

import { oneStartPerTurn } from '../../scripts/lib/one-start-per-turn.mjs'

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('oneStartPerTurn', () => {
  it('starts jobs in arrival order, one per turn of the event loop', async () => {
    const admit = oneStartPerTurn()
    const started: number[] = []
    for (const n of [1, 2, 3]) admit(() => started.push(n))
    expect(started).toEqual([])
    await turn()
    expect(started).toEqual([1])
    await turn()
    expect(started).toEqual([1, 2])
    await turn()
    expect(started).toEqual([1, 2, 3])
  })

  it('keeps going after a job throws', async () => {
    const admit = oneStartPerTurn()
    const started: string[] = []
    const errors: unknown[] = []
    process.once('uncaughtException', (error) => errors.push(error))
    admit(() => {
      throw new Error('boom')
    })
    admit(() => started.push('after'))
    await turn()
    await turn()
    expect(started).toEqual(['after'])
    expect(errors).toHaveLength(1)
  })
})
