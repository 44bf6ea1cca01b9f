const warned = new Set<string>()

/**
 * Logs a warning the first time a process meets a problem. Bad content is read again on every
 * cache refresh and in every language: one line says it, a line per read would bury it.
 */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return
  warned.add(key)
  console.warn(message)
}
