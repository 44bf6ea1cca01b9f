import fs from 'node:fs'
import path from 'node:path'

import { isOfflineCacheablePage } from '@/domain/offline-pages'

/**
 * The browser code of the public app, read from a production build: what the service worker keeps
 * in the background after its first install, so every public feature (the live map, search, place
 * panels, events, notices, kiosk…) works offline, not only the code a visitor happened to run.
 *
 * Roots: the framework files of `build-manifest.json` and every chunk and stylesheet that the
 * client-reference manifest of a public route names (the `(frontend)` routes, minus test and demo
 * pages; never the CMS admin). Chunks loaded later by `import()` (MapLibre, the search library,
 * opening hours…) are in no manifest: a Turbopack chunk names the chunks it may load as string
 * literals, so the list follows those references from the roots.
 */
export function publicChunkPaths(distDir: string): string[] {
  const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8')
  // `next dev` writes no production manifests, and registers no service worker.
  if (!fs.existsSync(path.join(distDir, 'build-manifest.json'))) return []
  const buildManifest = JSON.parse(read('build-manifest.json')) as { rootMainFiles: string[]; polyfillFiles: string[] }
  const roots = new Set([...buildManifest.rootMainFiles, ...buildManifest.polyfillFiles])
  for (const manifest of publicRouteManifests(path.join(distDir, 'server', 'app'))) {
    for (const file of manifestFiles(fs.readFileSync(manifest, 'utf8'))) roots.add(file)
  }

  const kept = new Set<string>()
  const pending = [...roots]
  while (pending.length) {
    const file = pending.pop()!
    if (kept.has(file) || !fs.existsSync(path.join(distDir, file))) continue
    kept.add(file)
    // A script names the chunks it may load; a stylesheet, its fonts. (MapLibre's chunk also names
    // its own worker scripts as assets: the map runs the copy in public/, so those are not followed.)
    if (file.endsWith('.js')) pending.push(...references(read(file)).filter((ref) => ref.startsWith('static/chunks/')))
    if (file.endsWith('.css')) pending.push(...references(read(file)))
  }
  return [...kept].sort().map((file) => `/_next/${file}`)
}

/** A chunk, stylesheet or font named inside a chunk (`"static/chunks/x.js"`) or a stylesheet (`url(/_next/static/media/x.woff2)`). */
const CHUNK_REFERENCE = /["(](?:\/_next\/)?(static\/(?:chunks|media)\/[^"()\s]+)[")]/g
const references = (source: string) => [...source.matchAll(CHUNK_REFERENCE)].map((match) => match[1]!)

/** The client-reference manifests of the public pages (`page_client-reference-manifest.js` under `(frontend)`). */
function publicRouteManifests(appDir: string): string[] {
  if (!fs.existsSync(appDir)) return []
  const found: string[] = []
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(full)
      else if (entry.name === 'page_client-reference-manifest.js' && isPublicRoute(path.relative(appDir, dir))) found.push(full)
    }
  }
  visit(appDir)
  return found
}

/** `(frontend)/[locale]/explore/[town]/map` is public; `(payload)/admin/…` and `[locale]/test/…` are not. */
function isPublicRoute(routeDir: string): boolean {
  const segments = routeDir.split(path.sep)
  if (segments[0] !== '(frontend)') return false
  const pathname = `/${segments.filter((s) => !/^\(.*\)$/.test(s) && s !== '[locale]').join('/')}`
  return isOfflineCacheablePage(pathname, true, false)
}

type ClientReferenceManifest = {
  clientModules: Record<string, { chunks: string[] }>
  entryJSFiles?: Record<string, string[]>
  entryCSSFiles?: Record<string, { path: string; inlined?: boolean; content?: string }[]>
}

/**
 * The files a client-reference manifest names. The manifest is a script that assigns
 * `globalThis.__RSC_MANIFEST[route] = {…}`: its object literal is JSON, read without running it.
 */
function manifestFiles(source: string): string[] {
  const assignment = /__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\]\s*=\s*/.exec(source)
  if (!assignment) return []
  const manifest = JSON.parse(
    source
      .slice(assignment.index + assignment[0].length)
      .trim()
      .replace(/;$/, ''),
  ) as ClientReferenceManifest
  const files: string[] = []
  for (const clientModule of Object.values(manifest.clientModules)) files.push(...clientModule.chunks)
  for (const list of Object.values(manifest.entryJSFiles ?? {})) files.push(...list)
  for (const list of Object.values(manifest.entryCSSFiles ?? {})) {
    for (const css of list) {
      // An inlined stylesheet is in the HTML already; the fonts it names are not.
      if (css.inlined) files.push(...references(css.content ?? ''))
      else files.push(css.path)
    }
  }
  return files.map((file) => file.replace(/^\/_next\//, ''))
}
