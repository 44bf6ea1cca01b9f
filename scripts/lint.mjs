// `npm run lint`: ESLint with zero warnings, Prettier's check, and no import cycles in src.
// `npm run lint -- --fix` lets ESLint fix what it can and Prettier format every file.
import path from 'node:path'

import { ROOT, run } from './lib/app.mjs'

const fix = process.argv.includes('--fix')
const node = process.execPath
const bin = (p) => path.join(ROOT, 'node_modules', p)

await run(node, [bin('eslint/bin/eslint.js'), '.', '--max-warnings=0', ...(fix ? ['--fix'] : [])], { label: 'eslint' })
await run(node, [bin('prettier/bin/prettier.cjs'), fix ? '--write' : '--check', '--log-level=warn', '.'], { label: 'prettier' })
await run(node, [bin('madge/bin/cli.js'), '--circular', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.json', '--no-spinner', 'src'], {
  label: 'import cycles',
})
