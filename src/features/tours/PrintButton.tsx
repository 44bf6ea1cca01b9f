'use client'

import { Printer } from 'lucide-react'

/** Prints the page (its print stylesheet leaves the stops and the route picture, on A4). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={`button button--secondary ${className ?? ''}`} onClick={() => window.print()}>
      <Printer aria-hidden="true" size={20} />
      {label}
    </button>
  )
}
