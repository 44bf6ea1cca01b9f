'use client'

import { Clock, Search, Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { type KeyboardEvent, type RefObject, useId, useMemo, useRef } from 'react'

import primitives from '@/components/primitives.module.css'
import { MIN_QUERY_LENGTH } from '@/domain/search'

import styles from './Search.module.css'
import { SearchResults } from './SearchResults'
import type { SearchCategory, SearchState } from './useSearchOutcome'

/** The search dialog's content: the field, what the search is doing, the recent searches and the results. */
export function SearchPanel({
  input,
  query,
  onQuery,
  trimmed,
  outcome,
  recent,
  onClearRecent,
  onFollow,
  onEscape,
  categories,
}: {
  input: RefObject<HTMLInputElement | null>
  query: string
  onQuery: (query: string) => void
  trimmed: string
  outcome: SearchState
  recent: string[]
  onClearRecent: () => void
  onFollow: () => void
  onEscape: () => void
  categories: SearchCategory[]
}) {
  const t = useTranslations('Search')
  const list = useRef<HTMLDivElement>(null)
  const inputId = useId()
  const statusId = useId()
  const categoryBySlug = useMemo(() => new Map(categories.map((c) => [c.slug, c])), [categories])

  /** Up and down arrows move between the field, the recent searches and the results. */
  const onArrowKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const items = [input.current, ...(list.current?.querySelectorAll<HTMLElement>('[data-search-option]') ?? [])].filter(
      (el): el is HTMLElement => Boolean(el),
    )
    const at = items.indexOf(event.currentTarget as HTMLElement)
    if (at === -1) return
    event.preventDefault()
    items[event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : Math.max(at - 1, 0)].focus()
  }

  let status
  if (outcome?.state === 'tooShort') status = t('typeMore', { chars: outcome.charsRemaining })
  else if (outcome?.state === 'searching') status = t('searching')
  else if (outcome?.state === 'noResults') status = t('noResults', { query: trimmed })
  else if (outcome?.state === 'results') status = t('resultCount', { count: outcome.total })
  else status = t('prompt', { chars: MIN_QUERY_LENGTH })

  return (
    <div ref={list}>
      <label htmlFor={inputId} className={styles.label}>
        {t('inputLabel')}
      </label>
      <div className={styles.field}>
        <Search aria-hidden="true" size={22} className={styles.fieldIcon} />
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={(event) => {
            // A search field would only clear itself on Escape; here Escape closes the search, as everywhere else.
            if (event.key === 'Escape') {
              event.preventDefault()
              onEscape()
            } else if (event.key === 'Enter') {
              event.preventDefault()
              list.current?.querySelector<HTMLElement>('[data-search-result]')?.click()
            } else onArrowKey(event)
          }}
          placeholder={t('placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={statusId}
        />
      </div>
      <p id={statusId} role="status" className={styles.status}>
        {status}
      </p>

      {!trimmed && recent.length > 0 && (
        <section aria-labelledby={`${inputId}-recent`} className={styles.recent}>
          <div className={primitives.spread}>
            <h3 id={`${inputId}-recent`} className={`${styles.groupHeading} ${styles.recentHeading}`}>
              {t('recentHeading')}
            </h3>
            <button type="button" className={primitives.textButton} onClick={onClearRecent}>
              <Trash2 aria-hidden="true" size={18} />
              {t('clearRecent')}
            </button>
          </div>
          <ul className={styles.options}>
            {recent.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  data-search-option
                  className={styles.option}
                  onKeyDown={onArrowKey}
                  onClick={() => {
                    onQuery(item)
                    input.current?.focus()
                  }}
                >
                  <Clock aria-hidden="true" size={18} />
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {outcome?.state === 'results' && (
        <SearchResults
          groups={outcome.groups}
          categoryBySlug={categoryBySlug}
          idPrefix={inputId}
          onFollow={onFollow}
          onArrowKey={onArrowKey}
        />
      )}
    </div>
  )
}
