'use client'

import { Footprints, SearchX } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { CategoryGlyph } from '@/components/CategoryGlyph'
import { ItemBoundary } from '@/components/ItemBoundary'
import primitives from '@/components/primitives.module.css'
import { MAP_LAYERS, type MapLayer } from '@/domain/catalogue'
import { DEFAULT_FILTERS, type Filters, isFiltered, toggleCategory, toggleLayer } from '@/domain/map-filters'
import { ownValue } from '@/domain/own-property'
import { recordUsage } from '@/features/usage'

import styles from './panels.module.css'
import type { CategoryIcons, MapCategory, PlaceWithTravel } from './types'
import { useFormatDuration } from './useFormatDuration'

/** How many places the list draws before "Show more": 10,000 rows would make a phone crawl. */
export const LIST_PAGE_SIZE = 40

export const placeItemId = (slug: string) => `place-item-${slug}`

export function PlaceListPanel({
  places,
  categories,
  icons,
  filters,
  onFiltersChange,
  onOpen,
  notice,
}: {
  places: PlaceWithTravel[]
  categories: MapCategory[]
  icons: CategoryIcons
  filters: Filters
  onFiltersChange: (filters: Filters) => void
  onOpen: (slug: string) => void
  notice?: string | null
}) {
  const t = useTranslations('Places')
  const tMap = useTranslations('Map')
  const duration = useFormatDuration()
  const [limit, setLimit] = useState(LIST_PAGE_SIZE)
  const bySlug = new Map(categories.map((c) => [c.slug, c]))

  const onCategory = (slug: string) => {
    setLimit(LIST_PAGE_SIZE)
    recordUsage({ type: 'category_toggle', target: slug, on: !filters.categories.includes(slug) })
    onFiltersChange(toggleCategory(filters, slug))
  }
  const onLayer = (layer: MapLayer) => {
    setLimit(LIST_PAGE_SIZE)
    recordUsage({ type: 'layer_toggle', target: layer, on: !filters.layers.includes(layer) })
    onFiltersChange(toggleLayer(filters, layer))
  }
  const onlyCategory = filters.categories.length === 1 ? bySlug.get(filters.categories[0]) : undefined

  return (
    <div className={styles.list}>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <fieldset className={styles.filterGroup}>
        <legend>{t('categoriesHeading')}</legend>
        <ul className={styles.chips}>
          {categories.map((c) => {
            const on = filters.categories.includes(c.slug)
            return (
              <li key={c.slug}>
                <button type="button" className={styles.chip} aria-pressed={on} data-category={c.slug} onClick={() => onCategory(c.slug)}>
                  <span className={styles.chipIcon} style={{ background: c.colour }}>
                    <CategoryGlyph icon={ownValue(icons, c.slug)} />
                  </span>
                  <span className={styles.long}>{c.label}</span>
                  <span className={styles.short}>{c.shortLabel}</span>
                </button>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <fieldset className={styles.filterGroup}>
        <legend>{tMap('layersHeading')}</legend>
        <ul className={styles.chips}>
          {MAP_LAYERS.map((layer) => (
            <li key={layer}>
              <button
                type="button"
                className={`${styles.chip} ${styles.layerChip}`}
                aria-pressed={filters.layers.includes(layer)}
                data-layer={layer}
                onClick={() => onLayer(layer)}
              >
                <span className={styles.check} aria-hidden="true" />
                <span className={styles.long}>{tMap(`layers.${layer}.label`)}</span>
                <span className={styles.short}>{tMap(`layers.${layer}.short`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className={styles.listHeader}>
        <h2 className={styles.listHeading} id="place-list-heading">
          {t('listHeading')}
        </h2>
        <span className={styles.count} role="status">
          {t('count', { count: places.length })}
        </span>
        {isFiltered(filters) && (
          <button type="button" className={primitives.textButton} onClick={() => onFiltersChange(DEFAULT_FILTERS)}>
            {t('clearFilters')}
          </button>
        )}
      </div>
      {places.length === 0 ? (
        <div className={styles.empty}>
          <SearchX aria-hidden="true" size={32} />
          <p>{onlyCategory ? t('emptyCategory', { category: onlyCategory.label }) : t('emptyAny')}</p>
          <p className={styles.muted}>{t('emptyHint')}</p>
          <button type="button" className="button button--secondary" onClick={() => onFiltersChange(DEFAULT_FILTERS)}>
            {t('clearFilters')}
          </button>
        </div>
      ) : (
        <>
          <ul className={styles.places} aria-labelledby="place-list-heading">
            {places.slice(0, limit).map(({ place, travel }) => {
              const category = bySlug.get(place.categorySlug)
              return (
                <li key={place.slug}>
                  <ItemBoundary>
                    <button type="button" id={placeItemId(place.slug)} className={styles.placeButton} onClick={() => onOpen(place.slug)}>
                      <span className={styles.placeIcon} style={{ background: category?.colour ?? 'var(--text-muted)' }}>
                        <CategoryGlyph icon={ownValue(icons, place.categorySlug)} />
                      </span>
                      <span className={styles.placeText}>
                        <span className={styles.placeName}>{place.name}</span>
                        <span className={styles.placeMeta}>
                          {category?.shortLabel}
                          <span aria-hidden="true"> · </span>
                          <Footprints aria-hidden="true" size={14} /> {t('walkTime', { duration: duration(travel.walking) })}
                        </span>
                      </span>
                    </button>
                  </ItemBoundary>
                </li>
              )
            })}
          </ul>
          {places.length > limit && (
            <button
              type="button"
              className={`button button--secondary ${styles.more}`}
              onClick={() => setLimit((n) => n + LIST_PAGE_SIZE * 5)}
            >
              {t('showMore', { count: Math.min(LIST_PAGE_SIZE * 5, places.length - limit) })}
            </button>
          )}
        </>
      )}
    </div>
  )
}
