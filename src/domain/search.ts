import type MiniSearch from 'minisearch'
import type { SearchResult } from 'minisearch'

import { ownValue } from './own-property'

/**
 * Place search (spec §3 "search matches name or tags", §5 minimum search length, §2 search modal;
 * issue 27: by theme in every language). Accent- and case-insensitive, prefix and fuzzy matching,
 * inflected forms found by their common stem; a place is found by its name, its tags and the theme
 * words of its category (label, short label and everyday synonyms in the visitor's language).
 */

/**
 * Usage statistics count settled searches, not keystrokes: a query is recorded once it has stood
 * unchanged this long (issue 7: length and result count only, never the text).
 */
export const SEARCH_SETTLE_MS = 1500

/** Spec §5 asks for a minimum number of characters without giving it; two keeps one-letter noise out. */
export const MIN_QUERY_LENGTH = 2
/** Recent searches kept in the browser (newest first). */
export const MAX_RECENT_SEARCHES = 8
export const RECENT_SEARCHES_STORAGE_KEY = 'town-guide:recent-searches'
/** Results shown at most per town, so a busy town cannot crowd out the others (or the current one). */
export const MAX_RESULTS_PER_TOWN = 12
/** Typos are forgiven only in terms this long (a 20 % edit distance), so short prefixes stay precise. */
export const FUZZY_MIN_TERM_LENGTH = 4
export const FUZZY_DISTANCE = 0.2
/** A name match outweighs a tag match, which outweighs a match on the category's theme words. */
export const NAME_BOOST = 3
export const THEME_BOOST = 0.5
/**
 * Two words are one word inflected (kościół / kościoła, bažnyčia / bažnyčios, museo / museos) when
 * they share a stem this long that leaves at most STEM_SLACK letters of either unmatched.
 */
export const MIN_STEM_LENGTH = 4
export const STEM_SLACK = 3

/** Why a place matched, best first: the list is sorted by this before the text score. */
export const MATCH_RANK = { exactName: 0, namePrefix: 1, nameWordPrefix: 2, name: 3, tag: 4, theme: 5 } as const
export type MatchKind = keyof typeof MATCH_RANK

export type SearchPlace = {
  slug: string
  name: string
  tags: string[]
  townSlug: string
  townName: string
  categorySlug: string
}

/** Per category slug, the words that name its theme in the visitor's language (label, short label, synonyms). */
export type CategoryThemes = Readonly<Record<string, readonly string[]>>

/**
 * `inNamedCategory`: the query names this place's category (one of its theme words);
 * `ownTerms`: how many of the query's terms its own name and tags hold (not its category's words);
 * `ownAll`: they hold every one.
 */
export type SearchHit = SearchPlace & { match: MatchKind; score: number; inNamedCategory: boolean; ownTerms: number; ownAll: boolean }
export type SearchGroup = { townSlug: string; townName: string; isCurrentTown: boolean; hits: SearchHit[] }
export type SearchOutcome =
  | { state: 'tooShort'; charsRemaining: number }
  | { state: 'results'; groups: SearchGroup[]; total: number }
  | { state: 'noResults' }

/** Words that mean the same thing in place names ("Saint Neots" is written "St Neots"). */
const EQUIVALENT_TERMS: Record<string, string> = { saint: 'st' }

/** Lower case without diacritics: "Café" → "cafe", "Łódź" → "lodz". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/gi, 'l')
    .replace(/ß/g, 'ss')
    .toLowerCase()
}

/** One indexed or queried term, folded; equivalent words collapse to one form; empty terms are dropped. */
export function processTerm(term: string): string | null {
  const folded = foldText(term).replace(/[^\p{L}\p{N}]/gu, '')
  if (!folded) return null
  // Place names, tags and queries are anyone's words: "constructor" must stay a word.
  return ownValue(EQUIVALENT_TERMS, folded) ?? folded
}

const TOKEN_SEPARATOR = /[\s\p{P}\p{S}]+/u

/** A text as the list of its processed terms, e.g. "Saint Neots’ Café" → ["st", "neots", "cafe"]. */
export function terms(text: string): string[] {
  return text
    .split(TOKEN_SEPARATOR)
    .map(processTerm)
    .filter((t): t is string => Boolean(t))
}

/** How many more characters a query needs before it is searched (0 when it is long enough). */
export function charsRemaining(query: string): number {
  const length = terms(query).join(' ').length
  return Math.max(0, MIN_QUERY_LENGTH - length)
}

export type PlaceIndex = { search: (query: string, currentTownSlug?: string) => SearchOutcome; size: number }

/** `themePhrases`: the category's theme words as terms, built once per category and shared by its places. */
type Doc = SearchPlace & { id: number; nameTerms: string[]; ownWords: string[]; themes: readonly string[]; themePhrases: ThemePhrases }
/** Theme phrases as their processed terms: ["bus station"] → [["bus", "station"]]. */
export type ThemePhrases = readonly (readonly string[])[]

/** The common beginning of two terms, in letters. */
function sharedPrefixLength(a: string, b: string): number {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/**
 * Whether a queried term finds a word: the word starts with it (typing in progress), or both are
 * forms of one word: a shared stem of MIN_STEM_LENGTH letters with at most STEM_SLACK left of
 * either ("dworzec" / "dworcu", "muzea" / "muzeum"). A short word followed by a longer ending is
 * another word ("park" / "parking"); a longer one takes an ending ("autobus" / "autobusowy").
 * Terms are processed (folded) first.
 */
export function findsWord(query: string, word: string): boolean {
  const shared = sharedPrefixLength(query, word)
  if (shared === query.length) return true
  if (shared < MIN_STEM_LENGTH) return false
  const queryRest = query.length - shared
  const wordRest = word.length - shared
  if (wordRest === 0) return queryRest <= 1 || (word.length > MIN_STEM_LENGTH && queryRest <= STEM_SLACK)
  return queryRest <= STEM_SLACK && wordRest <= STEM_SLACK
}

/** The stem a term is looked up by when it finds nothing as typed: "muziejaus" → "muziej", "upės" → "upe". */
export function stemOf(term: string): string {
  return term.slice(0, Math.max(MIN_STEM_LENGTH - 1, term.length - STEM_SLACK))
}

/** Whether a query names a theme: each of its terms finds a word of one theme phrase ("bus station", "kościoła"). */
export function namesTheme(queryTerms: readonly string[], phrases: ThemePhrases): boolean {
  return queryTerms.length > 0 && phrases.some((words) => queryTerms.every((q) => words.some((w) => findsWord(q, w))))
}

/**
 * Builds the in-memory index once per list of places (and theme words). The search library is
 * loaded on demand, so pages pay for it only when a visitor opens the search.
 */
export async function createPlaceIndex(places: readonly SearchPlace[], themes: CategoryThemes = {}): Promise<PlaceIndex> {
  const { default: MiniSearchClass } = await import('minisearch')
  const phrasesByCategory = new Map<string, ThemePhrases>()
  const phrasesOf = (categorySlug: string) => {
    if (!phrasesByCategory.has(categorySlug)) phrasesByCategory.set(categorySlug, (ownValue(themes, categorySlug) ?? []).map(terms))
    return phrasesByCategory.get(categorySlug)!
  }
  const docs: Doc[] = places.map((place, id) => {
    const nameTerms = terms(place.name)
    return {
      ...place,
      id,
      nameTerms,
      ownWords: [...nameTerms, ...place.tags.flatMap(terms)],
      themes: ownValue(themes, place.categorySlug) ?? [],
      themePhrases: phrasesOf(place.categorySlug),
    }
  })
  const index = new MiniSearchClass<Doc>({
    fields: ['name', 'tags', 'themes'],
    storeFields: [],
    tokenize: (text) => text.split(TOKEN_SEPARATOR),
    processTerm: (term) => processTerm(term) ?? null,
    extractField: (doc, field) => {
      const value = doc[field as keyof Doc]
      return Array.isArray(value) ? value.join(' | ') : String(value ?? '')
    },
    searchOptions: {
      boost: { name: NAME_BOOST, themes: THEME_BOOST },
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_MIN_TERM_LENGTH ? FUZZY_DISTANCE : false),
      combineWith: 'AND',
    },
  })
  index.addAll(docs)
  return { search: (query, currentTownSlug) => runSearch(index, docs, query, currentTownSlug), size: docs.length }
}

/** Classifies a hit: the exact name, the name starting with the query, a word of the name, a fuzzy name match, a tag, or only its category's theme words. */
export function matchKind(place: Pick<SearchPlace, 'name'>, query: string, matchedFields: readonly string[]): MatchKind {
  return classify(terms(place.name), terms(query), matchedFields)
}

function classify(nameTerms: readonly string[], queryTerms: readonly string[], matchedFields: readonly string[]): MatchKind {
  const name = nameTerms.join(' ')
  const q = queryTerms.join(' ')
  if (name === q) return 'exactName'
  if (name.startsWith(q)) return 'namePrefix'
  if (queryTerms.every((qt) => nameTerms.some((nt) => nt.startsWith(qt)))) return 'nameWordPrefix'
  if (matchedFields.includes('name')) return 'name'
  if (matchedFields.includes('tags')) return 'tag'
  return 'theme'
}

/**
 * Each queried term as typed (prefix and typo-tolerant), or, when it finds nothing that way, by its
 * stem: an inflected form ("bažnyčios", "kościoła", "iglesias") finds the form the text uses.
 */
function lookupQuery(index: MiniSearch<Doc>, queryTerms: readonly string[]) {
  return {
    combineWith: 'AND' as const,
    queries: queryTerms.map((term) => (index.search(term).length > 0 ? term : { queries: [stemOf(term)], prefix: true, fuzzy: false })),
  }
}

function runSearch(index: MiniSearch<Doc>, docs: Doc[], query: string, currentTownSlug?: string): SearchOutcome {
  const remaining = charsRemaining(query)
  if (remaining > 0) return { state: 'tooShort', charsRemaining: remaining }
  const queryTerms = terms(query)
  const raw: SearchResult[] = index.search(lookupQuery(index, queryTerms))
  if (raw.length === 0) return { state: 'noResults' }

  // Whether the query names a category is asked once per category, not once per place.
  const namedCategory = new Map<ThemePhrases, boolean>()
  const names = (phrases: ThemePhrases) => {
    if (!namedCategory.has(phrases)) namedCategory.set(phrases, namesTheme(queryTerms, phrases))
    return namedCategory.get(phrases)!
  }
  const hits: SearchHit[] = raw.map((result) => {
    const { id: _id, nameTerms, ownWords, themes: _themes, themePhrases, ...place } = docs[result.id as number]
    const fields = Object.values(result.match).flat()
    const match = classify(nameTerms, queryTerms, fields)
    // A typo forgiven by the index ("musem") still counts as the place's own word.
    const found = queryTerms.filter((q) => ownWords.some((w) => findsWord(q, w))).length
    const ownTerms = found || match === 'theme' ? found : 1
    return { ...place, match, score: result.score, inNamedCategory: names(themePhrases), ownTerms, ownAll: ownTerms >= queryTerms.length }
  })
  hits.sort(compareHits)
  const groups = groupByTown(hits, currentTownSlug).map((g) => ({ ...g, hits: g.hits.slice(0, MAX_RESULTS_PER_TOWN) }))
  return { state: 'results', groups, total: groups.reduce((sum, g) => sum + g.hits.length, 0) }
}

/**
 * What was asked for comes first: places of a category the query names that hold some of its words
 * themselves ("dworzec autobusowy": the bus station, tagged "autobus"); then places that hold every
 * word but are of another kind (the toilets "przy dworcu autobusowym", the Rural Museum's events for
 * "muzeum"); then the rest, among them the named category's places found by its theme alone. Within
 * each, more of the query's words, the better match kind, the higher text score, then the name
 * alphabetically (stable across runs).
 */
export function compareHits(a: SearchHit, b: SearchHit): number {
  return (
    tierOf(a) - tierOf(b) ||
    b.ownTerms - a.ownTerms ||
    MATCH_RANK[a.match] - MATCH_RANK[b.match] ||
    b.score - a.score ||
    a.name.localeCompare(b.name)
  )
}

function tierOf(hit: SearchHit): number {
  if (hit.inNamedCategory && hit.ownTerms > 0) return 0
  return hit.ownAll ? 1 : 2
}

/** The current town's results first, then each other town in the order of its best result. */
export function groupByTown(sortedHits: readonly SearchHit[], currentTownSlug?: string): SearchGroup[] {
  const groups = new Map<string, SearchGroup>()
  for (const hit of sortedHits) {
    let group = groups.get(hit.townSlug)
    if (!group) {
      group = { townSlug: hit.townSlug, townName: hit.townName, isCurrentTown: hit.townSlug === currentTownSlug, hits: [] }
      groups.set(hit.townSlug, group)
    }
    group.hits.push(hit)
  }
  const ordered = [...groups.values()]
  return [...ordered.filter((g) => g.isCurrentTown), ...ordered.filter((g) => !g.isCurrentTown)]
}

/** Adds a query to the recent searches: newest first, no duplicates (ignoring case and accents), at most MAX_RECENT_SEARCHES. */
export function addRecentSearch(recent: readonly string[], query: string): string[] {
  const clean = query.trim().replace(/\s+/g, ' ')
  if (charsRemaining(clean) > 0) return [...recent]
  const key = terms(clean).join(' ')
  return [clean, ...recent.filter((r) => terms(r).join(' ') !== key)].slice(0, MAX_RECENT_SEARCHES)
}

/** Reads stored recent searches defensively: anything that is not a list of strings counts as empty. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return []
  try {
    const value: unknown = JSON.parse(stored)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_RECENT_SEARCHES) : []
  } catch {
    return []
  }
}
