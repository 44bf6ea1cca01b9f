'use client'

import { useParams } from 'next/navigation'
import type { ComponentProps } from 'react'

import { SearchButton } from './SearchButton'

/** The site-wide search in the header: the town of the page being viewed, if any, comes first. */
export function CurrentTownSearch(props: Omit<ComponentProps<typeof SearchButton>, 'currentTownSlug'>) {
  const params = useParams<{ town?: string }>()
  return <SearchButton {...props} currentTownSlug={params?.town} />
}
