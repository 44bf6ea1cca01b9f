'use client'

import { useTranslations } from 'next-intl'
import type { KeyboardEventHandler } from 'react'

import { ItemBoundary } from '@/components/ItemBoundary'
import type { SearchGroup } from '@/domain/search'
import { placeMapPath } from '@/domain/town-paths'
import { Link } from '@/i18n/navigation'

import styles from './Search.module.css'
import type { SearchCategory } from './useSearchOutcome'

/** The hits grouped by town, the current town first; each links to the place on its town's map. */
export function SearchResults({
  groups,
  categoryBySlug,
  idPrefix,
  onFollow,
  onArrowKey,
}: {
  groups: SearchGroup[]
  categoryBySlug: ReadonlyMap<string, SearchCategory>
  idPrefix: string
  onFollow: () => void
  onArrowKey: KeyboardEventHandler
}) {
  const t = useTranslations('Search')
  return groups.map((group) => (
    <section key={group.townSlug} aria-labelledby={`${idPrefix}-${group.townSlug}`} className={styles.group}>
      <h3 id={`${idPrefix}-${group.townSlug}`} className={styles.groupHeading}>
        {group.isCurrentTown ? t('groupCurrentTown', { townName: group.townName }) : t('groupOtherTown', { townName: group.townName })}
      </h3>
      <ul className={styles.options}>
        {group.hits.map((hit) => {
          const category = categoryBySlug.get(hit.categorySlug)
          return (
            <li key={`${hit.townSlug}/${hit.slug}`}>
              <ItemBoundary>
                <Link
                  href={placeMapPath(hit.townSlug, hit.slug)}
                  className={styles.option}
                  data-search-option
                  data-search-result
                  data-category={hit.categorySlug}
                  onClick={onFollow}
                  onKeyDown={onArrowKey}
                >
                  <span className={styles.dot} style={{ background: category?.colour ?? 'var(--brand)' }} aria-hidden="true" />
                  <span className={styles.resultText}>
                    <span className={styles.resultName}>{hit.name}</span>
                    <span className={styles.resultMeta}>
                      {[category?.label, hit.townName].filter(Boolean).join(' · ')}
                      {hit.match === 'tag' && hit.tags.length > 0 && ` · ${hit.tags.slice(0, 3).join(', ')}`}
                    </span>
                  </span>
                </Link>
              </ItemBoundary>
            </li>
          )
        })}
      </ul>
    </section>
  ))
}
