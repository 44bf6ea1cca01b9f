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
 * fallback instead of failing the whole page, and the browser then tries the item again.
 */
export function ItemBoundary({ children, fallback = <ItemUnavailable /> }: Props) {
  return (
    <CatchItem fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </CatchItem>
  )
}
