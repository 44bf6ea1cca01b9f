import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, request as playwrightRequest, test } from '@playwright/test'
import S3rver from 's3rver'
import sharp from 'sharp'

import { signInAsAdmin } from './admin-api'
import { secondServer } from './second-server'
import { PLACE_DETAILS } from './support'

/**
 * Issue 19: uploads in S3-compatible storage. An S3 server of the test's own (s3rver, on disk in a
 * temporary folder; its only account is S3RVER/S3RVER) and an app instance of the suite's build
 * pointed at it.
 */
const suitePort = Number(new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3210').port)
const s3Port = suitePort + 80
const BUCKET = 'town-guide-media'
/** A place no other test changes: its photo is set and put back here. */
const PLACE = { town: 'ramsey', slug: 'ramsey-church-green-and-duck-pond' }
const storage = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-s3-'))
const s3 = new S3rver({
  address: '127.0.0.1',
  port: s3Port,
  directory: storage,
  silent: true,
  configureBuckets: [{ name: BUCKET, configs: [] }],
})
const server = secondServer(
  81,
  {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'eu-west-2',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  },
  { keepLog: true },
)

/** Names of the objects the S3 server holds in the bucket. */
const objects = () =>
  fs.existsSync(path.join(storage, BUCKET))
    ? fs
        .readdirSync(path.join(storage, BUCKET))
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.replace(/\._S3rver_object$/, ''))
    : []

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  await s3.run()
  await server.start()
})

test.afterAll(async () => {
  await server.kill()
  await s3.close()
  fs.rmSync(storage, { recursive: true, force: true })
})

test('an image uploaded through the admin API is stored in S3 with its sizes, served from there, shown on its place, and deleted from there', async ({
  page,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: server.origin })
  try {
    const admin = await signInAsAdmin(api)
    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b4f6c' } })
      .jpeg()
      .toBuffer()
    const name = `s3-${Date.now().toString(36)}.jpg`
    const upload = await api.post('/api/media', {
      headers: admin,
      multipart: { file: { name, mimeType: 'image/jpeg', buffer: picture }, _payload: JSON.stringify({ alt: 'Market Hill at dusk' }) },
    })
    expect(upload.ok(), `${await upload.text()}\n${server.log().slice(-2000)}`).toBe(true)
    const media = (await upload.json()).doc as { id: number; filename: string; url: string; sizes: Record<string, { filename: string }> }

    // The original and both sizes are objects in the bucket, and nothing was written to the local folder.
    const stored = [media.filename, media.sizes.card.filename, media.sizes.wide.filename]
    expect(objects()).toEqual(expect.arrayContaining(stored))
    const localFolder = path.resolve(process.env.MEDIA_DIR || 'media')
    for (const file of stored) expect(fs.existsSync(path.join(localFolder, file)), `${file} on the local disk`).toBe(false)

    // The address keeps its path (the plugin makes it absolute, on SERVER_URL): /api/media/file/… answers from the bucket.
    expect(new URL(media.url, server.origin).pathname).toBe(`/api/media/file/${media.filename}`)
    const served = await api.get(`/api/media/file/${media.filename}`, { headers: admin })
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/jpeg')
    expect(Buffer.compare(await served.body(), picture)).toBe(0)
    const card = await api.get(`/api/media/file/${media.sizes.card.filename}`, { headers: admin })
    expect((await sharp(await card.body()).metadata()).width).toBe(640)
    expect((await api.get(`/api/media/file/missing-${name}`, { headers: admin })).status()).toBe(404)

    // As a place's photo, published through this instance (whose page cache hears it), the place's
    // page shows it: the optimiser's copy of the upload, which it read from the bucket.
    const place = (await (await api.get(`/api/places?where[slug][equals]=${PLACE.slug}&depth=0`, { headers: admin })).json()).docs[0]
    const setPhoto = (image: number | null) =>
      api.patch(`/api/places/${place.id}`, { headers: admin, data: { image, _status: 'published' } })
    await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
    try {
      expect((await setPhoto(media.id)).ok()).toBe(true)
      const photo = page.locator(`${PLACE_DETAILS} button img`)
      await expect(async () => {
        await page.goto(`${server.origin}/explore/${PLACE.town}/map/${PLACE.slug}`)
        await expect(photo).toHaveAttribute('alt', 'Market Hill at dusk', { timeout: 2000 })
      }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] })
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
        .toBeGreaterThan(0)
      const shown = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc))
      expect(shown.pathname).toBe('/_next/image')
      expect(shown.searchParams.get('url')).toBe(`/api/media/file/${media.filename}`)
    } finally {
      expect((await setPhoto(place.image ?? null)).ok()).toBe(true)
    }

    expect((await api.delete(`/api/media/${media.id}`, { headers: admin })).ok()).toBe(true)
    await expect.poll(() => objects().filter((object) => stored.includes(object))).toEqual([])
  } finally {
    await api.dispose()
  }
})
