import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

/**
 * Issue 16: an uploaded file can never run script on the site's origin. An SVG may carry script;
 * opened on its own it is served under a sandboxing policy, so the script never runs.
 */
test('a hostile SVG uploaded by an editor never runs its script on our origin', async ({ page, baseURL }) => {
  // The page's own request context: the browser then carries the session cookie too. Payload takes a
  // cookie only with a same-site Origin.
  const request = page.request
  const origin = { Origin: new URL(baseURL!).origin }
  const signIn = await request.post('/api/users/login', {
    headers: origin,
    data: { email: process.env.ADMIN_EMAIL || 'admin@e2e.test', password: process.env.ADMIN_PASSWORD || 'e2e-admin-password' },
  })
  expect(signIn.ok()).toBe(true)
  const marker = randomUUID()
  const hostile = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="document.documentElement.setAttribute('data-ran','onload')">
  <rect width="40" height="40" fill="teal"/>
  <script>document.documentElement.setAttribute('data-ran', 'script'); fetch('/api/feedback?${marker}')</script>
</svg>`
  const svgFile = (content: string) => ({ name: `square-${marker}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(content) })
  // Payload refuses an SVG with active content outright…
  const refused = await request.post('/api/media', {
    headers: origin,
    multipart: { file: svgFile(hostile), _payload: JSON.stringify({ alt: 'A teal square' }) },
  })
  expect(refused.status()).toBe(400)
  // …and should one ever get past that check, the way it is served keeps its script from running.
  // A harmless SVG is uploaded, then swapped on disk for the hostile one.
  const benign = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="teal"/></svg>'
  const upload = await request.post('/api/media', {
    headers: origin,
    multipart: { file: svgFile(benign), _payload: JSON.stringify({ alt: 'A teal square' }) },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const { doc } = await upload.json()
  fs.writeFileSync(path.join(process.env.MEDIA_DIR || 'media', doc.filename), hostile)
  const fileUrl = new URL(doc.url, 'http://any.host').pathname

  const head = await request.get(fileUrl, { headers: origin })
  expect(head.status()).toBe(200)
  expect(head.headers()['content-security-policy']).toMatch(/sandbox/)
  expect(head.headers()['content-security-policy']).toMatch(/default-src 'none'/)
  expect(head.headers()['x-content-type-options']).toBe('nosniff')

  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  const response = await page.goto(fileUrl)
  expect(response?.status()).toBe(200)
  // Give a script every chance to run before looking.
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull()
  expect(requests.filter((url) => url.includes(`/api/feedback?${marker}`))).toEqual([])

  expect((await request.delete(`/api/media/${doc.id}`, { headers: origin })).ok()).toBe(true)
})
