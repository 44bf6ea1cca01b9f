'use client'

import type { CSSProperties } from 'react'

/** Loads the very address again, query and all: a link would need to know it, and this page is drawn by a layout that does not. */
export function ReloadButton({ children, style }: { children: string; style?: CSSProperties }) {
  return (
    <button type="button" onClick={() => window.location.reload()} style={style}>
      {children}
    </button>
  )
}
