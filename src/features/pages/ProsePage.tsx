import type { ReactNode } from 'react'

import { PageHeader } from './PageHeader'

/** The frame of a text page (policies, statements): title band, then readable prose. */
export function ProsePage({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <>
      <PageHeader heading={heading} intro={intro} />
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
