'use client'

import { atom } from 'jotai'

export type BuildManifest = { id: string; timestamp: number; matcher: Record<string, unknown>; prerendered: string[] }

/** The build this page loaded with, the newest one seen, its manifest once fetched, and when the server last answered. */
export type BuildInfo = { loadedId: string; latestId: string; timestamp: number; manifest: BuildManifest | null; checkedAt: number }

export const buildAtom = atom<BuildInfo | null>(null)
export const isStaleAtom = atom((get) => {
  const info = get(buildAtom)
  return Boolean(info && info.latestId !== info.loadedId)
})
