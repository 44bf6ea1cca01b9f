// Shared by the app (TypeScript, the service worker too) and scripts/server.mjs (plain Node), hence
// JavaScript with no Node import.

/** A district file is named by the date of its data, so the newest sorts last and each name is one file for ever. */
export const DISTRICT_FILE_PATTERN = /^district-(\d{8})\.pmtiles$/

/**
 * The page policy once our own district map is in place: no third party's map may be reached, so
 * the hosts `connect-src` and `img-src` allowed for the configured basemap are taken out (the only
 * hosts those directives name). `policy` is a Content-Security-Policy header value.
 * @param {string} policy
 * @returns {string}
 */
export function withoutThirdPartyMap(policy) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name !== 'connect-src' && name !== 'img-src') return directive.trim()
      return [name, ...sources.filter((source) => !/^https?:\/\//i.test(source))].join(' ')
    })
    .join('; ')
}
