/**
 * The interface messages each part of the site hands to its client components. The whole catalogue
 * went into every page's RSC payload (27 KB of the town page, a fifth of it gzipped); each page now
 * carries only the namespaces its client components read. `<ClientMessages>` replaces the set for
 * what it wraps (providers do not merge), so each set lists everything read below it.
 * tests/unit/client-messages.test.ts walks the imports under each set and fails on a namespace missing.
 */
export const CLIENT_MESSAGES = {
  /** The layout: header search, footer, runtime, and the error and not-found views. */
  shell: ['Diagnostics', 'Errors', 'Feedback', 'Footer', 'Language', 'Loading', 'Offline', 'Search', 'SearchThemes', 'Site', 'Titles'],
  map: ['Departures', 'Errors', 'Events', 'Language', 'Loading', 'Location', 'Map', 'Notices', 'Places', 'Site'],
  display: [
    'Departures',
    'Errors',
    'Events',
    'Highlights',
    'Kiosk',
    'Language',
    'Loading',
    'Location',
    'Map',
    'Notices',
    'Places',
    'Screen',
    'Site',
    'Titles',
  ],
  highlights: ['Errors', 'Events', 'Highlights', 'Language', 'Notices'],
  contact: ['Contact'],
  tours: ['Language', 'Loading', 'Map', 'Places', 'Tours'],
  /** A town page's departures. */
  departures: ['Departures', 'Language'],
  /** A town page's events and an event's own page. */
  events: ['Errors', 'Events', 'Language'],
  demos: [
    'CacheDemo',
    'Demo',
    'Departures',
    'Diagnostics',
    'Errors',
    'Events',
    'Highlights',
    'Language',
    'Loading',
    'Location',
    'Map',
    'Notices',
    'Places',
    'Search',
    'SearchThemes',
    'Site',
  ],
} as const satisfies Record<string, readonly string[]>

export type ClientMessageSet = keyof typeof CLIENT_MESSAGES

/** The namespaces of `messages` named in `names`, and nothing else. */
export function pickMessages<M extends Record<string, unknown>>(messages: M, names: readonly string[]): Partial<M> {
  return Object.fromEntries(names.filter((name) => name in messages).map((name) => [name, messages[name]])) as Partial<M>
}
