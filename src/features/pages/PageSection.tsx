import type { ReactNode } from 'react'

/** A full-width band of a page with its own heading; `alt` gives it the alternate background. */
export function PageSection({ id, heading, alt = false, children }: { id: string; heading: string; alt?: boolean; children: ReactNode }) {
  return (
    <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        {children}
      </div>
    </section>
  )
}
