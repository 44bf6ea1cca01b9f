/** Only http(s) links may reach a public page: a `javascript:` or `data:` link from the CMS must never render. */
export function isSafeWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** A slug as it appears in an address (/explore/{town}, /explore/{town}/map/{place}) and a cache tag. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG_PATTERN.test(value)
}

/** A slug made from text in any of our languages: "Talk: Łódź’s café" → "talk-lodzs-cafe"; at most `max` characters, never ending in a hyphen. */
export function slugify(text: string, max = 60): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/gi, 'l')
    .replace(/[’'`]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}

/** Text made safe to place in HTML (a page we write ourselves, or a feed entry whose text is typed as HTML). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A readable form of a web address for link text: no scheme, no "www.", no trailing slash. */
export function displayHost(value: string): string {
  try {
    const url = new URL(value)
    const path = url.pathname === '/' ? '' : url.pathname
    return `${url.host.replace(/^www\./, '')}${path}`.replace(/\/$/, '')
  } catch {
    return value
  }
}

/** A path segment decoded once more if it is still encoded; a stray `%` (e.g. from `%25`) stays as it is instead of throwing. */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export { isRoutablePath, isBeyondTheProxy } from './routable-path.mjs'
