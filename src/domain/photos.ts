import type { Locale } from './locales'
import { type AllLocales, inLocale } from './translation-fallback'

/**
 * An uploaded image as pages draw it: its address (/api/media/file/…), its description in the
 * page's language (the upload's required `alt`), and its size, so it takes its space before it loads.
 */
export type PhotoView = { url: string; alt: string; width: number; height: number }

/** An upload as Payload returns it: read in one language its `alt` is that language's text, read with `locale: 'all'` every language's. */
export type UploadDoc = {
  url?: string | null
  width?: number | null
  height?: number | null
  alt: string | AllLocales<string> | null
}

/** Where Payload serves uploaded files, from disk or S3 alike. */
export const UPLOADED_FILES = '/api/media/file/'

/**
 * An upload's address on this site: Payload gives it absolute (its SERVER_URL in front), but Next's
 * image optimiser takes only the site's own paths (images.localPatterns), and the same page is
 * served under other host names too (a proxy, a second instance).
 */
function sitePath(url: string): string {
  try {
    const { pathname, search } = new URL(url, 'http://localhost')
    return pathname.startsWith(UPLOADED_FILES) ? pathname + search : url
  } catch {
    return url
  }
}

/**
 * An upload as pages draw it, described in `locale` (else in English), or null for no upload (an id
 * alone means it was not read, or not readable by visitors). Payload measures every image it
 * accepts (sharp reads SVG too): one without a size is left out rather than drawn with a made-up one.
 */
export function photoOf(upload: number | UploadDoc | null | undefined, locale: Locale): PhotoView | null {
  if (!upload || typeof upload !== 'object' || !upload.url || !upload.width || !upload.height) return null
  const alt = typeof upload.alt === 'string' || upload.alt == null ? upload.alt : inLocale(upload.alt, locale).value
  return { url: sitePath(upload.url), alt: alt ?? '', width: upload.width, height: upload.height }
}

/**
 * The `sizes` of an image drawn `height` CSS pixels high: as wide as its shape makes it, never
 * wider than `maxWidth` (a long banner is scaled down to fit), so the optimiser's copy is no larger than drawn.
 */
export function fixedHeightSizes(photo: Pick<PhotoView, 'width' | 'height'>, height: number, maxWidth: number): string {
  return `${Math.ceil(Math.min(maxWidth, (height * photo.width) / photo.height))}px`
}
