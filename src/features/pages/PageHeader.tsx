import type { ReactNode } from 'react'

/** The title band at the top of a page: its one h1, an optional lede, and anything that belongs with them. */
export function PageHeader({ heading, intro, children }: { heading: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="page-header">
      <div className="container">
        <h1>{heading}</h1>
        {intro && <p className="lede">{intro}</p>}
        {children}
      </div>
    </div>
  )
}
