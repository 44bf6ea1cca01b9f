import type { ReactNode } from 'react'

/** The frame of a text page (policies, statements): title band, then readable prose. */
export function ProsePage({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <>
      <div className="page-header">
        <div className="container">
          <h1>{heading}</h1>
          {intro && <p className="lede">{intro}</p>}
        </div>
      </div>
      <div className="container prose">{children}</div>
    </>
  )
}

export function ProseSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  )
}
