import { expect, test } from '@playwright/test'

import { signInAsAdmin } from './admin-api'
import { secondServer } from './second-server'
import { expectNoAxeViolations, format, messages } from './support'

const message = (subject: string, extra: Record<string, unknown> = {}) => ({
  name: 'Guard Test',
  email: 'guard@example.com',
  subject,
  message: 'Is the museum open on Mondays?',
  locale: 'en',
  ...extra,
})

async function storedWithSubject(request: import('@playwright/test').APIRequestContext, subject: string) {
  const headers = await signInAsAdmin(request)
  const found = await request.get(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, { headers })
  return (await found.json()).totalDocs as number
}

test('the contact form explains mistakes, then sends and is stored for editors', async ({ page, request }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  const summary = page.locator('form').getByRole('alert')
  await expect(summary).toContainText('Enter your name.')
  await expect(summary).toBeFocused()
  await expect(page.getByLabel(/Email address/)).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)

  const subject = `Bench by the river ${Date.now()}`
  await page.getByLabel(/Your name/).fill('Test Visitor')
  await page.getByLabel(/Email address/).fill('visitor@example.com')
  await page.getByLabel(/Subject/).fill(subject)
  await page.getByLabel(/Message/).fill('The bench near the Old Bridge has been repaired.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('status')).toHaveText(messages('en').Contact.success)

  const headers = await signInAsAdmin(request)
  const stored = await (
    await request.get(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, { headers })
  ).json()
  expect(stored.totalDocs).toBe(1)
  expect(stored.docs[0]).toMatchObject({ name: 'Test Visitor', email: 'visitor@example.com', locale: 'en', handled: false })
})

test('a failed send keeps what was typed and says so in the visitor’s language', async ({ page }) => {
  const pl = messages('pl')
  await page.route('**/api/contact-messages', (route) => route.fulfill({ status: 503, body: '{}' }))
  await page.goto('/pl/contact')
  await page.getByLabel(new RegExp(pl.Contact.name)).fill('Jan')
  await page.getByLabel(new RegExp(pl.Contact.email)).fill('jan@example.com')
  await page.getByLabel(new RegExp(pl.Contact.subject)).fill('Pytanie')
  await page.getByLabel(new RegExp(pl.Contact.message)).fill('Czy muzeum jest otwarte w niedzielę?')
  await page.getByRole('button', { name: pl.Contact.send }).click()
  await expect(page.locator('form').getByRole('alert')).toHaveText(pl.Contact.failure)
  await expect(page.getByLabel(new RegExp(pl.Contact.message))).toHaveValue('Czy muzeum jest otwarte w niedzielę?')
})

test('posts from other sites, in other formats or in no known language are refused and never stored (issue 28)', async ({
  request,
  playwright,
  baseURL,
}) => {
  const stranger = await playwright.request.newContext({ baseURL })
  const subject = `Guard ${Date.now()}`
  const refusals: [string, Promise<import('@playwright/test').APIResponse>, number][] = [
    [
      'foreign Origin',
      stranger.post('/api/contact-messages', { data: message(subject), headers: { Origin: 'https://evil.example' } }),
      403,
    ],
    [
      'cross-site fetch',
      stranger.post('/api/contact-messages', { data: message(subject), headers: { 'Sec-Fetch-Site': 'cross-site' } }),
      403,
    ],
    // A plain HTML form on another site needs no CORS preflight: multipart with Payload's _payload field.
    [
      'cross-site form',
      stranger.post('/api/contact-messages', {
        multipart: { _payload: JSON.stringify(message(subject)) },
        headers: { Origin: 'https://evil.example' },
      }),
      403,
    ],
    [
      'same-site form',
      stranger.post('/api/contact-messages', {
        multipart: { _payload: JSON.stringify(message(subject)) },
        headers: { Origin: new URL(baseURL!).origin },
      }),
      415,
    ],
    [
      'text/plain',
      stranger.post('/api/contact-messages', { data: JSON.stringify(message(subject)), headers: { 'Content-Type': 'text/plain' } }),
      415,
    ],
    ['unknown locale', stranger.post('/api/contact-messages', { data: message(subject, { locale: 'klingon' }) }), 400],
  ]
  for (const [name, answer, status] of refusals) {
    const response = await answer
    expect(response.status(), name).toBe(status)
    expect((await response.json()).errors?.[0]?.message, name).toBeTruthy()
  }
  // A bot that fills the hidden field is thanked and its message dropped.
  const trapped = await stranger.post('/api/contact-messages', { data: message(subject, { website: 'https://spam.example' }) })
  expect(trapped.status()).toBe(201)
  expect(await storedWithSubject(request, subject)).toBe(0)
  // The same message from the guide itself is stored, with its language.
  const sent = await stranger.post('/api/contact-messages', {
    data: message(subject, { locale: 'lt', website: '' }),
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  expect(await storedWithSubject(request, subject)).toBe(1)
})

test('a burst of messages from one address meets 429 with Retry-After; another address still gets through', async ({ request }) => {
  test.setTimeout(120_000)
  // A server with the default limits (the suite's own raises them: all its browsers share one address) behind one trusted proxy.
  const server = secondServer(63, { TRUSTED_PROXY_HOPS: '1', CONTACT_RATE_LIMIT: '' })
  const address = `198.51.100.${Math.floor(Math.random() * 250)}`
  const subject = `Burst ${Date.now()}`
  try {
    await server.start()
    const post = (from: string) =>
      fetch(`${server.origin}/api/contact-messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.origin, 'X-Forwarded-For': from },
        body: JSON.stringify(message(subject)),
      })
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(address)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(5)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length).toBeGreaterThanOrEqual(25)
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await storedWithSubject(request, subject)).toBeLessThanOrEqual(5)
    expect((await post(`192.0.2.${Math.floor(Math.random() * 250)}`)).status).toBe(201)
  } finally {
    await server.kill()
  }
})

test('a visitor who sends too often is told when to try again, in their language, and keeps what they typed', async ({ page }) => {
  const fr = messages('fr')
  await page.route('**/api/contact-messages', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '300' }, body: '{"errors":[{"message":"Too many messages"}]}' }),
  )
  await page.goto('/fr/contact')
  await page.getByLabel(new RegExp(fr.Contact.name)).fill('Jeanne')
  await page.getByLabel(new RegExp(fr.Contact.email)).fill('jeanne@example.com')
  await page.getByLabel(new RegExp(fr.Contact.subject)).fill('Question')
  await page.getByLabel(new RegExp(fr.Contact.message)).fill('Le musée est-il ouvert le lundi ?')
  await page.getByRole('button', { name: fr.Contact.send }).click()
  const alert = page.locator('form').getByRole('alert')
  await expect(alert).toContainText(format(fr.Contact.rateLimited.replace(/\{minutes, plural.*\}\}/, '5 minutes'), {}))
  await expect(page.getByLabel(new RegExp(fr.Contact.message))).toHaveValue('Le musée est-il ouvert le lundi ?')
  await expectNoAxeViolations(page)
})
