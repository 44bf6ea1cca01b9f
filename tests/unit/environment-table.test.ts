import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')

/** Set by Node, Next or the test runner, never by whoever runs the guide. */
const SET_FOR_US = new Set([
  'NODE_ENV',
  'NEXT_RUNTIME',
  'NEXT_PHASE',
  'NEXT_TELEMETRY_DISABLED',
  'CI',
  'PLAYWRIGHT_JSON_OUTPUT_NAME',
  'PLAYWRIGHT_REPORTER',
])

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

/**
 * Every variable the code reads: `process.env.X`, and `env.X` where a function takes the
 * environment as a parameter (defaulting to process.env) so tests can pass their own.
 */
function variablesRead(): Map<string, string> {
  const files = [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'scripts'))]
  for (const config of ['payload.config.ts', 'next.config.ts', 'playwright.config.ts']) files.push(path.join(ROOT, config))
  const read = new Map<string, string>()
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    for (const match of source.matchAll(/\b(?:process\.)?env\.([A-Z][A-Z0-9_]*)\b/g)) {
      if (!read.has(match[1]!)) read.set(match[1]!, path.relative(ROOT, file))
    }
  }
  return read
}

/** The names in the first column of the README's environment table. */
function documented(): Set<string> {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  const table = readme.slice(readme.indexOf('## Environment'))
  const rows = table
    .slice(0, table.indexOf('\n## '))
    .split('\n')
    .filter((line) => line.startsWith('| `'))
  return new Set(rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)))
}

describe('the README environment table', () => {
  it('lists every variable the code reads', () => {
    const table = documented()
    const missing = [...variablesRead()]
      .filter(([name]) => !table.has(name) && !SET_FOR_US.has(name))
      .map(([name, file]) => `${name} (read in ${file})`)
    expect(missing).toEqual([])
  })

  it('lists no variable the code does not read', () => {
    const read = variablesRead()
    expect([...documented()].filter((name) => !read.has(name))).toEqual([])
  })
})
