/** What the Network Information API tells of the line (Chromium-based browsers; absent elsewhere). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string }

/** The browser's or service worker's connection info, where it has one. */
export function connectionOf<C extends ConnectionInfo = ConnectionInfo>(navigator: object): C | undefined {
  return (navigator as { connection?: C }).connection
}

/**
 * Data saver on, or a 2G line (`2g`, `slow-2g`): background downloads nobody asked for, such as
 * the public app's code kept for offline use (issue 17), wait for a better moment.
 */
export function isConstrainedConnection(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '')
}
