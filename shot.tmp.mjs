import { chromium } from '@playwright/test'
const base = process.env.BASE || 'http://localhost:3100'
const pages = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] })
for (const spec of pages) {
  const [path, size, full, scroll] = spec.split('@')
  const [w, h] = (size || '390x844').split('x').map(Number)
  const page = await browser.newPage({ viewport: { width: w, height: h } })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  if (scroll) await page.evaluate((y) => window.scrollTo(0, Number(y)), scroll)
  const name = `/tmp/shots/${path.replace(/[\/?=&]/g, '_') || 'root'}-${w}x${h}${scroll ? '-' + scroll : ''}.png`
  await page.screenshot({ path: name, fullPage: full === 'full' })
  console.log(name)
  await page.close()
}
await browser.close()
