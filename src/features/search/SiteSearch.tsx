import { getCategories, getTowns } from '@/data/content'
import type { Locale } from '@/domain/locales'

import { CurrentTownSearch } from './CurrentTownSearch'

/** The header's search: every page has it; places load in the browser from the town feeds. */
export async function HeaderSearch({ locale, className }: { locale: Locale; className?: string }) {
  const [towns, categories] = await Promise.all([getTowns(locale), getCategories(locale)])
  return (
    <CurrentTownSearch
      towns={towns.map(({ dbKey, slug, name }) => ({ dbKey, slug, name }))}
      categories={categories.map(({ slug, label, shortLabel, colour }) => ({ slug, label, shortLabel, colour }))}
      className={className}
    />
  )
}
