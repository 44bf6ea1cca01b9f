'use client'

import { useTranslations } from 'next-intl'
import { Component, type ReactNode, Suspense } from 'react'

import { reportError } from '@/features/usage/error-report'

type Props = { children: ReactNode; fallback?: ReactNode }

function ItemUnavailable() {
  const t = useTranslations('Errors')
  return <span className="item-unavailable">{t('itemUnavailable')}</span>
}

class CatchItem extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: Error) {
    reportError(error)
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * Keeps a failure in one item (a place in the list, the details panel, a slide, the map picture)
 * to that item: the rest of the page goes on working, and the error reaches the editors' log.
 * Content is checked on save and again when read (issue 28); this is for what those checks missed.
 * A class boundary only catches in the browser: on the server the Suspense boundary sends the
 * fallback instead of failing the whole page, and the browser then tries the item again. React
 * also sends a Suspense boundary's content after the rest of a large page, showing the fallback
 * until then: global.css keeps that one unseen, as nothing has failed.
 *
 * `firstView`: the item is what the page opens on (the map's picture), so it goes out in place with
 * the page rather than after it; a server error in it fails the page as any other part would.
 */
export function ItemBoundary({ children, fallback = <ItemUnavailable />, firstView = false }: Props & { firstView?: boolean }) {
  return <CatchItem fallback={fallback}>{firstView ? children : <Suspense fallback={fallback}>{children}</Suspense>}</CatchItem>
}
