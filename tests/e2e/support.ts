import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

import { LANGUAGE_TAGS, LOCALES, type Locale, localizedPath } from '../../src/domain/locales'

export { LANGUAGE_TAGS, LOCALES, localizedPath, type Locale }

type Messages = Record<string, Record<string, string>>
const cache = new Map<Locale, Messages>()

/** The message files the app ships, read as a visitor's browser would see them rendered. */
export function messages(locale: Locale): Messages {
  if (!cache.has(locale)) {
    cache.set(locale, JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8')))
  }
  return cache.get(locale)!
}

/** Fills simple {placeholders}; the titles and errors we check have no plural forms. */
export function format(template: string, values: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (_, key) => String(values[key] ?? `{${key}}`))
}

export function pageTitle(locale: Locale, titleKey: string, values: Record<string, string> = {}) {
  const m = messages(locale)
  return format(m.Site.titleTemplate, { title: format(m.Titles[titleKey], values) })
}

/** WCAG 2.1 AA, as axe checks it: zero violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`)
  expect(summary).toEqual([])
}

export const TOWNS = [
  { slug: 'huntingdon', name: 'Huntingdon' },
  { slug: 'st-ives', name: 'St Ives' },
  { slug: 'ramsey', name: 'Ramsey' },
  { slug: 'st-neots', name: 'St Neots' },
] as const
