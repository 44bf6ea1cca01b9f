'use client'

import { X } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'

import styles from './Dialog.module.css'

/**
 * The site's modal <dialog>, open while `open` is true. showModal() traps focus and closes on
 * Escape; we also close on a backdrop click and when a link inside is followed, and hand focus back
 * to whatever had it before opening (or to `returnFocus` when that was the page itself).
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  initialFocus,
  returnFocus,
  size = 'medium',
  placement = 'centre',
  className,
}: {
  open: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  children: ReactNode
  initialFocus?: RefObject<HTMLElement | null>
  returnFocus?: RefObject<HTMLElement | null>
  /** `media`: a dark frame, nearly the whole screen, for a photo. */
  size?: 'narrow' | 'medium' | 'wide' | 'media'
  /** `end`: a full-height panel at the inline end (the site menu). */
  placement?: 'centre' | 'end'
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

  // A native listener: clicks reach the dialog from its content, whose links and buttons have their own keyboard use.
  useEffect(() => {
    const node = dialog.current
    if (!node) return
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement
      if (target === node || target.closest('a[href]')) node.close()
    }
    node.addEventListener('click', onClick)
    return () => node.removeEventListener('click', onClick)
  }, [])

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
      className={[styles.dialog, styles[size], placement === 'end' && styles.end, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={handleClose}
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
