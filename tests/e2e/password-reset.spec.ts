import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'

import { expect, test } from '@playwright/test'
import { SMTPServer } from 'smtp-server'

import { signIn, signInAsAdmin } from './admin-api'
import { secondServer } from './second-server'

/**
 * Issue 28: a forgotten password can be reset. With SMTP_URL the reset link goes out by email
 * (a local SMTP server stands in for the real one); without it the sign-in page says what else to do.
 */
test.describe.configure({ timeout: 120_000 })

test('without email, the sign-in page says how else a password is reset', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.getByText('This server sends no email')).toContainText('npm run reset-password')
})

test('with SMTP_URL, "Forgot password?" emails a link that sets a new password', async ({ page, request }) => {
  const inbox: string[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        inbox.push(raw)
        done()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  // Behind one trusted proxy, so this browser is a client of its own to the reset request limit.
  const server = secondServer(64, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    EMAIL_FROM: 'Town Guide <guide@town-guide.test>',
    TRUSTED_PROXY_HOPS: '1',
  })
  try {
    const admin = await signInAsAdmin(request)
    const account = { email: `reset-${randomUUID()}@e2e.test`, password: 'the-forgotten-password' }
    expect((await request.post('/api/users', { headers: admin, data: { ...account, role: 'editor' } })).ok()).toBe(true)
    await server.start()

    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 250)}` })
    await page.goto(`${server.origin}/admin/login`)
    // This server sends email, so the note is not shown.
    await expect(page.getByLabel(/email/i)).toBeVisible()
    await expect(page.getByText('This server sends no email')).toHaveCount(0)
    await page.goto(`${server.origin}/admin/forgot`)
    await page.getByLabel(/email/i).fill(account.email)
    await page.getByRole('button', { name: /submit/i }).click()

    await expect.poll(() => inbox.length, { timeout: 20_000 }).toBeGreaterThan(0)
    const mail = inbox[0].replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    expect(mail).toContain(`To: ${account.email}`)
    expect(mail).toMatch(/From: "?Town Guide"? <guide@town-guide\.test>/)
    const link = new RegExp(`${server.origin}/admin/reset/[A-Za-z0-9]+`).exec(mail)?.[0]
    expect(link, 'a reset link to this server').toBeTruthy()

    await page.goto(link!)
    const newPassword = 'a-new-password-of-mine'
    // A click before this cold server's admin has hydrated submits nothing (Payload's form needs its
    // script): on a busy machine the page is filled again until the reset goes through.
    await expect(async () => {
      await page.getByLabel(/^new password/i).fill(newPassword)
      await page.getByLabel(/confirm/i).fill(newPassword)
      await page.getByRole('button', { name: /reset password/i }).click()
      await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 10_000 })
    }).toPass({ timeout: 45_000 })

    // The new password signs in; the old one no longer does.
    expect(await signIn(request, { email: account.email, password: newPassword })).toBeTruthy()
    const old = await request.post('/api/users/login', { data: account })
    expect(old.status()).toBe(401)
  } finally {
    await server.kill()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  }
})

test('a stranger cannot flood an inbox with reset emails', async ({ playwright, baseURL }) => {
  const stranger = await playwright.request.newContext({ baseURL })
  const statuses: number[] = []
  for (let i = 0; i < 8; i++)
    statuses.push((await stranger.post('/api/users/forgot-password', { data: { email: 'admin@e2e.test' } })).status())
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3)
  const refused = await stranger.post('/api/users/forgot-password', { data: { email: 'admin@e2e.test' } })
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
})
