'use client'

import { X } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'

import styles from './Modal.module.css'

/**
 * A controlled modal <dialog> shared by search, notices and events. showModal() traps focus and
 * closes on Escape; we also close on a backdrop click and when a link inside is followed, and hand
 * focus back to whatever had it before opening (or to `returnFocus` when that was the page itself).
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  initialFocus,
  returnFocus,
  size = 'medium',
  className,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  children: ReactNode
  initialFocus?: RefObject<HTMLElement | null>
  returnFocus?: RefObject<HTMLElement | null>
  size?: 'medium' | 'wide'
  className?: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const titleId = useId()

  useEffect(() => {
    const node = dialog.current
    if (!node) return
    if (open && !node.open) {
      opener.current = document.activeElement
      node.showModal()
      initialFocus?.current?.focus()
    } else if (!open && node.open) {
      node.close()
    }
  }, [open, initialFocus])

  const handleClose = () => {
    const previous = opener.current
    const target = previous instanceof HTMLElement && previous !== document.body && previous.isConnected ? previous : returnFocus?.current
    if (target && (document.activeElement === document.body || dialog.current?.contains(document.activeElement))) {
      target.focus()
    }
    onClose()
  }

  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${size === 'wide' ? styles.wide : ''} ${className ?? ''}`}
      aria-labelledby={titleId}
      onClose={handleClose}
      onClick={(event) => {
        const target = event.target as HTMLElement
        if (target === dialog.current || target.closest('a[href]')) dialog.current?.close()
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label={closeLabel}>
          <X aria-hidden="true" size={24} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  )
}
