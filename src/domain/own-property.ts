/**
 * Lookups keyed by a value from outside the code (the CMS, an address, a visitor's query). A plain
 * object inherits `constructor`, `toString`, `__proto__`…, so `table[value]` can hand back a
 * function or Object.prototype where a string or component was expected: only own properties count.
 */
export function hasOwnKey<T extends object>(table: T, key: unknown): key is keyof T {
  return typeof key === 'string' && Object.hasOwn(table, key)
}

/** `table[key]` when `key` is one of the table's own keys, otherwise undefined. */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: unknown): V | undefined {
  return hasOwnKey(table, key) ? table[key] : undefined
}
