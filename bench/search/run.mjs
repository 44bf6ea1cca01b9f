// Search over 10,000 synthetic places: index build time and median query time.
// Run: node bench/search/run.mjs [placeCount]   (figures only; never asserted in CI)
import { performance } from 'node:perf_hooks'

import { register } from 'tsx/esm/api'

register()
const { createPlaceIndex } = await import('../../src/domain/search.ts')

const COUNT = Number(process.argv[2] ?? 10_000)
const TOWNS = [
  ['huntingdon', 'Huntingdon'],
  ['st-ives', 'St Ives'],
  ['ramsey', 'Ramsey'],
  ['st-neots', 'St Neots'],
]
const FIRST = [
  'Old',
  'Riverside',
  'Market',
  'Abbey',
  'Saint Mary’s',
  'Cromwell',
  'Bridge',
  'Mill',
  'Café',
  'Priory',
  'Fen',
  'Ouse',
  'Crème',
  'Łąka',
  'Norris',
  'Paxton',
]
const SECOND = [
  'Museum',
  'Tea Rooms',
  'Gallery',
  'Car Park',
  'Bus Stop',
  'Church',
  'Garden',
  'Bakery',
  'Pub',
  'Library',
  'Hall',
  'Toilets',
  'Deli',
  'Bookshop',
  'Chapel',
  'Meadow',
]
const TAGS = [
  'museum',
  'coffee',
  'heritage',
  'parking',
  'toilets',
  'accessible',
  'river',
  'market',
  'history',
  'walks',
  'cake',
  'books',
  'family',
  'garden',
  'art',
  'bus',
]
const CATEGORIES = ['food-drink', 'shopping', 'attractions', 'services', 'transport', 'events', 'community', 'tours']

// Deterministic pseudo-random numbers, so runs compare.
let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const pick = (list) => list[Math.floor(random() * list.length)]

const places = Array.from({ length: COUNT }, (_, i) => {
  const [townSlug, townName] = TOWNS[i % TOWNS.length]
  return {
    slug: `place-${i}`,
    name: `${pick(FIRST)} ${pick(SECOND)} ${i % 7 === 0 ? i : ''}`.trim(),
    tags: [pick(TAGS), pick(TAGS)],
    townSlug,
    townName,
    categorySlug: pick(CATEGORIES),
  }
})

const QUERIES = [
  'cr',
  'crom',
  'cromwel',
  'cafe',
  'café',
  'CREME',
  'museum',
  'musem',
  'saint marys',
  'st marys',
  'tea rooms',
  'car park',
  'laka',
  'heritage',
  'riverside gal',
  'norris museum',
  'zzzz',
  'paxton',
  'bus',
  'priory hall',
]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

// First build includes loading the library; later builds show the steady cost.
const buildTimes = []
let index
for (let run = 0; run < 5; run++) {
  const t0 = performance.now()
  index = await createPlaceIndex(places)
  buildTimes.push(performance.now() - t0)
}

// Warm up, then time every query many times.
for (const q of QUERIES) index.search(q, 'ramsey')
const queryTimes = []
const perQuery = {}
for (let round = 0; round < 25; round++) {
  for (const q of QUERIES) {
    const t0 = performance.now()
    const outcome = index.search(q, 'ramsey')
    const ms = performance.now() - t0
    queryTimes.push(ms)
    ;(perQuery[q] ??= { times: [], results: outcome.state === 'results' ? outcome.total : 0 }).times.push(ms)
  }
}

const round2 = (n) => Math.round(n * 100) / 100
console.log(`places: ${COUNT}`)
console.log(`index build ms: first ${round2(buildTimes[0])}, median of 5 ${round2(median(buildTimes))}`)
console.log(
  `query ms: median ${round2(median(queryTimes))}, p95 ${round2([...queryTimes].sort((a, b) => a - b)[Math.floor(queryTimes.length * 0.95)])}, max ${round2(Math.max(...queryTimes))} (${queryTimes.length} queries)`,
)
for (const [q, { times, results }] of Object.entries(perQuery)) {
  console.log(`  ${JSON.stringify(q).padEnd(18)} median ${round2(median(times)).toString().padStart(6)} ms, ${results} shown`)
}
