import 'server-only'

import { type DeparturesAnswer, parseRailBoard, railAnswer } from '@/domain/departures'

import testPageBoard from './samples/test-page.json'

/**
 * The rail board of /test/rail-departures when no key is set: an answer in LDBWS's JSON flavour
 * bundled with the guide (on time, late, delayed, cancelled, no platform, a station message), put
 * through the same parser and answer rules as a live one.
 */
export function sampleRailAnswer(town: string): DeparturesAnswer {
  const parsed = parseRailBoard(testPageBoard)
  if (!parsed.ok) throw new Error(`The bundled sample board does not parse: ${parsed.problem}`)
  const fetchedAt = Date.parse(parsed.board.generatedAt)
  return railAnswer(
    town,
    parsed.board.station.crs,
    { configured: true, good: { board: parsed.board, fetchedAt }, failure: null },
    fetchedAt,
  )
}
