import 'server-only'

import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

import { DISTRICT_FILE_PATTERN } from '@/domain/district-map'
import { basemapDir } from '@/domain/district-file.mjs'

export type DistrictFile = { name: string; path: string; date: string; size: number; modified: Date }

/**
 * The newest district file in the folder, asked on every request: dropping a new file in place
 * takes effect at once, with no rebuild or restart. A directory listing is a few microseconds.
 */
export async function currentDistrictFile(dir = basemapDir()): Promise<DistrictFile | null> {
  const names = await readdir(dir).catch(() => [] as string[])
  const newest = names
    .filter((name) => DISTRICT_FILE_PATTERN.test(name))
    .sort()
    .at(-1)
  if (!newest) return null
  const file = path.join(dir, newest)
  const stats = await stat(file).catch(() => null)
  if (!stats?.isFile()) return null
  return { name: newest, path: file, date: DISTRICT_FILE_PATTERN.exec(newest)![1], size: stats.size, modified: stats.mtime }
}

/** Whether the folder holds the glyphs and the sprite the labelled style needs (the deploy step fetches them). */
export async function districtAssets(dir = basemapDir()): Promise<{ glyphs: boolean; sprite: boolean }> {
  const [fonts, sprite] = await Promise.all([
    readdir(path.join(dir, 'fonts')).catch(() => [] as string[]),
    stat(path.join(dir, 'sprites', 'light.json')).catch(() => null),
  ])
  return { glyphs: fonts.length > 0, sprite: Boolean(sprite?.isFile()) }
}

/** A file under the folder, or null for a name that would leave it (`..`, absolute paths, separators). */
export function fileInBasemapDir(...segments: string[]): string | null {
  if (segments.some((segment) => !segment || segment.includes('/') || segment.includes('\\') || segment.startsWith('.'))) return null
  return path.join(basemapDir(), ...segments)
}
