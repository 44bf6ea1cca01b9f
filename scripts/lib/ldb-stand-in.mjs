// A stand-in for National Rail's Live Departure Board (LDBWS, JSON flavour) for the e2e tests and
// for looking at the boards on a machine without a key: it answers the bundled sample board with
// its times moved to now, so that the next train leaves in a few minutes. Run alone:
//   node scripts/lib/ldb-stand-in.mjs 4100   → RAIL_LDB_URL=http://127.0.0.1:4100/rdm RAIL_LDB_KEY=stand-in-key
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

export const STAND_IN_KEY = 'stand-in-key'
const SAMPLE = path.resolve(import.meta.dirname, '../../src/features/departures/samples/test-page.json')
const BOARD_PATH = /^\/rdm\/LDBWS\/api\/20220120\/(GetDepartureBoard|GetDepBoardWithDetails)\/([A-Z]{3})$/

const londonClock = (date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)

/** Where the sample's trains call after the station, minutes after they leave it. */
const CALLS = {
  Horsham: [
    ['St Neots', 'SNO', 8],
    ['Sandy', 'SDY', 15],
    ['London Bridge', 'LBG', 70],
    ['Horsham', 'HRH', 125],
  ],
  'London Kings Cross': [
    ['St Neots', 'SNO', 8],
    ['Stevenage', 'SVG', 30],
    ['London Kings Cross', 'KGX', 58],
  ],
  Peterborough: [['Peterborough', 'PBO', 17]],
}

/**
 * The sample board with its first departure `leadMinutes` from `now` and the rest as far apart as in
 * the sample; with `details`, each train's calling points (GetDepBoardWithDetails).
 */
export function boardAt(now, { leadMinutes = 4, crs = 'HUN', name = 'Huntingdon', details = false } = {}) {
  const board = JSON.parse(readFileSync(SAMPLE, 'utf8'))
  const minutes = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
  const first = minutes(board.trainServices[0].std)
  const shift = (time) => londonClock(new Date(now + (minutes(time) - first + leadMinutes) * 60_000))
  for (const service of board.trainServices) {
    service.std = shift(service.std)
    if (/^\d\d:\d\d$/.test(service.etd)) service.etd = shift(service.etd)
    const calls = CALLS[service.destination[0].locationName] ?? []
    if (details)
      service.subsequentCallingPoints = [
        {
          callingPoint: calls.map(([locationName, callCrs, after]) => ({
            locationName,
            crs: callCrs,
            st: londonClock(new Date(now + (minutes(service.std) - minutes(londonClock(new Date(now))) + after) * 60_000)),
            et: service.isCancelled ? 'Cancelled' : 'On time',
            isCancelled: service.isCancelled,
          })),
        },
      ]
  }
  return { ...board, generatedAt: new Date(now).toISOString(), crs, locationName: name }
}

const STATIONS = { HUN: 'Huntingdon', SNO: 'St Neots' }

/**
 * Starts the stand-in on `port` (0: any free port). `state.failing` makes it answer 500, as when the
 * upstream breaks; `state.calls` counts the board requests.
 */
export async function startLdbStandIn(port = 0, { now = Date.now } = {}) {
  const state = { failing: false, calls: 0 }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const match = BOARD_PATH.exec(url.pathname)
    if (!match || !STATIONS[match[2]]) return void response.writeHead(404).end()
    if (request.headers['x-apikey'] !== STAND_IN_KEY) return void response.writeHead(401).end('{"error":"bad key"}')
    state.calls++
    if (state.failing) return void response.writeHead(500).end('{"error":"upstream broke"}')
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(
      JSON.stringify(boardAt(now(), { crs: match[2], name: STATIONS[match[2]], details: match[1] === 'GetDepBoardWithDetails' })),
    )
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${address.port}/rdm`,
    state,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const standIn = await startLdbStandIn(Number(process.argv[2] ?? 4100))
  console.log(`RAIL_LDB_URL=${standIn.url} RAIL_LDB_KEY=${STAND_IN_KEY}`)
}
