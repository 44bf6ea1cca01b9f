import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'

import { parseRailBoard } from '@/domain/departures'
import onTime from '@/features/departures/samples/on-time.json'

vi.mock('server-only', () => ({}))

const { createRailDepartures } = await import('@/features/departures/rail')

/**
 * Issue 23: "any upstream JSON shape never throws past the adapter". Arbitrary JSON values, and
 * recorded answers with any field replaced by any JSON value, through the parser and through the
 * adapter (a fake upstream answering them): each call ends in a board or a reason, never a throw.
 */
const anyJson = fc.jsonValue({ maxDepth: 4 })

/** A recorded answer with random fields (of the board, of a service, of a destination) swapped for random JSON. */
const mutatedAnswer = fc
  .record({
    boardField: fc.constantFrom('generatedAt', 'locationName', 'crs', 'trainServices', 'busServices', 'nrccMessages', 'extra'),
    serviceField: fc.constantFrom(
      'std',
      'etd',
      'platform',
      'operator',
      'isCancelled',
      'destination',
      'serviceType',
      'subsequentCallingPoints',
    ),
    locationField: fc.constantFrom('locationName', 'crs', 'via'),
    values: fc.tuple(anyJson, anyJson, anyJson),
  })
  .map(({ boardField, serviceField, locationField, values: [a, b, c] }) => {
    const copy: Record<string, unknown> = structuredClone(onTime)
    const service = (copy.trainServices as Record<string, unknown>[])[0]!
    ;(service.destination as Record<string, unknown>[])[0]![locationField] = c
    service[serviceField] = b
    copy[boardField] = a
    return copy
  })

const anyAnswer = fc.oneof(anyJson, mutatedAnswer)

describe('LDBWS answers of any shape (fast-check)', () => {
  it('the parser never throws and every board it returns is well formed', () => {
    fc.assert(
      fc.property(anyAnswer, (json) => {
        const parsed = parseRailBoard(json)
        if (parsed.ok) {
          for (const departure of parsed.board.departures) {
            expect(departure.scheduled).toMatch(/^\d{2}:\d{2}$/)
            expect(Number.isNaN(Date.parse(departure.scheduledAt))).toBe(false)
            expect(typeof departure.destination).toBe('string')
          }
        } else {
          expect(parsed.problem).toEqual(expect.any(String))
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('the adapter never throws, whatever the upstream sends (JSON, text, status)', async () => {
    const body = fc.oneof(
      anyAnswer.map((json) => JSON.stringify(json)),
      fc.string({ maxLength: 80 }),
      fc.constant(''),
    )
    const status = fc.constantFrom(200, 200, 200, 204, 401, 429, 500, 503)
    await fc.assert(
      fc.asyncProperty(body, status, async (text, code) => {
        const rail = createRailDepartures({
          env: { RAIL_LDB_KEY: 'k', RAIL_LDB_URL: 'http://stand-in.invalid' },
          fetch: async () => new Response(code === 204 ? null : text, { status: code }),
        })
        const lookup = await rail.lookup('HUN')
        expect(lookup.configured).toBe(true)
        if (lookup.configured) expect(lookup.good !== null || lookup.failure !== null).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('a fetch that throws (network error) or a body that fails to read becomes a failure', async () => {
    const throwing = createRailDepartures({
      env: { RAIL_LDB_KEY: 'k' },
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(throwing.lookup('HUN')).resolves.toEqual({ configured: true, good: null, failure: 'upstream-failed' })
    const badBody = createRailDepartures({
      env: { RAIL_LDB_KEY: 'k' },
      fetch: async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.error(new Error('connection reset'))
            },
          }),
        ),
    })
    await expect(badBody.lookup('HUN')).resolves.toEqual({ configured: true, good: null, failure: 'upstream-failed' })
    expect(badBody.lastCall()).toMatchObject({ status: 200, outcome: 'upstream-failed', problem: 'connection reset' })
  })

  it('asks the documented endpoint with the key header, and never builds a URL from a bad CRS', async () => {
    const calls: { url: string; key: string | null }[] = []
    const rail = createRailDepartures({
      env: { RAIL_LDB_KEY: 'secret', RAIL_LDB_URL: 'https://rdm.example/1010-live-departure-board-dep1_2/' },
      fetch: async (input, init) => {
        calls.push({ url: String(input), key: new Headers(init?.headers).get('x-apikey') })
        return Response.json(onTime)
      },
    })
    await rail.lookup('HUN')
    await rail.lookup('HUN', { callingPoints: true })
    await rail.lookup('../admin')
    expect(calls).toEqual([
      { url: 'https://rdm.example/1010-live-departure-board-dep1_2/LDBWS/api/20220120/GetDepartureBoard/HUN?numRows=10', key: 'secret' },
      {
        url: 'https://rdm.example/1010-live-departure-board-dep1_2/LDBWS/api/20220120/GetDepBoardWithDetails/HUN?numRows=10',
        key: 'secret',
      },
    ])
  })

  it('without a key it is not configured and calls nobody', async () => {
    const fetchSpy = vi.fn()
    const rail = createRailDepartures({ env: { RAIL_LDB_KEY: '  ' }, fetch: fetchSpy })
    expect(rail.isConfigured()).toBe(false)
    await expect(rail.lookup('HUN')).resolves.toEqual({ configured: false })
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
