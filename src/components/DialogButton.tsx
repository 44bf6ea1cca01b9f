'use client'

import { X } from 'lucide-react'
import { type ReactNode, useId, useRef } from 'react'

import styles from './DialogButton.module.css'

/**
 * A button that opens a modal <dialog>. The native modal traps focus, closes on Escape and
 * hands focus back to the button; we add closing by backdrop click and after a link is followed.
 */
export function DialogButton({
  buttonLabel,
  buttonContent,
  buttonClassName,
  title,
  closeLabel,
  children,
  placement = 'centre',
}: {
  buttonLabel: string
  buttonContent: ReactNode
  buttonClassName?: string
  title: string
  closeLabel: string
  children: ReactNode
  placement?: 'centre' | 'end'
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const close = () => dialog.current?.close()

  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {buttonContent}
      </button>
      <dialog
        ref={dialog}
        className={`${styles.dialog} ${placement === 'end' ? styles.end : ''}`}
        aria-labelledby={titleId}
        onClick={(event) => {
          if (event.target === dialog.current) close()
          if ((event.target as HTMLElement).closest('a')) close()
        }}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
            <X aria-hidden="true" size={24} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </dialog>
    </>
  )
}
