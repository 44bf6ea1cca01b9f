// `node scripts/check-versions.mjs`: fails unless the installed next, react, react-dom, payload and
// @payloadcms/next are at or above the fixed versions of the known advisories below. The unit suite
// runs the same check (tests/unit/check-versions.test.ts), so `npm test` fails on a vulnerable install.
//
// `fixedIn` lists the first fixed version of each affected release line (major.minor). A version is
// safe when it is at or above the fix of its own line, or newer than every listed fix (a later line
// that shipped with the fix). A line older than a fixed line but without its own fix is vulnerable.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ADVISORIES = {
  next: [
    {
      id: 'CVE-2025-29927',
      what: 'middleware/proxy authorization bypass with x-middleware-subrequest',
      fixedIn: ['12.3.5', '13.5.9', '14.2.25', '15.2.3'],
    },
    {
      id: 'CVE-2025-66478',
      what: 'React Server Components remote code execution (upstream CVE-2025-55182)',
      fixedIn: ['15.0.5', '15.1.9', '15.2.6', '15.3.6', '15.4.8', '15.5.7', '16.0.7'],
    },
    {
      id: 'CVE-2025-55184 / CVE-2025-55183 / CVE-2025-67779',
      what: 'React Server Components denial of service and source code exposure',
      fixedIn: ['15.0.7', '15.1.11', '15.2.8', '15.3.8', '15.4.10', '15.5.9', '16.0.10'],
    },
    { id: 'CVE-2026-23869', what: 'React Server Components denial of service', fixedIn: ['15.5.15', '16.2.3'] },
    {
      id: 'May 2026 release (CVE-2026-44575, CVE-2026-44576, CVE-2026-44578, CVE-2026-23870 …)',
      what: 'proxy bypasses, RSC cache poisoning, WebSocket SSRF, Server Function DoS',
      fixedIn: ['15.5.18', '16.2.6'],
    },
    { id: 'August 2026 release', what: 'Image Optimization API remote code execution', fixedIn: ['16.3.3'] },
  ],
  react: [
    { id: 'CVE-2025-55182', what: 'React Server Components remote code execution', fixedIn: ['19.0.1', '19.1.2', '19.2.1'] },
    {
      id: 'CVE-2025-55184 / CVE-2025-55183 / CVE-2025-67779',
      what: 'React Server Components DoS and source exposure',
      fixedIn: ['19.0.3', '19.1.4', '19.2.3'],
    },
    { id: 'CVE-2026-23870', what: 'React Server Components denial of service', fixedIn: ['19.0.6', '19.1.7', '19.2.6'] },
  ],
  payload: [
    {
      id: 'GHSA-xx6w-jxg9-2wh8 / GHSA-jq29-r496-r955',
      what: 'field read access bypass; auth with serial ids on Postgres',
      fixedIn: ['3.74.0'],
    },
    { id: 'Payload security release 3.79.1', what: 'security fixes released in 3.79.1', fixedIn: ['3.79.1'] },
    { id: 'Payload security release 3.88.0', what: 'security fixes released in 3.88.0', fixedIn: ['3.88.0'] },
    { id: 'Payload security release 3.90.0', what: 'security fixes released in 3.90.0', fixedIn: ['3.90.0'] },
  ],
}
ADVISORIES['react-dom'] = ADVISORIES.react
ADVISORIES['@payloadcms/next'] = ADVISORIES.payload

/** [major, minor, patch] of a version; pre-release tags count as the release itself (conservatively never above it). */
export function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(String(version).trim())
  if (!match) throw new Error(`Not a version: "${version}"`)
  return match.slice(1, 4).map(Number)
}

export function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)]
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i]
  return 0
}

/** Whether `version` contains the fix of an advisory (see the rule at the top of this file). */
export function isFixed(version, fixedIn) {
  const [major, minor] = parseVersion(version)
  const sameLine = fixedIn.find((f) => {
    const [fMajor, fMinor] = parseVersion(f)
    return fMajor === major && fMinor === minor
  })
  if (sameLine) return compareVersions(version, sameLine) >= 0
  return fixedIn.every((f) => compareVersions(version, f) > 0)
}

/** The advisories a set of installed versions still has, as readable lines; empty when all are fixed. */
export function problemsOf(installed) {
  const problems = []
  for (const [name, advisories] of Object.entries(ADVISORIES)) {
    const version = installed[name]
    if (!version) {
      problems.push(`${name}: not installed`)
      continue
    }
    for (const advisory of advisories) {
      if (!isFixed(version, advisory.fixedIn)) {
        problems.push(`${name}@${version} is affected by ${advisory.id} (${advisory.what}); fixed in ${advisory.fixedIn.join(', ')}`)
      }
    }
  }
  return problems
}

/** The versions actually installed in node_modules (not what package.json asks for). */
export function installedVersions(root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')) {
  const versions = {}
  for (const name of Object.keys(ADVISORIES)) {
    const file = path.join(root, 'node_modules', name, 'package.json')
    if (fs.existsSync(file)) versions[name] = JSON.parse(fs.readFileSync(file, 'utf8')).version
  }
  return versions
}

/** An exact version: a range (`^`, `~`, `*`, `x`, `>=`) lets a fresh install take a release nobody checked. */
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/

/** Dependencies (and dev dependencies and overrides) of package.json not pinned to an exact version. */
export function looseVersions(
  pkg = JSON.parse(fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json'), 'utf8')),
) {
  const specs = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.overrides }
  return Object.entries(specs)
    .filter(([, spec]) => typeof spec !== 'string' || !EXACT.test(spec))
    .map(([name, spec]) => `${name}@${typeof spec === 'string' ? spec : JSON.stringify(spec)}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const installed = installedVersions()
  const problems = [...problemsOf(installed), ...looseVersions().map((spec) => `${spec} is not pinned to an exact version`)]
  if (problems.length) {
    console.error(`Vulnerable or unpinned versions:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    `No known advisory applies: ${Object.entries(installed)
      .map(([n, v]) => `${n}@${v}`)
      .join(', ')}`,
  )
}
