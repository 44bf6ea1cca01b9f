// Kiosk day bench (issue 29): one street kiosk soaked with the clock run forward; prints figures, asserts nothing.
//   Headless Chromium at 1080×1920 with touch, on /kiosk/{town}/highlights?settown={town}. Each visitor cycle
//   touches to start (or taps elsewhere on the highlights page first), then does a seeded random mix of what
//   visitors do: open places from the list, filter categories, reach mode, high contrast, an external link in a
//   place's details (a QR dialog, closed again), another language (the guide's language links when on screen, else
//   a kiosk's own Language control and a choice in it), a link to another town's map page (the seed has none on a
//   kiosk, so the bench adds a fixed-position link to the page, standing for one an editor puts in content, some
//   with a language prefix),
//   Ctrl+K, the search when one is on screen; then walks away: Playwright's clock runs the page past the two idle
//   minutes, and where the reset lands is recorded (town from the path, language from the path prefix and
//   <html lang>), with whether "Are you still there?" was seen and how long after the last touch it came.
//   The page clock is brought back to real time after each cycle (setSystemTime), so the usage events the
//   kiosk posts keep timestamps the server accepts.
//   After the cycles the kiosk is left idle on its highlights page for --idle-minutes simulated minutes (60 s
//   steps): requests per minute by path (the build check should poll /builds/latest.json once a minute).
// Figures:
//   - every 50 interactions and every 20 resets (and at the start, end and after the idle minutes): JS heap,
//     DOM nodes, event listeners and documents (CDP Performance.getMetrics after HeapProfiler.collectGarbage,
//     twice), compared like with like in the summary: after resets, mid-visit, idle;
//   - one line per reset: where it landed, countdown seen, seconds after the last touch, traces left;
//   - taps with no effect (goal 0): after each tap something observable must change (the URL or document, an
//     aria-expanded/pressed/selected/current attribute, an open dialog, focus, or a DOM mutation outside the
//     rotating carousel), else it is counted and listed, with the cycles that had at least one. Ctrl+K is a
//     key, not a touch: it may do nothing, and is counted apart; a page it leaves inert shows in the taps after it;
//   - a summary: resets landing off the kiosk's own town or language (count and list), first and last metrics,
//     requests per idle minute, usage batches stored and rejected, page errors.
// Every control is found with locators (never element handles, which keep old pages in memory); a missing
// control or a failed action is counted and logged, never fatal.
// Usage: start a production server with the seeded content (the map test hooks are not needed), then
//   BENCH_BASE_URL=http://localhost:3000 node bench/kiosk-day/run.mjs [--cycles 40] [--town huntingdon]
//     [--base URL] [--seed 1] [--idle-minutes 10] [--max-minutes 20]
// The remote basemap (tiles.openfreemap.org) is blocked: this machine has no internet. Nothing is downloaded.
import fs from 'node:fs'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const BASE = (arg('base') || process.env.BENCH_BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
const TOWN = arg('town', 'huntingdon')
const CYCLES = Number(arg('cycles', 40))
const SEED = Number(arg('seed', 1))
const IDLE_MINUTES = Number(arg('idle-minutes', 10))
const MAX_MINUTES = Number(arg('max-minutes', 20))
const HOME_LANG = 'en'
const TOWNS = ['huntingdon', 'st-ives', 'ramsey', 'st-neots']
const LANGS = ['es', 'fr', 'pl', 'lt', 'pt']
const LOCALE_PREFIX = /^\/(es|fr|pl|lt|pt|en)(?=\/|$)/
const IDLE_MS = 2 * 60_000

// A control's name in any of the six languages: after a visitor's language change (or a reset that keeps
// it) the kiosk speaks another one. A key missing from the messages matches nothing.
const MESSAGES = ['en', ...LANGS].map((l) => JSON.parse(fs.readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8')))
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const name = (ns, key) => {
  const texts = [...new Set(MESSAGES.map((m) => m[ns]?.[key]).filter((t) => typeof t === 'string'))]
  // Any white space (French has a narrow no-break space before "?"; accessible names may normalise it).
  const pattern = texts.map((t) => escape(t).replace(/\s+/g, '\\s+')).join('|')
  return texts.length ? new RegExp(`^\\s*(${pattern})\\s*$`) : /^\0never$/
}
const NAMES = {
  touchToStart: name('Kiosk', 'touchToStart'),
  reach: name('Kiosk', 'reach'),
  contrast: name('Kiosk', 'contrast'),
  language: name('Kiosk', 'language'),
  qrTitle: name('Kiosk', 'qrTitle'),
  close: name('Kiosk', 'close'),
  idleTitle: name('Kiosk', 'idleTitle'),
  panelLabel: name('Map', 'panelLabel'),
  search: name('Search', 'button'),
  backToList: name('Places', 'back'),
}
const started = Date.now()
const deadline = started + MAX_MINUTES * 60_000
// Time kept back for the idle minutes and the summary.
const reserve = IDLE_MINUTES * 4_000 + 30_000

// mulberry32: the same seed, the same visitors.
let seed = SEED >>> 0
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = (xs) => xs[Math.floor(random() * xs.length)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)
const elapsed = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`

const stats = {
  cycles: 0,
  interactions: 0,
  taps: 0,
  noEffect: [],
  cyclesWithNoEffect: 0,
  missing: {},
  failed: {},
  actions: {},
  keys: {},
  resets: [],
  metrics: [],
  usage: { posts: 0, failed: 0, stored: 0, rejected: 0 },
  pageErrors: [],
  crashed: false,
  idle: null,
  stoppedEarly: null,
}
const bump = (bag, key) => (bag[key] = (bag[key] ?? 0) + 1)

// ---- the page -------------------------------------------------------------------------------------

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const context = await browser.newContext({ viewport: { width: 1080, height: 1920 }, hasTouch: true, locale: 'en-GB' })
const page = await context.newPage()
page.setDefaultTimeout(8_000)
await page.route('**/tiles.openfreemap.org/**', (route) => route.abort())
// Playwright's clock from the first script of every document (installed before the script below, so the
// time that script reads is the page clock's).
await page.clock.install()
// Each document counts its DOM mutations (outside the rotating carousel, whose slides change on their own)
// and carries an id, so a tap's effect can be told from nothing; it notes when it was left, to time a reset.
await page.addInitScript(() => {
  const state = { doc: Math.random().toString(36).slice(2), mutations: 0 }
  window.__kioskDay = state
  // The page clock's time when this document was left (a full load's reset), for the next one to read.
  addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem('kiosk-day:left', String(Date.now()))
    } catch {}
  })
  const own = (node) => {
    const el = node && node.nodeType === 1 ? node : node?.parentElement
    return !el?.closest?.('[aria-live="off"], [aria-roledescription], [role="timer"]')
  }
  new MutationObserver((records) => {
    for (const r of records) if (own(r.target)) state.mutations++
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
})
page.on('pageerror', (error) => stats.pageErrors.push(error.message.slice(0, 160)))
page.on('crash', () => (stats.crashed = 'page crashed'))
browser.on('disconnected', () => (stats.crashed ||= 'browser gone'))

// Requests by path (service worker included), for the idle minutes.
let requestLog = null
context.on('request', (request) => {
  if (!requestLog) return
  const url = new URL(request.url())
  const key = url.origin === new URL(BASE).origin ? url.pathname : url.host
  requestLog.set(key, (requestLog.get(key) ?? 0) + 1)
})
page.on('response', async (response) => {
  if (!response.url().includes('/api/usage-stats/batch') || response.request().method() !== 'POST') return
  stats.usage.posts++
  try {
    const body = await response.json()
    stats.usage.stored += body.stored ?? 0
    stats.usage.rejected += body.rejected?.length ?? 0
  } catch {
    stats.usage.failed++
  }
})

const cdp = await context.newCDPSession(page)
await cdp.send('Performance.enable')

/** `kind`: 'rest' on the highlights just after a reset (start, every 20 resets, end), 'busy' mid-visit, 'idle'. */
async function metrics(label, kind = 'rest') {
  try {
    // Twice: a detached document is freed only once both V8 and Blink have collected it.
    await cdp.send('HeapProfiler.collectGarbage')
    await sleep(200)
    await cdp.send('HeapProfiler.collectGarbage')
    const { metrics: list } = await cdp.send('Performance.getMetrics')
    const m = Object.fromEntries(list.map(({ name, value }) => [name, value]))
    const row = {
      label,
      kind,
      cycle: stats.cycles,
      interactions: stats.interactions,
      resets: stats.resets.length,
      heap: m.JSHeapUsedSize,
      nodes: m.Nodes,
      listeners: m.JSEventListeners,
      documents: m.Documents,
      noEffect: stats.noEffect.length,
      at: elapsed(),
    }
    stats.metrics.push(row)
    printRow(row)
    return row
  } catch (error) {
    console.log(`  metrics (${label}) failed: ${error.message.split('\n')[0]}`)
    return null
  }
}
const COLUMNS = 'when                 cycle  inter  resets  heap MB   nodes  listeners  docs  no-effect  elapsed'
const printRow = (r) =>
  console.log(
    `${r.label.padEnd(20)} ${String(r.cycle).padStart(5)} ${String(r.interactions).padStart(6)} ${String(r.resets).padStart(7)} ${mb(r.heap).padStart(8)} ${String(r.nodes).padStart(7)} ${String(r.listeners).padStart(10)} ${String(r.documents).padStart(5)} ${String(r.noEffect).padStart(10)}  ${r.at}`,
  )
let nextInteractionMark = 50
let nextResetMark = 20
async function marks() {
  if (stats.interactions >= nextInteractionMark) {
    nextInteractionMark += 50
    await metrics(`${stats.interactions} interactions`, 'busy')
  }
  if (stats.resets.length >= nextResetMark) {
    nextResetMark += 20
    await metrics(`${stats.resets.length} resets`)
  }
}

// ---- observing ------------------------------------------------------------------------------------

const pathOf = () => new URL(page.url()).pathname
const langOfPath = (path) => LOCALE_PREFIX.exec(path)?.[1] ?? 'en'
const townOfPath = (path) => /\/(?:kiosk|screen|explore)\/([^/?#]+)/.exec(path)?.[1] ?? null
const onHighlights = () => /\/kiosk\/[^/]+\/highlights$/.test(pathOf())

/** What a tap could change, as plain values. */
const probe = () =>
  page
    .evaluate(() => {
      const aria = [...document.querySelectorAll('[aria-expanded],[aria-pressed],[aria-selected],[aria-current]')]
        .filter((el) => !el.closest('[aria-roledescription]'))
        .map(
          (el) =>
            `${el.getAttribute('aria-expanded')}${el.getAttribute('aria-pressed')}${el.getAttribute('aria-selected')}${el.getAttribute('aria-current')}`,
        )
        .join('|')
      const dialogs = [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')].filter((d) =>
        d.checkVisibility(),
      ).length
      const active = document.activeElement
      const focus = active ? `${active.tagName}#${active.id}.${active.className}:${active.textContent?.slice(0, 40)}` : ''
      return { doc: window.__kioskDay?.doc, mutations: window.__kioskDay?.mutations ?? 0, aria, dialogs, focus }
    })
    .then((state) => ({ ...state, url: page.url() }))
    .catch(() => ({ doc: null, url: page.url() }))

/** What differs between two probes: url, doc, mutations, aria, dialogs, focus (none: empty). */
const changed = (a, b) => ['url', 'doc', 'mutations', 'aria', 'dialogs', 'focus'].filter((key) => a[key] !== b[key])

/** Waits up to 1.5 s for any observable change after an input; returns what changed, or null. */
async function settle(before) {
  for (let waited = 0; waited < 1_500; waited += 100) {
    await sleep(100)
    const after = await probe()
    if (after.doc === null) return ['doc']
    const what = changed(before, after)
    if (what.length) return what
  }
  return null
}

let cycleHadNoEffect = false
/** This cycle's actions, for the log: a tap with no effect shows after what. */
let cycleActions = []
function noEffect(label) {
  stats.noEffect.push({ cycle: stats.cycles + 1, label, path: pathOf() })
  cycleHadNoEffect = true
  console.log(`    no effect: ${label} on ${pathOf()}, after: ${cycleActions.join(' ')}`)
}

/** Page time now (the fake clock's wall time). */
const pageNow = () => page.evaluate(() => Date.now()).catch(() => null)
let lastTouchAt = null

/**
 * A visitor's tap on what `locator` shows: at the middle of its box, with the touchscreen (an inert page
 * gets the tap as a visitor's would be lost, instead of the action waiting for the control).
 * Returns 'missing', 'effect', 'none' or 'failed'.
 */
async function tap(locator, label) {
  try {
    if (!(await locator.count())) return missed(label)
    const target = locator.first()
    if (!(await target.isVisible())) return missed(label)
    await target.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => {})
    const box = await target.boundingBox({ timeout: 2_000 })
    if (!box || box.width < 1 || box.height < 1 || box.y + box.height / 2 > 1920 || box.y + box.height / 2 < 0) return missed(label)
    const before = await probe()
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    stats.taps++
    lastTouchAt = (await pageNow()) ?? lastTouchAt
    if (await settle(before)) return 'effect'
    noEffect(label)
    return 'none'
  } catch (error) {
    bump(stats.failed, label)
    console.log(`    failed: ${label}: ${error.message.split('\n')[0]}`)
    return 'failed'
  }
}
function missed(label) {
  bump(stats.missing, label)
  return 'missing'
}

/** A key on a keyboard attached to the kiosk: doing nothing is allowed (the next tap tells whether the page still answers). */
async function press(keys, label) {
  try {
    const before = await probe()
    await page.keyboard.press(keys)
    lastTouchAt = (await pageNow()) ?? lastTouchAt
    const what = await settle(before)
    bump(stats.keys, `${label}: ${what ? `changed ${what.join('+')}` : 'nothing'}`)
    cycleActions.push(`${label}(${what ? what.join('+') : 'nothing'})`)
    return what ? 'effect' : 'none'
  } catch (error) {
    bump(stats.failed, label)
    console.log(`    failed: ${label}: ${error.message.split('\n')[0]}`)
    return 'failed'
  }
}

const waitHydrated = () =>
  page
    .locator('[data-display-mode][aria-busy="false"]')
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => {})

// ---- what visitors do -----------------------------------------------------------------------------

const panel = () => page.getByRole('complementary', { name: NAMES.panelLabel })
const details = () => panel().getByRole('article')
const placeItems = () => page.locator('[id^="place-item-"]')

/** "Touch to start", sometimes after a tap elsewhere on the highlights page (the heading or the lead). */
async function start() {
  if (!onHighlights()) return
  if (random() < 0.4) {
    stats.interactions++
    await tap(page.getByRole('heading', { level: 1 }), 'highlights: tap outside the buttons')
    await page.waitForLoadState('domcontentloaded').catch(() => {})
  }
  if (onHighlights()) {
    stats.interactions++
    await tap(page.getByRole('link', { name: NAMES.touchToStart }), 'touch to start')
  }
  await page.waitForURL((url) => !/\/highlights$/.test(url.pathname), { timeout: 8_000 }).catch(() => {})
  await waitHydrated()
}

/** The places list on screen, opening the panel when it is closed. */
async function showList() {
  if (onHighlights()) await start()
  if (
    await placeItems()
      .first()
      .isVisible()
      .catch(() => false)
  )
    return true
  const back = panel().getByRole('button', { name: NAMES.backToList }).filter({ visible: true })
  const toggle = page
    .locator('button[aria-controls="map-panel-body"][aria-expanded="false"], button[aria-controls="map-panel"]')
    .filter({ visible: true })
  if (
    await toggle
      .first()
      .isVisible()
      .catch(() => false)
  )
    await tap(toggle, 'show the list')
  else if (
    await back
      .first()
      .isVisible()
      .catch(() => false)
  )
    await tap(back, 'back to the list')
  // The sheet slides open.
  return placeItems()
    .first()
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(() => true)
    .catch(() => false)
}

const actions = {
  async openPlace() {
    if (!(await showList())) return missed('place list')
    const n = await placeItems().count()
    await tap(placeItems().nth(Math.floor(random() * n)), 'open a place')
  },
  async category() {
    if (onHighlights()) await start()
    const chips = page.locator('button[data-category]').filter({ visible: true })
    const n = await chips.count()
    if (!n) {
      if (!(await showList())) return missed('category filter')
    }
    const visible = page.locator('button[data-category]').filter({ visible: true })
    const count = await visible.count()
    if (!count) return missed('category filter')
    await tap(visible.nth(Math.floor(random() * count)), 'category filter')
  },
  async reach() {
    await tap(page.getByRole('button', { name: NAMES.reach }), 'reach mode')
  },
  async contrast() {
    await tap(page.getByRole('button', { name: NAMES.contrast }), 'high contrast')
  },
  async qrLink() {
    let external = details().locator('a[href^="http"]').filter({ visible: true })
    if (!(await external.count())) {
      await actions.openPlace()
      external = details().locator('a[href^="http"]').filter({ visible: true })
    }
    if (!(await external.count())) return missed('external link in details')
    await tap(external, 'external link (QR)')
    const dialog = page.getByRole('dialog', { name: NAMES.qrTitle })
    if (await dialog.isVisible().catch(() => false)) {
      stats.interactions++
      await tap(dialog.getByRole('button', { name: NAMES.close }).last(), 'close the QR dialog')
    } else bump(stats.missing, 'QR dialog after external link')
  },
  async language() {
    // The guide's language links when one is on screen, else a kiosk's own language control and its choices.
    const links = page.locator('a[hreflang]:not([aria-current="true"])').filter({ visible: true })
    const n = await links.count()
    if (n) return tap(links.nth(Math.floor(random() * n)), 'language link')
    const control = page.getByRole('button', { name: NAMES.language }).filter({ visible: true })
    if (!(await control.count())) return missed('language link or control')
    if ((await tap(control, 'language control')) !== 'effect') return
    const choices = page
      .locator('dialog[open], [role="dialog"], [role="menu"], [role="listbox"]')
      .locator('a[lang], button[lang], a[hreflang], [role="menuitem"][lang], [role="option"][lang]')
      .and(page.locator(':not([aria-current="true"]):not([aria-selected="true"])'))
      .filter({ visible: true })
    const count = await choices.count()
    if (!count) return missed('language choices')
    stats.interactions++
    await tap(choices.nth(Math.floor(random() * count)), 'choose a language')
    await page.waitForLoadState('domcontentloaded').catch(() => {})
    await waitHydrated()
  },
  async otherTown() {
    const here = townOfPath(pathOf())
    const other = pick(TOWNS.filter((t) => t !== here))
    const lang = random() < 0.4 ? pick(LANGS) : null
    // An editor's link in a highlight or notice: to the town's map page, some in another language.
    const href = `${lang ? `/${lang}` : ''}/explore/${other}/map`
    await page
      .evaluate((href) => {
        document.querySelector('[data-kiosk-day-link]')?.remove()
        const p = document.createElement('p')
        p.dataset.kioskDayLink = ''
        p.style.cssText = 'position:fixed;left:40px;top:45%;z-index:5;margin:0;padding:16px;background:#fff;font-size:28px'
        const a = document.createElement('a')
        a.href = href
        a.textContent = 'See this town on the map'
        p.append(a)
        document.body.append(p)
      }, href)
      .catch(() => {})
    await tap(page.locator('[data-kiosk-day-link] a'), 'link to another town')
    await page.evaluate(() => document.querySelector('[data-kiosk-day-link]')?.remove()).catch(() => {})
    await waitHydrated()
  },
  async ctrlK() {
    await press('Control+k', 'Ctrl+K')
  },
  async search() {
    const button = page.getByRole('button', { name: NAMES.search }).filter({ visible: true })
    if (!(await button.count())) return missed('search button')
    if ((await tap(button, 'open the search')) !== 'effect') return
    const box = page.getByRole('searchbox').or(page.getByRole('combobox')).filter({ visible: true })
    if (await box.count())
      await box
        .first()
        .pressSequentially('castle', { delay: 30 })
        .catch(() => {})
  },
}
const WEIGHTS = { openPlace: 4, category: 2, reach: 1, contrast: 1, qrLink: 2, language: 1, otherTown: 1.5, ctrlK: 0.6, search: 1 }
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((a, b) => a + b, 0)
function chooseAction() {
  let r = random() * TOTAL_WEIGHT
  for (const [name, weight] of Object.entries(WEIGHTS)) if ((r -= weight) < 0) return name
  return 'openPlace'
}

// ---- time -----------------------------------------------------------------------------------------

/** Runs the page clock forward; a navigation on the way (the reset) may interrupt it, which is fine. */
const runFor = (ms) =>
  page.clock.runFor(ms).catch((error) => {
    if (!/context|navigat|Target|destroyed/i.test(error.message)) console.log(`    clock: ${error.message.split('\n')[0]}`)
  })
const backToRealTime = () => page.clock.setSystemTime(Date.now()).catch((error) => console.log(`    clock: ${error.message}`))
const countdown = () => page.getByRole('alertdialog', { name: NAMES.idleTitle })

/** The visitor walks away: run the clock past the idle reset and record where it lands. */
async function leave() {
  const left = lastTouchAt ?? (await pageNow())
  const from = decodeURIComponent(pathOf())
  const startDoc = (await probe()).doc
  // Up to 15 s before the reset is due (the last action may have taken real seconds since the last touch).
  const since = left ? ((await pageNow()) ?? left) - left : 0
  await runFor(Math.max(0, IDLE_MS - 15_000 - since))
  let seen = false
  let landed = false
  for (let s = 0; s < 60 && !landed; s++) {
    if (
      !seen &&
      (await countdown()
        .isVisible()
        .catch(() => false))
    )
      seen = true
    const state = await probe()
    landed = onHighlights() && state.doc !== null && (state.doc !== startDoc || seen)
    if (!landed) await runFor(1_000)
  }
  await page.waitForLoadState('load').catch(() => {})
  await waitHydrated()
  // When the reset came: when the visitor's document was left (a full load), else now.
  const [doc, leftAt] = await page
    .evaluate(() => [window.__kioskDay?.doc, Number(sessionStorage.getItem('kiosk-day:left'))])
    .catch(() => [null, 0])
  const now = doc && doc !== startDoc && leftAt ? leftAt : await pageNow()
  const path = pathOf()
  const htmlLang = await page
    .locator('html')
    .getAttribute('lang')
    .catch(() => null)
  const traces = await page
    .locator('[data-display-mode]')
    .first()
    .evaluate((el) => ({ contrast: el.dataset.contrast, reach: el.dataset.reach }))
    .catch(() => ({}))
  const dialogs = await page
    .locator('dialog[open], [role="dialog"]')
    .filter({ visible: true })
    .count()
    .catch(() => 0)
  const reset = {
    cycle: stats.cycles,
    from,
    landed,
    path,
    town: townOfPath(path),
    lang: langOfPath(path),
    htmlLang,
    countdown: seen,
    afterSeconds: now && left ? Math.round((now - left) / 100) / 10 : null,
    traces: [traces.contrast === 'on' && 'contrast', traces.reach === 'on' && 'reach', dialogs && 'dialog'].filter(Boolean),
  }
  stats.resets.push(reset)
  const off = reset.town !== TOWN || reset.lang !== HOME_LANG
  console.log(
    `  reset ${stats.resets.length} (visitor left ${from}): ${landed ? '' : 'NOT REACHED, at '}${path} (town ${reset.town}, lang ${reset.lang}, html ${htmlLang})` +
      `${off ? '  <- not the kiosk’s own' : ''}; countdown ${seen ? 'seen' : 'NOT seen'}; ${reset.afterSeconds ?? '?'} s after the last touch` +
      `${reset.traces.length ? `; left on: ${reset.traces.join(', ')}` : ''}`,
  )
  await backToRealTime()
  if (!landed) {
    // A kiosk that never reset: start the next visitor from its own highlights anyway.
    await page.goto(`${BASE}/kiosk/${TOWN}/highlights`).catch(() => {})
    await waitHydrated()
  }
}

// ---- the day --------------------------------------------------------------------------------------

let finished = false
async function summary() {
  if (finished) return
  finished = true
  const off = stats.resets.filter((r) => r.town !== TOWN || r.lang !== HOME_LANG)
  const notReached = stats.resets.filter((r) => !r.landed)
  const noCountdown = stats.resets.filter((r) => !r.countdown)
  const afters = stats.resets.map((r) => r.afterSeconds).filter((s) => s != null)
  console.log('\n== Summary ==')
  console.log(
    `base ${BASE}, town ${TOWN}, seed ${SEED}, ${elapsed()}${stats.stoppedEarly ? ` (stopped early: ${stats.stoppedEarly})` : ''}`,
  )
  console.log(`cycles ${stats.cycles}, interactions ${stats.interactions}, taps ${stats.taps}, resets ${stats.resets.length}`)
  console.log(
    `actions: ${Object.entries(stats.actions)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  )
  console.log(
    `resets off the kiosk's own home (${TOWN}, ${HOME_LANG}): ${off.length} of ${stats.resets.length}` +
      (off.length ? `\n  ${off.map((r) => `#${stats.resets.indexOf(r) + 1} ${r.path} (${r.town}, ${r.lang})`).join('\n  ')}` : ''),
  )
  const landings = {}
  for (const r of stats.resets) bump(landings, `${r.town}/${r.lang}`)
  console.log(
    `landings by town/language: ${Object.entries(landings)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  )
  console.log(`resets that never reached the highlights: ${notReached.length}; without a countdown seen: ${noCountdown.length}`)
  if (afters.length) console.log(`reset after the last touch: min ${Math.min(...afters)} s, max ${Math.max(...afters)} s (goal 120 s)`)
  const traced = stats.resets.filter((r) => r.traces.length)
  console.log(`resets leaving contrast/reach/dialog on: ${traced.length}`)
  console.log(
    `taps with no effect: ${stats.noEffect.length} of ${stats.taps} taps, in ${stats.cyclesWithNoEffect} of ${stats.cycles} cycles (goal 0)`,
  )
  const byLabel = {}
  for (const n of stats.noEffect) bump(byLabel, n.label)
  if (stats.noEffect.length)
    console.log(
      `  by action: ${Object.entries(byLabel)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    )
  console.log(`keys pressed: ${JSON.stringify(stats.keys)}`)
  console.log(`missing controls: ${JSON.stringify(stats.missing)}`)
  console.log(`failed actions: ${JSON.stringify(stats.failed)}`)
  // Like with like: the highlights just after a reset (from the start on), the map mid-visit, idle.
  const table = (title, rows) => {
    if (!rows.length) return
    const [first, last] = [rows[0], rows.at(-1)]
    console.log(`\n${title}: ${first.label} → ${last.label}`)
    console.log('               first       last    growth')
    const line = (label, key, fmt = (v) => String(Math.round(v))) => {
      const d = last[key] - first[key]
      console.log(
        `${label.padEnd(12)} ${fmt(first[key]).padStart(8)} ${fmt(last[key]).padStart(10)} ${`${d >= 0 ? '+' : ''}${fmt(d)}`.padStart(9)}`,
      )
    }
    line('heap MB', 'heap', mb)
    line('nodes', 'nodes')
    line('listeners', 'listeners')
    line('documents', 'documents')
  }
  const rows = stats.metrics.filter(Boolean)
  table(
    'after resets (highlights page)',
    rows.filter((r) => r.kind === 'rest'),
  )
  table(
    'under busy use (every 50 interactions)',
    rows.filter((r) => r.kind === 'busy'),
  )
  table(
    'idle (highlights page)',
    rows.filter((r) => r.label === 'end of cycles' || r.kind === 'idle'),
  )
  if (stats.idle) {
    console.log(`\nrequests per idle minute on ${stats.idle.path} (${stats.idle.minutes.length} simulated minutes):`)
    const paths = [...new Set(stats.idle.minutes.flatMap((m) => [...m.keys()]))].sort()
    console.log(`${'path'.padEnd(44)} ${stats.idle.minutes.map((_, i) => String(i + 1).padStart(3)).join('')}  total`)
    for (const p of paths) {
      const counts = stats.idle.minutes.map((m) => m.get(p) ?? 0)
      console.log(`${p.slice(0, 44).padEnd(44)} ${counts.map((c) => String(c).padStart(3)).join('')}  ${counts.reduce((a, b) => a + b, 0)}`)
    }
    if (!paths.length) console.log('  (no requests)')
  } else console.log('\nrequests per idle minute: not measured')
  console.log(
    `\nusage batches: ${stats.usage.posts} posted, ${stats.usage.stored} events stored, ${stats.usage.rejected} rejected, ${stats.usage.failed} unreadable`,
  )
  console.log(
    `page errors: ${stats.pageErrors.length}${stats.pageErrors.length ? ` (first: ${stats.pageErrors[0]})` : ''}; crashed: ${stats.crashed || 'no'}`,
  )
}

// Whatever hangs, the run ends with its figures.
const hardStop = setTimeout(
  async () => {
    stats.stoppedEarly = 'hard time limit'
    await summary()
    process.exit(2)
  },
  MAX_MINUTES * 60_000 + 120_000,
)
hardStop.unref()
// Stopped by hand: the figures so far.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    stats.stoppedEarly = signal
    await summary()
    process.exit(130)
  })

console.log(
  `Kiosk day: ${CYCLES} visitors on ${BASE}/kiosk/${TOWN}/highlights at 1080×1920, seed ${SEED}, idle ${IDLE_MINUTES} min, limit ${MAX_MINUTES} min`,
)
await page.goto(`${BASE}/kiosk/${TOWN}/highlights?settown=${TOWN}`)
await waitHydrated()
console.log(`\n${COLUMNS}`)
await metrics('start')

for (let c = 0; c < CYCLES; c++) {
  if (stats.crashed) {
    stats.stoppedEarly = stats.crashed
    break
  }
  if (Date.now() > deadline - reserve) {
    stats.stoppedEarly = `time limit (--max-minutes ${MAX_MINUTES})`
    break
  }
  cycleHadNoEffect = false
  cycleActions = []
  console.log(`cycle ${c + 1}`)
  await start()
  const steps = 3 + Math.floor(random() * 8)
  for (let s = 0; s < steps && Date.now() < deadline - reserve && !stats.crashed; s++) {
    const name = chooseAction()
    bump(stats.actions, name)
    if (name !== 'ctrlK') cycleActions.push(name)
    stats.interactions++
    try {
      await actions[name]()
    } catch (error) {
      bump(stats.failed, name)
      console.log(`    failed: ${name}: ${error.message.split('\n')[0]}`)
    }
    await marks()
  }
  await leave()
  stats.cycles++
  if (cycleHadNoEffect) stats.cyclesWithNoEffect++
  await marks()
}
await metrics('end of cycles')

// ---- idle -----------------------------------------------------------------------------------------

if (!stats.crashed) {
  if (!onHighlights()) {
    await page.goto(`${BASE}/kiosk/${TOWN}/highlights`).catch(() => {})
    await waitHydrated()
  }
  await backToRealTime()
  await sleep(1_000)
  stats.idle = { path: pathOf(), minutes: [] }
  for (let m = 0; m < IDLE_MINUTES && Date.now() < deadline + 60_000; m++) {
    requestLog = new Map()
    await runFor(60_000)
    await sleep(1_000)
    stats.idle.minutes.push(requestLog)
    requestLog = null
    await backToRealTime()
  }
  await metrics(`after idle ${stats.idle.minutes.length} min`, 'idle')
}

await summary()
await browser.close().catch(() => {})
process.exit(0)
