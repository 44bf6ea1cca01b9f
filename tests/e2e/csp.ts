import type { Page } from '@playwright/test'

import { MAP_STYLE_URL } from '../../src/features/map/basemap'

/** Collects CSP violations as the browser reports them: the DOM event and the console error. */
export async function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return violations
}

/** The basemap answers with a tiny style, so MapLibre really requests it under the policy (this machine is offline). */
export async function serveBasemap(page: Page) {
  const origin = new URL(MAP_STYLE_URL).origin
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ version: 8, sources: {}, layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#dde' } }] }),
    }),
  )
}
