import 'server-only'

import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

import { DISTRICT_FILE_PATTERN } from '@/domain/district-map'
import { basemapDir } from './basemap-dir.mjs'

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

/**
 * The glyph and sprite files the deploy step fetched, as the paths the style's map asks for them by:
 * whether labels and icons can be drawn, and what a device keeps to draw them offline.
 */
export async function districtAssets(dir = basemapDir()): Promise<{ glyphs: string[]; sprite: string[] }> {
  const fonts = await readdir(path.join(dir, 'fonts')).catch(() => [] as string[])
  const glyphs = (
    await Promise.all(
      fonts.map(async (font) =>
        (await readdir(path.join(dir, 'fonts', font)).catch(() => [] as string[])).map(
          (range) => `/map/fonts/${encodeURIComponent(font)}/${range}`,
        ),
      ),
    )
  ).flat()
  const sprite = (await readdir(path.join(dir, 'sprites')).catch(() => [] as string[])).map((file) => `/map/sprites/${file}`)
  return { glyphs, sprite: sprite.some((file) => file.endsWith('/light.json')) ? sprite : [] }
}

/** The file's version in its address: a file rebuilt under the same name (the same day) is a new address, never mixed with the old. */
export const districtFileVersion = (file: DistrictFile) => `${file.size.toString(36)}${Math.floor(file.modified.getTime()).toString(36)}`

/** A file under the folder, or null for a name that would leave it (`..`, absolute paths, separators). */
export function fileInBasemapDir(...segments: string[]): string | null {
  if (segments.some((segment) => !segment || segment.includes('/') || segment.includes('\\') || segment.startsWith('.'))) return null
  return path.join(basemapDir(), ...segments)
}
