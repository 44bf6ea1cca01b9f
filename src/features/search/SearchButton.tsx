'use client'

import { Clock, Search, Trash2 } from 'lucide-react'
import { type Messages, useTranslations } from 'next-intl'
import { type KeyboardEvent, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'

import { ItemBoundary } from '@/components/ItemBoundary'
import {
  addRecentSearch,
  type CategoryThemes,
  charsRemaining,
  createPlaceIndex,
  MIN_QUERY_LENGTH,
  parseRecentSearches,
  type PlaceIndex,
  RECENT_SEARCHES_STORAGE_KEY,
  SEARCH_SETTLE_MS,
  type SearchPlace,
} from '@/domain/search'
import { placeMapPath } from '@/domain/town-paths'
import { recordUsage, searchEvent } from '@/features/usage'
import { Link } from '@/i18n/navigation'

import { Modal } from './Modal'
import styles from './Search.module.css'

export type SearchCategory = { slug: string; label: string; shortLabel?: string; colour: string }

/** Only one search on a page answers Ctrl+K / Cmd+K, even if several buttons are mounted. */
let shortcutOwner: symbol | null = null

const isShortcut = (event: globalThis.KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'

function readRecent(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY))
  } catch {
    return []
  }
}

function writeRecent(recent: string[]) {
  try {
    if (recent.length === 0) window.localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY)
    else window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(recent))
  } catch {
    // Private mode or storage full: recent searches are a convenience only.
  }
}

/**
 * The search button and its modal (spec §2 search modal, §4 states: recent searches, searching,
 * results, no results, type more characters). Opens with the button or Ctrl+K (Cmd+K on a Mac).
 */
export function SearchButton({
  currentTownSlug,
  places,
  categories = [],
  className,
  claimShortcut = false,
  onWanted,
}: {
  currentTownSlug?: string
  /** null until the places are loaded: the modal says it is searching meanwhile. */
  places: SearchPlace[] | null
  categories?: SearchCategory[]
  className?: string
  /** Take Ctrl+K from the header's search: for a page whose subject is its own search (the demo page). */
  claimShortcut?: boolean
  /** The visitor is about to search (pointer over or focus on the button) or has opened it: load the places now. */
  onWanted?: () => void
}) {
  const t = useTranslations('Search')
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [recent, setRecent] = useState<string[]>([])
  const [index, setIndex] = useState<{ places: SearchPlace[]; themes: CategoryThemes; index: PlaceIndex } | null>(null)
  const [isMac, setIsMac] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const inputId = useId()
  const statusId = useId()
  const deferredQuery = useDeferredValue(query)
  const categoryBySlug = useMemo(() => new Map(categories.map((c) => [c.slug, c])), [categories])
  const tThemes = useTranslations('SearchThemes')
  // A place is found by its category's words in the visitor's language, whether or not its own tags are translated.
  const themes = useMemo<CategoryThemes>(
    () =>
      Object.fromEntries(
        categories.map((c) => {
          // Categories are editors' data: whether a slug has theme words is only known at run time.
          const key = c.slug as keyof Messages['SearchThemes']
          return [c.slug, [c.label, c.shortLabel ?? '', ...(tThemes.has(key) ? tThemes(key).split(',') : [])].filter((w) => w.trim())]
        }),
      ),
    [categories, tThemes],
  )

  const openSearch = () => {
    onWanted?.()
    setRecent(readRecent())
    setOpen(true)
  }

  // Build the index (and load the search library) the first time the search opens, and again if the places change.
  useEffect(() => {
    if (!open || !places || (index?.places === places && index.themes === themes)) return
    let cancelled = false
    createPlaceIndex(places, themes).then((built) => {
      if (!cancelled) setIndex({ places, themes, index: built })
    })
    return () => {
      cancelled = true
    }
  }, [open, places, themes, index])

  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent))
    const me = Symbol('search')
    if (claimShortcut) shortcutOwner = me
    else shortcutOwner ??= me
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (shortcutOwner !== me || !isShortcut(event)) return
      event.preventDefault()
      if (input.current?.closest('dialog')?.open) {
        input.current.focus()
        input.current.select()
      } else if (!document.querySelector('dialog[open]')) openSearch()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      if (shortcutOwner === me) shortcutOwner = null
    }
  }, [])

  const trimmed = deferredQuery.trim()
  const outcome = useMemo(() => {
    if (!trimmed) return null
    if (charsRemaining(trimmed) > 0) return { state: 'tooShort' as const, charsRemaining: charsRemaining(trimmed) }
    return index ? index.index.search(trimmed, currentTownSlug) : { state: 'searching' as const }
  }, [trimmed, index, currentTownSlug])

  // Usage statistics: one event per settled query (length and result count only), not one per keystroke.
  const settledCount = outcome?.state === 'results' ? outcome.total : outcome?.state === 'noResults' ? 0 : null
  const lastRecorded = useRef<string | null>(null)
  useEffect(() => {
    if (settledCount === null || trimmed === lastRecorded.current) return
    const timer = setTimeout(() => {
      lastRecorded.current = trimmed
      recordUsage(searchEvent(trimmed, settledCount))
    }, SEARCH_SETTLE_MS)
    return () => clearTimeout(timer)
  }, [trimmed, settledCount])

  const remember = (value: string) => {
    const next = addRecentSearch(readRecent(), value)
    writeRecent(next)
    setRecent(next)
  }

  const clearRecent = () => {
    writeRecent([])
    setRecent([])
    input.current?.focus()
  }

  /** Up and down arrows move between the field, the recent searches and the results. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const items = [input.current, ...(list.current?.querySelectorAll<HTMLElement>('[data-search-option]') ?? [])].filter(
      (el): el is HTMLElement => Boolean(el),
    )
    const at = items.indexOf(document.activeElement as HTMLElement)
    if (at === -1) return
    event.preventDefault()
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : Math.max(at - 1, 0)
    items[next].focus()
  }

  let status = ''
  if (outcome?.state === 'tooShort') status = t('typeMore', { chars: outcome.charsRemaining })
  else if (outcome?.state === 'searching') status = t('searching')
  else if (outcome?.state === 'noResults') status = t('noResults', { query: trimmed })
  else if (outcome?.state === 'results') status = t('resultCount', { count: outcome.total })
  else status = t('prompt', { chars: MIN_QUERY_LENGTH })

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className ?? `button button--secondary ${styles.trigger}`}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openSearch}
        onPointerEnter={onWanted}
        onFocus={onWanted}
      >
        <Search aria-hidden="true" size={20} />
        <span>{t('button')}</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {isMac ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        closeLabel={t('close')}
        initialFocus={input}
        returnFocus={button}
        size="wide"
      >
        <div onKeyDown={onKeyDown} ref={list}>
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
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                // A search field would only clear itself on Escape; here Escape closes the search, as everywhere else.
                if (event.key === 'Escape') {
                  event.preventDefault()
                  setOpen(false)
                } else if (event.key === 'Enter') {
                  event.preventDefault()
                  list.current?.querySelector<HTMLElement>('[data-search-result]')?.click()
                }
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
              <div className={styles.recentHeader}>
                <h3 id={`${inputId}-recent`} className={styles.groupHeading}>
                  {t('recentHeading')}
                </h3>
                <button type="button" className={styles.clear} onClick={clearRecent}>
                  <Trash2 aria-hidden="true" size={18} />
                  {t('clearRecent')}
                </button>
              </div>
              <ul className={styles.recentList}>
                {recent.map((item) => (
                  <li key={item}>
                    <button
                      type="button"
                      data-search-option
                      className={styles.recentItem}
                      onClick={() => {
                        setQuery(item)
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

          {outcome?.state === 'results' &&
            outcome.groups.map((group) => (
              <section key={group.townSlug} aria-labelledby={`${inputId}-${group.townSlug}`} className={styles.group}>
                <h3 id={`${inputId}-${group.townSlug}`} className={styles.groupHeading}>
                  {group.isCurrentTown
                    ? t('groupCurrentTown', { townName: group.townName })
                    : t('groupOtherTown', { townName: group.townName })}
                </h3>
                <ul className={styles.results}>
                  {group.hits.map((hit) => {
                    const category = categoryBySlug.get(hit.categorySlug)
                    return (
                      <li key={`${hit.townSlug}/${hit.slug}`}>
                        <ItemBoundary>
                          <Link
                            href={placeMapPath(hit.townSlug, hit.slug)}
                            className={styles.result}
                            data-search-option
                            data-search-result
                            data-category={hit.categorySlug}
                            onClick={() => remember(query)}
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
            ))}
        </div>
      </Modal>
    </>
  )
}
