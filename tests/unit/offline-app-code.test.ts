import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { connectionOf, isConstrainedConnection } from '@/domain/connection'
import { placeOfPath, townMapOfPlacePath } from '@/domain/offline-pages'
import { publicChunkPaths } from '@/features/offline/public-chunks'

describe('a place’s address offline', () => {
  it('is split into its town and place, in any language', () => {
    expect(placeOfPath('/explore/huntingdon/map/cromwell-museum')).toEqual({ town: 'huntingdon', place: 'cromwell-museum' })
    expect(placeOfPath('/pl/explore/st-neots/map/priory-centre/')).toEqual({ town: 'st-neots', place: 'priory-centre' })
    expect(placeOfPath('/lt/explore/st-ives/map/caf%C3%A9')).toEqual({ town: 'st-ives', place: 'café' })
  })

  it('is not any other address', () => {
    for (const pathname of [
      '/explore/huntingdon/map',
      '/explore/huntingdon',
      '/kiosk/huntingdon/cromwell-museum',
      '/explore/a/map/b/c',
      '/about',
    ]) {
      expect(placeOfPath(pathname)).toBeNull()
      expect(townMapOfPlacePath(pathname)).toBeNull()
    }
  })

  it('belongs to its town’s map in the same language', () => {
    expect(townMapOfPlacePath('/explore/huntingdon/map/cromwell-museum')).toBe('/explore/huntingdon/map')
    expect(townMapOfPlacePath('/pl/explore/st-neots/map/priory-centre')).toBe('/pl/explore/st-neots/map')
  })
})

/** A build folder as Next writes one, small: a build manifest, route manifests and chunks naming chunks. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-build-'))
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    fs.writeFileSync(path.join(dist, file), content)
  }
  const manifest = (route: string, body: object) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(body)};`
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/main.js'], polyfillFiles: ['static/chunks/polyfills.js'] }))
  write('static/chunks/main.js', 'main')
  write('static/chunks/polyfills.js', 'polyfills')
  // The map page's chunk loads MapLibre and the map later, by import(); MapLibre names its own worker as an asset.
  write('static/chunks/map-page.js', 'e.l("static/chunks/town-map.js");Promise.all(["static/chunks/maplibre.js"].map(load))')
  write('static/chunks/town-map.js', 'import("static/chunks/town-map.css")')
  write('static/chunks/town-map.css', '.map{}')
  write('static/chunks/maplibre.js', 'new URL("static/media/maplibre-gl-worker.mjs")')
  write('static/media/maplibre-gl-worker.mjs', 'worker')
  write('static/media/inter-latin.woff2', 'font')
  write('static/chunks/layout.css', '@font-face{src:url(/_next/static/media/inter-latin.woff2)}')
  write('static/chunks/admin.js', 'e.l("static/chunks/admin-lazy.js")')
  write('static/chunks/admin-lazy.js', 'admin')
  write('static/chunks/test-page.js', 'test')
  write(
    'server/app/(frontend)/[locale]/explore/[town]/map/page_client-reference-manifest.js',
    manifest('/(frontend)/[locale]/explore/[town]/map/page', {
      clientModules: { map: { chunks: ['/_next/static/chunks/map-page.js'] } },
      entryJSFiles: { layout: ['static/chunks/main.js'] },
      entryCSSFiles: {
        layout: [
          { path: 'static/chunks/layout.css', inlined: true, content: '@font-face{src:url(/_next/static/media/inter-latin.woff2)}' },
        ],
      },
    }),
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    manifest('/(payload)/admin/[[...segments]]/page', { clientModules: { admin: { chunks: ['/_next/static/chunks/admin.js'] } } }),
  )
  write(
    'server/app/(frontend)/[locale]/test/cache-test/page_client-reference-manifest.js',
    manifest('/(frontend)/[locale]/test/cache-test/page', { clientModules: { test: { chunks: ['/_next/static/chunks/test-page.js'] } } }),
  )
  return dist
}

describe('the public app’s code, read from a build', () => {
  const dist = fakeBuild()
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

  it('holds the framework, every public route’s chunks, what they load later and the fonts of their styles', () => {
    expect(publicChunkPaths(dist)).toEqual(
      [
        'static/chunks/main.js',
        'static/chunks/polyfills.js',
        'static/chunks/map-page.js',
        'static/chunks/town-map.js',
        'static/chunks/town-map.css',
        'static/chunks/maplibre.js',
        'static/media/inter-latin.woff2',
      ]
        .map((file) => `/_next/${file}`)
        .sort(),
    )
  })

  it('never holds the CMS admin, test pages, or assets a script names but the app never loads', () => {
    const kept = publicChunkPaths(dist).join(' ')
    expect(kept).not.toMatch(/admin|test-page|maplibre-gl-worker/)
  })

  it('is empty without a production build (next dev)', () => {
    expect(publicChunkPaths(path.join(dist, 'missing'))).toEqual([])
  })
})

describe('a connection the app code waits on', () => {
  it('is data saver, or a 2G line', () => {
    expect(isConstrainedConnection({ saveData: true, effectiveType: '4g' })).toBe(true)
    expect(isConstrainedConnection({ effectiveType: '2g' })).toBe(true)
    expect(isConstrainedConnection({ effectiveType: 'slow-2g' })).toBe(true)
  })

  it('is not 3G, 4G, or a browser that does not say', () => {
    expect(isConstrainedConnection({ saveData: false, effectiveType: '3g' })).toBe(false)
    expect(isConstrainedConnection({ effectiveType: '4g' })).toBe(false)
    expect(isConstrainedConnection(undefined)).toBe(false)
    expect(connectionOf({})).toBeUndefined()
  })
})
