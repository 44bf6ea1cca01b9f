import { describe, expect, it } from 'vitest'

import {
  addRecentSearch,
  charsRemaining,
  createPlaceIndex,
  findsWord,
  foldText,
  MAX_RECENT_SEARCHES,
  MAX_RESULTS_PER_TOWN,
  MIN_QUERY_LENGTH,
  parseRecentSearches,
  namesTheme,
  processTerm,
  type SearchOutcome,
  type SearchPlace,
  terms,
} from '@/domain/search'

import { PROTOTYPE_NAMES } from './prototype-names'

const place = (slug: string, name: string, townSlug: string, tags: string[] = [], categorySlug = 'attractions'): SearchPlace => ({
  slug,
  name,
  tags,
  townSlug,
  townName: { huntingdon: 'Huntingdon', 'st-ives': 'St Ives', 'st-neots': 'St Neots', ramsey: 'Ramsey' }[townSlug] ?? townSlug,
  categorySlug,
})

const PLACES: SearchPlace[] = [
  place('huntingdon-cromwell-museum', 'Cromwell Museum', 'huntingdon', ['museum', 'Oliver Cromwell', 'civil war']),
  place('stives-cromwell-statue', 'Oliver Cromwell Statue', 'st-ives', ['statue', 'Market Hill']),
  place('huntingdon-cafe-nero', 'Café Nero', 'huntingdon', ['coffee'], 'food-drink'),
  place('stives-the-cafe', 'The Riverside Café', 'st-ives', ['coffee', 'river'], 'food-drink'),
  place('stneots-museum', 'St Neots Museum', 'st-neots', ['museum', 'police station']),
  place('stneots-priory', 'Priory Centre', 'st-neots', ['hall', 'café']),
  place('ramsey-museum', 'Ramsey Rural Museum', 'ramsey', ['museum', 'farm']),
  place('huntingdon-museum-gardens', 'Museum', 'huntingdon', ['gardens']),
  place('ramsey-łąka', 'Łąka Deli', 'ramsey', ['Polish food'], 'food-drink'),
]
const index = await createPlaceIndex(PLACES)

const slugs = (outcome: SearchOutcome) => (outcome.state === 'results' ? outcome.groups.flatMap((g) => g.hits.map((h) => h.slug)) : [])
const towns = (outcome: SearchOutcome) => (outcome.state === 'results' ? outcome.groups.map((g) => g.townSlug) : [])

describe('text folding (accent- and case-insensitive search)', () => {
  it('strips diacritics and case', () => {
    expect(foldText('Café CRÈME Łąka Straße')).toBe('cafe creme laka strasse')
    expect(processTerm('Saint')).toBe('st')
    expect(processTerm("Neots'")).toBe('neots')
    expect(processTerm('—')).toBeNull()
  })

  it('keeps words that name properties of every object as words (issue 28)', () => {
    for (const word of PROTOTYPE_NAMES) expect(typeof processTerm(word), word).toBe('string')
    expect(terms('Constructor Yard')).toEqual(['constructor', 'yard'])
  })
})

describe('minimum query length (spec §5: "Type at least {chars} more character to search")', () => {
  it(`needs ${MIN_QUERY_LENGTH} characters, ignoring spaces and punctuation`, () => {
    expect(MIN_QUERY_LENGTH).toBe(2)
    expect(charsRemaining('')).toBe(2)
    expect(charsRemaining(' c ')).toBe(1)
    expect(charsRemaining('é')).toBe(1)
    expect(charsRemaining('cr')).toBe(0)
    expect(index.search('c')).toEqual({ state: 'tooShort', charsRemaining: 1 })
    expect(index.search('  ')).toEqual({ state: 'tooShort', charsRemaining: 2 })
  })
})

describe('matching (spec §3: search matches name or tags)', () => {
  it('finds accented names from unaccented queries and the reverse', () => {
    expect(slugs(index.search('Cafe'))).toEqual(expect.arrayContaining(['huntingdon-cafe-nero', 'stives-the-cafe']))
    expect(slugs(index.search('CAFÉ NERO'))[0]).toBe('huntingdon-cafe-nero')
    expect(slugs(index.search('laka'))).toEqual(['ramsey-łąka'])
  })

  it('treats "saint" as "St"', () => {
    expect(slugs(index.search('saint neots'))[0]).toBe('stneots-museum')
  })

  it('matches prefixes and forgives a typo in longer words', () => {
    expect(slugs(index.search('cromwel'))).toEqual(expect.arrayContaining(['huntingdon-cromwell-museum', 'stives-cromwell-statue']))
    expect(slugs(index.search('musem'))).toContain('huntingdon-cromwell-museum')
    expect(slugs(index.search('cromwll'))).toContain('huntingdon-cromwell-museum')
    // Short terms are not fuzzy: "cs" does not stand for "cafe".
    expect(index.search('cs')).toEqual({ state: 'noResults' })
  })

  it('matches tags', () => {
    expect(slugs(index.search('police'))).toEqual(['stneots-museum'])
    expect(slugs(index.search('coffee'))).toEqual(expect.arrayContaining(['huntingdon-cafe-nero', 'stives-the-cafe']))
  })

  it('reports no results', () => {
    expect(index.search('zzzz qqq')).toEqual({ state: 'noResults' })
  })
})

describe('ranking: exact name > name prefix > word of the name > tag', () => {
  it('puts the exact name first, then names starting with the query, then tag-only matches', () => {
    const outcome = index.search('museum')
    expect(outcome.state).toBe('results')
    if (outcome.state !== 'results') return
    const hits = outcome.groups.flatMap((g) => g.hits)
    const kind = (slug: string) => hits.find((h) => h.slug === slug)?.match
    expect(kind('huntingdon-museum-gardens')).toBe('exactName')
    expect(kind('huntingdon-cromwell-museum')).toBe('nameWordPrefix')
    // Grouped by town with no current town: the town of the best hit comes first.
    expect(outcome.groups[0].townSlug).toBe('huntingdon')
    expect(outcome.groups[0].hits.map((h) => h.slug)).toEqual(['huntingdon-museum-gardens', 'huntingdon-cromwell-museum'])
  })

  it('ranks a name prefix above a tag match', () => {
    const outcome = index.search('oliver')
    if (outcome.state !== 'results') throw new Error('expected results')
    const hits = outcome.groups.flatMap((g) => g.hits)
    expect(hits.find((h) => h.slug === 'stives-cromwell-statue')?.match).toBe('namePrefix')
    expect(hits.find((h) => h.slug === 'huntingdon-cromwell-museum')?.match).toBe('tag')
    expect(outcome.groups[0].townSlug).toBe('st-ives')
  })

  it('lists the current town first, then other towns with their names', () => {
    const outcome = index.search('cromwell', 'st-ives')
    expect(towns(outcome)).toEqual(['st-ives', 'huntingdon'])
    if (outcome.state !== 'results') return
    expect(outcome.groups[0]).toMatchObject({ isCurrentTown: true, townName: 'St Ives' })
    expect(outcome.groups[1]).toMatchObject({ isCurrentTown: false, townName: 'Huntingdon' })
    expect(towns(index.search('museum', 'ramsey'))[0]).toBe('ramsey')
  })
})

// A Polish index: tags as seeded in Polish, theme words as the message files give them.
const POLISH: SearchPlace[] = [
  place('church', 'All Saints’ Church', 'huntingdon', ['kościół', 'średniowieczny']),
  place('museum', 'Cromwell Museum', 'huntingdon', ['muzeum', 'Oliver Cromwell']),
  place('rural-museum-events', 'Rural Museum Events', 'huntingdon', ['wydarzenia', 'muzeum'], 'events'),
  place('free-church', 'Free Church (URC)', 'huntingdon', ['kościół', 'wspólnota'], 'community'),
  place('park', 'Hinchingbrooke Country Park', 'huntingdon', []),
  place('car-park', 'Riverside Car Park', 'st-ives', ['parking', 'płatny'], 'transport'),
  place('toilets', 'Toalety przy dworcu autobusowym', 'st-ives', [], 'services'),
  place('bus-station', 'St Ives Bus Station', 'st-ives', ['autobus', 'węzeł przesiadkowy'], 'transport'),
]
const THEMES = {
  attractions: ['Atrakcje i zabytki', 'Atrakcje', 'muzeum', 'kościół', 'zabytek', 'park'],
  transport: ['Transport', 'parking', 'dworzec autobusowy', 'autobus'],
  services: ['Usługi publiczne', 'toalety', 'WC', 'biblioteka'],
  events: ['Wydarzenia', 'targ', 'festiwal'],
  community: ['Społeczność', 'świetlica'],
}
const polish = await createPlaceIndex(POLISH, THEMES)
const polishWithSculptures = await createPlaceIndex(
  [...POLISH.filter((p) => p.townSlug === 'st-ives'), place('sculptures', 'Rzeźby przy parkingu Riverside', 'st-ives', ['rzeźba'])],
  THEMES,
)
const ranked = (query: string) => {
  const outcome = polish.search(query)
  return outcome.state === 'results' ? outcome.groups.flatMap((g) => g.hits) : []
}

describe("by theme in the visitor's language (issue 27)", () => {
  it('one word is one word however it is inflected, typed with or without diacritics', () => {
    for (const [query, word] of [
      ['koscio', 'kosciol'],
      ['kosciola', 'kosciol'],
      ['baznycios', 'baznycia'],
      ['iglesias', 'iglesia'],
      ['muzea', 'muzeum'],
    ]) {
      expect(findsWord(query, word), `${query} ${word}`).toBe(true)
    }
    for (const [query, word] of [
      ['dworcu', 'dworzec'],
      ['autobusowy', 'autobus'],
      ['parku', 'park'],
      ['churches', 'church'],
    ]) {
      expect(findsWord(query, word), `${query} ${word}`).toBe(true)
    }
    for (const [query, word] of [
      ['business', 'bus'],
      ['most', 'muzeum'],
      ['park', 'pa'],
      ['parking', 'park'],
      ['parkowanie', 'parking'],
    ]) {
      expect(findsWord(query, word), `${query} ${word}`).toBe(false)
    }
    expect(namesTheme(terms('dworca autobusowego'), THEMES.transport.map(terms))).toBe(true)
    expect(namesTheme(terms('autobus kościół'), THEMES.transport.map(terms))).toBe(false)
  })

  it('finds a place by a tag or a theme word, in any inflected form, without diacritics', () => {
    for (const query of ['kościół', 'kosciol', 'koscio', 'kościoła', 'KOŚCIOŁY']) {
      const hits = ranked(query)
      expect(
        hits
          .map((h) => h.slug)
          .slice(0, 2)
          .sort(),
        query,
      ).toEqual(['church', 'free-church'])
    }
    // No place says "toalety" in its tags: its category's theme words find it.
    expect(ranked('toaleta').map((h) => h.slug)).toEqual(['toilets'])
    expect(ranked('toaleta')[0].match).toBe('name')
    expect(ranked('wc').map((h) => h.slug)).toEqual(['toilets'])
    expect(ranked('wc')[0].match).toBe('theme')
    expect(polish.search('xyzzy')).toEqual({ state: 'noResults' })
  })

  it('ranks the places of the category a word names first, then other direct matches, then the rest of that category', () => {
    const hits = ranked('muzeum')
    // The museum (attractions: "muzeum" names it) before the museum's events, though their name matches too.
    expect(hits[0]).toMatchObject({ slug: 'museum', inNamedCategory: true })
    expect(hits[1]).toMatchObject({ slug: 'rural-museum-events', inNamedCategory: false })
    // Then the category's other places, found by its theme words alone.
    expect(hits.slice(2).every((h) => h.match === 'theme' && h.categorySlug === 'attractions')).toBe(true)
    const church = ranked('kościoła')
    expect(church.slice(0, 2).map((h) => h.categorySlug)).toEqual(['attractions', 'community'])
    expect(ranked('parking')[0].slug).toBe('car-park')
    // "parking" is not "park": a place named after a car park comes after the car parks.
    const parking = polishWithSculptures.search('parking')
    expect(parking.state === 'results' && parking.groups[0].hits.map((h) => h.slug)).toEqual(['car-park', 'sculptures', 'bus-station'])
    // "Bus station" names transport: the bus station (its tag "autobus") before the category's other places.
    // A word the guide knows is taken as typed: "dworzec" does not also find "dworcu" in the toilets' name.
    expect(ranked('dworzec autobusowy').map((h) => h.slug)).toEqual(['bus-station', 'car-park'])
    expect(ranked('dworcu').map((h) => h.slug)).toEqual(['toilets'])
  })
})

describe('recent searches', () => {
  it('keeps the newest first, without duplicates (ignoring case and accents), at most 8', () => {
    expect(MAX_RECENT_SEARCHES).toBe(8)
    let recent: string[] = []
    for (const q of ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']) recent = addRecentSearch(recent, q)
    expect(recent).toHaveLength(8)
    expect(recent[0]).toBe('nine')
    expect(recent).not.toContain('one')
    recent = addRecentSearch(['Café', 'museum'], '  cafe ')
    expect(recent).toEqual(['cafe', 'museum'])
    expect(addRecentSearch(['museum'], 'x')).toEqual(['museum'])
  })

  it('reads stored values defensively', () => {
    expect(parseRecentSearches(null)).toEqual([])
    expect(parseRecentSearches('{bad json')).toEqual([])
    expect(parseRecentSearches('{"a":1}')).toEqual([])
    expect(parseRecentSearches('["museum", 3, "cafe"]')).toEqual(['museum', 'cafe'])
  })
})

describe('scale', () => {
  // How fast: bench/search/run.mjs prints the figures (a timed assertion here would flake).
  it('indexes and searches 10,000 places, the visitor’s town first and every group full', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      place(
        `p-${i}`,
        `Place ${i} ${['Mill', 'Café', 'Abbey', 'Market'][i % 4]}`,
        ['huntingdon', 'st-ives', 'ramsey', 'st-neots'][Math.floor(i / 4) % 4],
        ['tag' + (i % 50)],
      ),
    )
    const big = await createPlaceIndex(many)
    const outcome = big.search('cafe', 'ramsey')
    expect(outcome.state).toBe('results')
    expect(towns(outcome)).toEqual(['ramsey', expect.any(String), expect.any(String), expect.any(String)])
    expect(outcome.state === 'results' && outcome.groups.every((g) => g.hits.length === MAX_RESULTS_PER_TOWN)).toBe(true)
  })
})
