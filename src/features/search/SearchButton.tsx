'use client'

import { Search } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { Dialog } from '@/components/Dialog'
import { TriggerButton } from '@/components/TriggerButton'
import { addRecentSearch, type SearchPlace } from '@/domain/search'
import { useBrowserValue } from '@/hooks/useBrowserValue'

import { readRecentSearches, writeRecentSearches } from './recent-searches'
import styles from './Search.module.css'
import { SearchPanel } from './SearchPanel'
import { type SearchCategory, useSearchOutcome } from './useSearchOutcome'
import { useSearchShortcut } from './useSearchShortcut'

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

/**
 * The search button and its modal (spec §2 search modal, §4 states: recent searches, searching,
 * results, no results, type more characters). Opens with the button or Ctrl+K (Cmd+K on a Mac).
 */
export function SearchButton({
  currentTownSlug,
  places,
  categories = [],
  className,
  onWanted,
}: {
  currentTownSlug?: string
  /** null until the places are loaded: the modal says it is searching meanwhile. */
  places: SearchPlace[] | null
  categories?: SearchCategory[]
  className?: string
  /** The visitor is about to search (pointer over or focus on the button) or has opened it: load the places now. */
  onWanted?: () => void
}) {
  const t = useTranslations('Search')
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [recent, setRecent] = useState<string[]>([])
  const isMac = useBrowserValue(isApple, false)
  const button = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const { trimmed, outcome } = useSearchOutcome({ open, query, places, categories, currentTownSlug })

  const openSearch = () => {
    onWanted?.()
    setRecent(readRecentSearches())
    setOpen(true)
  }

  useSearchShortcut(() => {
    // A search whose button is not on screen (the site header a kiosk hides) opens nothing: its
    // dialog would open inside a hidden header, invisible, and leave the page beneath it inert.
    if (!button.current?.checkVisibility()) return
    if (open) {
      input.current?.focus()
      input.current?.select()
    } else if (!document.querySelector('dialog[open]')) openSearch()
  })

  const updateRecent = (next: string[]) => {
    writeRecentSearches(next)
    setRecent(next)
  }

  return (
    <>
      <TriggerButton
        ref={button}
        icon={Search}
        label={t('button')}
        className={className}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openSearch}
        onPointerEnter={onWanted}
        onFocus={onWanted}
      >
        <kbd className={styles.kbd} aria-hidden="true">
          {isMac ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </TriggerButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        closeLabel={t('close')}
        initialFocus={input}
        returnFocus={button}
        size="wide"
      >
        <SearchPanel
          input={input}
          query={query}
          onQuery={setQuery}
          trimmed={trimmed}
          outcome={outcome}
          recent={recent}
          onClearRecent={() => {
            updateRecent([])
            input.current?.focus()
          }}
          onFollow={() => updateRecent(addRecentSearch(readRecentSearches(), query))}
          onEscape={() => setOpen(false)}
          categories={categories}
        />
      </Dialog>
    </>
  )
}
