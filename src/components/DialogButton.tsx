'use client'

import { type ReactNode, useRef, useState } from 'react'

import { Dialog } from './Dialog'

/** A button that opens a small dialog (language, menu, feedback, town choice): the button and the dialog in one. */
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
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {buttonContent}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={closeLabel}
        returnFocus={button}
        size="narrow"
        placement={placement}
      >
        {children}
      </Dialog>
    </>
  )
}
