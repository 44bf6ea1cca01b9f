import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { Categories } from '@/cms/collections/Categories'
import { ContactMessages } from '@/cms/collections/ContactMessages'
import { Events } from '@/cms/collections/Events'
import { Highlights } from '@/cms/collections/Highlights'
import { Media } from '@/cms/collections/Media'
import { Notices } from '@/cms/collections/Notices'
import { Partners } from '@/cms/collections/Partners'
import { Places } from '@/cms/collections/Places'
import { Tours } from '@/cms/collections/Tours'
import { Towns } from '@/cms/collections/Towns'
import { Users } from '@/cms/collections/Users'
import { ALL_TRANSLATIONS, labels, t } from '@/cms/fields/labels'
import { SiteSettings } from '@/cms/globals/SiteSettings'
import { ADMIN_LANGUAGES } from '@/cms/admin-languages'
import { LOCALES } from '@/domain/locales'

import { englishWordsIn, frenchTypographyProblems } from '../../scripts/check-messages.mjs'

// Issue 22 (5): the admin in the editors' six languages, our collections' words included.

/** Code quoted in a description (JSON, an opening_hours example) is not French or English prose. */
const prose = (text: string) =>
  text
    .replace(/\{".*\}/g, ' ')
    .replace(/«\u00A0[^»]*\u00A0»|«[^»]*»|„[^”“]*[”“]|“[^”]*”/g, ' ')
    .replace(/opening_hours/g, ' ')

describe('the table of admin words', () => {
  it('has every text in the five other languages', () => {
    for (const [english, translations] of Object.entries(ALL_TRANSLATIONS)) {
      expect(Object.keys(translations).sort(), english).toEqual(LOCALES.filter((l) => l !== 'en').sort())
      for (const text of Object.values(translations)) expect(text.trim(), english).not.toBe('')
    }
  })

  it('writes French with its no-break spaces and typographic apostrophes', () => {
    for (const [english, { fr }] of Object.entries(ALL_TRANSLATIONS)) {
      expect(frenchTypographyProblems(prose(fr)), `${english} → ${fr}`).toEqual([])
    }
  })

  it('leaves no English behind in a translation, and keeps the {placeholders}', () => {
    for (const [english, translations] of Object.entries(ALL_TRANSLATIONS)) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
      for (const [locale, text] of Object.entries(translations)) {
        expect(englishWordsIn(prose(text)), `${locale}: ${text}`).toEqual([])
        expect(placeholders(text), `${locale}: ${text}`).toEqual(placeholders(english))
      }
    }
  })

  it('gives Payload one object per text, placeholders filled in every language', () => {
    expect(t('Opening hours')).toEqual({
      en: 'Opening hours',
      es: 'Horario',
      fr: 'Horaires d’ouverture',
      pl: 'Godziny otwarcia',
      lt: 'Darbo laikas',
      pt: 'Horário',
    })
    const icons = t('A lucide icon (lucide.dev/icons), one of: {icons}', { icons: 'Bus, Map' })
    expect(icons.en).toBe('A lucide icon (lucide.dev/icons), one of: Bus, Map')
    expect(icons.fr).toBe('Une icône lucide (lucide.dev/icons), parmi\u00A0: Bus, Map')
    // A placeholder given no value is text ({town} in an address pattern).
    expect(t('The tour’s address: /explore/{town}/tours/{slug}. Keep it stable once published.').pl).toContain(
      '/explore/{town}/tours/{slug}',
    )
    expect(labels('Place', 'Places')).toEqual({ singular: t('Place'), plural: t('Places') })
  })
})

describe('the admin in six languages', () => {
  it('offers Payload’s own translations of the six', () => {
    expect(Object.keys(ADMIN_LANGUAGES).sort()).toEqual([...LOCALES].sort())
    expect(ADMIN_LANGUAGES.fr.translations.general.save).toBe('Sauvegarder')
    expect(ADMIN_LANGUAGES.lt.dateFNSKey).toBe('lt')
  })

  const translated = (value: unknown) =>
    typeof value === 'object' && value !== null && LOCALES.every((l) => typeof (value as Record<string, unknown>)[l] === 'string')

  /** Every named field's label and description, options and array rows, in the six languages ("where" names what is not). */
  function untranslated(fields: Field[], where: string): string[] {
    return fields.flatMap((field) => {
      const problems: string[] = []
      const path = 'name' in field ? `${where}.${field.name}` : where
      if ('name' in field && field.type !== 'ui') {
        if (!translated(field.label)) problems.push(`${path}: label`)
        const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
        if (description !== undefined && !translated(description)) problems.push(`${path}: description`)
      }
      if ('options' in field) {
        for (const option of field.options) {
          if (typeof option === 'string' || !translated(option.label)) problems.push(`${path}: option ${JSON.stringify(option)}`)
        }
      }
      if (field.type === 'array' && !(translated(field.labels?.singular) && translated(field.labels?.plural))) {
        problems.push(`${path}: row labels`)
      }
      if ('fields' in field) problems.push(...untranslated(field.fields, path))
      return problems
    })
  }

  // Issue 22 names these; the visitors' reports (read-only logs) keep English field names.
  const EDITORS: CollectionConfig[] = [
    Places,
    Towns,
    Notices,
    Events,
    Highlights,
    Tours,
    Categories,
    Partners,
    Media,
    Users,
    ContactMessages,
  ]
  /** Left as they are on purpose, each with why. */
  const LEFT_AS_THEY_ARE = [
    // Each language is named in itself, as in the language menus.
    '.missingTranslations: option',
    // A category's slug is an identifier, its options the identifiers themselves.
    'categories.slug: option',
  ]

  it.each(EDITORS.map((collection) => [collection.slug, collection] as const))('translates %s', (slug, collection) => {
    expect(translated(collection.labels?.singular) && translated(collection.labels?.plural), `${slug}: labels`).toBe(true)
    expect(translated(collection.admin?.group), `${slug}: group`).toBe(true)
    const problems = untranslated(collection.fields, slug).filter((problem) => !LEFT_AS_THEY_ARE.some((known) => problem.includes(known)))
    expect(problems).toEqual([])
  })

  it('translates the site settings', () => {
    const settings: GlobalConfig = SiteSettings
    expect(translated(settings.label)).toBe(true)
    expect(translated(settings.admin?.group)).toBe(true)
    expect(untranslated(settings.fields, 'site-settings')).toEqual([])
  })
})
