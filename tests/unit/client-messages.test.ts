import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CLIENT_MESSAGES, type ClientMessageSet, pickMessages } from '@/i18n/client-messages'

import en from '../../messages/en.json'

/**
 * Each page hands its client components only some message namespaces (src/i18n/client-messages.ts).
 * A component reading a namespace its page did not hand over shows `Map.title` to the visitor, so
 * this follows the imports below every route and every <ClientMessages> and fails on one missing.
 * It over-counts (a server component's useTranslations needs no client messages): that is safe.
 */
const SRC = path.resolve(import.meta.dirname, '../../src')
const ROUTES = path.join(SRC, 'app/(frontend)/[locale]')

function resolveImport(from: string, specifier: string) {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const file of [base, `${base}.tsx`, `${base}.ts`, `${base}.mjs`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  return null
}

const source = (file: string) => fs.readFileSync(file, 'utf8')
const wrapperSet = (file: string) => /<ClientMessages set="(\w+)"/.exec(source(file))?.[1] as ClientMessageSet | undefined

/** Namespaces read by `entry` and what it imports, not entering files with their own <ClientMessages>. */
function namespacesBelow(entry: string) {
  const seen = new Set<string>()
  const namespaces = new Set<string>()
  const stack = [entry]
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file) || (file !== entry && wrapperSet(file))) continue
    seen.add(file)
    const text = source(file)
    for (const [, namespace] of text.matchAll(/useTranslations\(\s*'(\w+)'/g)) namespaces.add(namespace)
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const imported = resolveImport(file, specifier)
      if (imported && /\.(tsx?|mjs)$/.test(imported)) stack.push(imported)
    }
  }
  return [...namespaces].sort()
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : /\.(tsx?)$/.test(entry.name) ? [full] : []
  })
}

const missing = (file: string, set: ClientMessageSet) =>
  namespacesBelow(file).filter((namespace) => !(CLIENT_MESSAGES[set] as readonly string[]).includes(namespace))

describe('client message sets', () => {
  it('every <ClientMessages> hands over each namespace read below it', () => {
    const wrappers = filesUnder(SRC).filter((file) => wrapperSet(file) && !file.endsWith('ClientMessages.tsx'))
    expect(wrappers.length).toBeGreaterThanOrEqual(6)
    for (const file of wrappers) expect(missing(file, wrapperSet(file)!), path.relative(SRC, file)).toEqual([])
  })

  it('every page, error and not-found view finds its namespaces in the nearest set above it', () => {
    const routes = filesUnder(ROUTES).filter((file) => /\/(page|error|not-found|loading)\.tsx$/.test(file) && !wrapperSet(file))
    expect(routes.length).toBeGreaterThan(20)
    for (const file of routes) {
      let dir = path.dirname(file)
      let set: ClientMessageSet | undefined
      while (!set && dir.startsWith(ROUTES)) {
        const layout = path.join(dir, 'layout.tsx')
        if (fs.existsSync(layout)) set = wrapperSet(layout)
        dir = path.dirname(dir)
      }
      expect(set, path.relative(SRC, file)).toBeDefined()
      expect(missing(file, set!), path.relative(SRC, file)).toEqual([])
    }
  })

  it('names only namespaces that exist', () => {
    for (const names of Object.values(CLIENT_MESSAGES)) for (const name of names) expect(en).toHaveProperty(name)
  })

  it('picks the named namespaces and nothing else', () => {
    expect(Object.keys(pickMessages(en, ['Site', 'Map']))).toEqual(['Site', 'Map'])
    expect(pickMessages({ A: 1 }, ['B'])).toEqual({})
  })
})
