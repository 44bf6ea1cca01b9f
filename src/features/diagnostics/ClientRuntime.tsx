'use client'

import dynamic from 'next/dynamic'

/**
 * The client-side services every public page runs (RuntimeServices) show nothing until something
 * happens, so they load after the page has hydrated, in their own chunk. Evaluated with the page's
 * own code they made its first script task the longest of the load (Lighthouse: total blocking time).
 */
export const ClientRuntime = dynamic(() => import('./RuntimeServices'), { ssr: false })
