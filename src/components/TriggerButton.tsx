import type { LucideIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'

import styles from './TriggerButton.module.css'

/** A labelled button with an icon that opens a dialog (search, notices, events). `children` follow the label: a count, a shortcut. */
export function TriggerButton({
  icon: Icon,
  label,
  className,
  children,
  ...button
}: Omit<ComponentProps<'button'>, 'children'> & { icon: LucideIcon; label: string; children?: ReactNode }) {
  return (
    <button type="button" className={className ?? `button button--secondary ${styles.trigger}`} aria-haspopup="dialog" {...button}>
      <Icon aria-hidden="true" size={20} />
      <span>{label}</span>
      {children}
    </button>
  )
}
