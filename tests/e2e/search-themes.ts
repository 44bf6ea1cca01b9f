import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import { foldText } from '../../src/domain/search'
import { type Locale, messages } from './support'

/**
 * Everyday themes as a visitor types them in each language (issue 27), and what counts as the
 * right first result: a place of one of `categories`, or one whose own English tags say `tags`.
 */
export type Theme = { categories: string[]; tags: string[]; words: Record<Locale, string> }

export const THEMES: Record<string, Theme> = {
  museum: {
    categories: ['attractions'],
    tags: ['museum'],
    words: { en: 'museum', es: 'museo', fr: 'musée', pl: 'muzeum', lt: 'muziejus', pt: 'museu' },
  },
  church: {
    categories: ['attractions'],
    tags: ['church'],
    words: { en: 'church', es: 'iglesia', fr: 'église', pl: 'kościół', lt: 'bažnyčia', pt: 'igreja' },
  },
  toilets: {
    categories: ['services'],
    tags: ['toilets'],
    words: { en: 'toilets', es: 'aseos', fr: 'toilettes', pl: 'toalety', lt: 'tualetai', pt: 'casas de banho' },
  },
  parking: {
    categories: ['transport'],
    tags: ['car park'],
    words: { en: 'parking', es: 'aparcamiento', fr: 'parking', pl: 'parking', lt: 'stovėjimo aikštelė', pt: 'estacionamento' },
  },
  café: {
    categories: ['food-drink'],
    tags: ['café'],
    words: { en: 'café', es: 'cafetería', fr: 'café', pl: 'kawiarnia', lt: 'kavinė', pt: 'café' },
  },
  library: {
    categories: ['services'],
    tags: ['library'],
    words: { en: 'library', es: 'biblioteca', fr: 'bibliothèque', pl: 'biblioteka', lt: 'biblioteka', pt: 'biblioteca' },
  },
  busStation: {
    categories: ['transport'],
    tags: ['bus'],
    words: {
      en: 'bus station',
      es: 'estación de autobuses',
      fr: 'gare routière',
      pl: 'dworzec autobusowy',
      lt: 'autobusų stotis',
      pt: 'estação de autocarros',
    },
  },
  market: {
    categories: ['events', 'shopping'],
    tags: ['market'],
    words: { en: 'market', es: 'mercado', fr: 'marché', pl: 'targ', lt: 'turgus', pt: 'mercado' },
  },
  hotel: {
    categories: ['food-drink'],
    tags: ['hotel'],
    words: { en: 'hotel', es: 'hotel', fr: 'hôtel', pl: 'hotel', lt: 'viešbutis', pt: 'hotel' },
  },
  bridge: {
    categories: ['attractions'],
    tags: ['bridge'],
    words: { en: 'bridge', es: 'puente', fr: 'pont', pl: 'most', lt: 'tiltas', pt: 'ponte' },
  },
  walk: {
    categories: ['tours'],
    tags: ['river walk', 'walking trail'],
    words: { en: 'walk', es: 'paseo', fr: 'promenade', pl: 'spacer', lt: 'pasivaikščiojimas', pt: 'passeio' },
  },
  hospital: {
    categories: ['services'],
    tags: ['hospital'],
    words: { en: 'hospital', es: 'hospital', fr: 'hôpital', pl: 'szpital', lt: 'ligoninė', pt: 'hospital' },
  },
}

/** Inflected forms a Polish or Lithuanian visitor types as often as the dictionary form. */
export const INFLECTED: Partial<Record<Locale, [word: string, theme: keyof typeof THEMES][]>> = {
  pl: [
    ['kościoła', 'church'],
    ['muzea', 'museum'],
    ['toaleta', 'toilets'],
    ['biblioteki', 'library'],
  ],
  lt: [
    ['bažnyčios', 'church'],
    ['muziejaus', 'museum'],
    ['bibliotekos', 'library'],
    ['turgaus', 'market'],
  ],
}

const places: { id: string; tags: string[] }[] = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../src/cms/seed/data/places.json'), 'utf8'),
)
const placeBySlug = new Map(places.map((p) => [p.id, p]))

/** Whether a place (by slug and category) is a right answer for a theme. */
export function answers(theme: Theme, slug: string, category: string | null): boolean {
  const place = placeBySlug.get(slug)
  return Boolean(category && theme.categories.includes(category)) || Boolean(place?.tags.some((tag) => theme.tags.includes(tag)))
}

/** The search dialog, opened with Ctrl+K on the page as it is. */
export async function openSearch(page: Page, locale: Locale) {
  const tS = messages(locale).Search
  const dialog = page.getByRole('dialog', { name: tS.title })
  // Right after `load` the page may not have hydrated yet, and a shortcut pressed before its listener
  // exists does nothing: press again until it answers (pressed on an open search it only selects the field).
  await expect(async () => {
    await page.keyboard.press('Control+k')
    await expect(dialog).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  return { dialog, input: dialog.getByRole('searchbox', { name: tS.inputLabel }) }
}

/** Types a query and returns the first result's place slug and category. */
export async function firstResult(page: Page, locale: Locale, query: string) {
  const { dialog, input } = await openSearchIfClosed(page, locale)
  await input.fill(query)
  const first = dialog.locator('[data-search-result]').first()
  await expect(first, query).toBeVisible()
  return { slug: (await first.getAttribute('href'))!.split('/').pop()!, category: await first.getAttribute('data-category') }
}

async function openSearchIfClosed(page: Page, locale: Locale) {
  const tS = messages(locale).Search
  const dialog = page.getByRole('dialog', { name: tS.title })
  if (!(await dialog.isVisible())) return openSearch(page, locale)
  return { dialog, input: dialog.getByRole('searchbox', { name: tS.inputLabel }) }
}

/** Each theme's word as typed and without its diacritics, each answered first by a right place. */
export async function expectThemesFound(page: Page, locale: Locale, themes: (keyof typeof THEMES)[] = Object.keys(THEMES)) {
  const wrong: string[] = []
  const queries = [
    ...themes.map((name) => [THEMES[name].words[locale], name] as const),
    ...(INFLECTED[locale] ?? []).filter(([, name]) => themes.includes(name)),
  ]
  for (const [word, name] of queries) {
    for (const query of new Set([word, foldText(word)])) {
      const { slug, category } = await firstResult(page, locale, query)
      if (!answers(THEMES[name], slug, category)) wrong.push(`${locale} “${query}” (${name}): first result ${slug} (${category})`)
    }
  }
  expect(wrong).toEqual([])
}
