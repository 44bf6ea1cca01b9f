import type { CollectionAfterChangeHook, CollectionSlug, Field } from 'payload'

import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from '@/domain/locales'
import { type AllLocales, untranslatedLocales } from '@/domain/translation-fallback'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'

/**
 * Issue 27: editors see which places, events, notices and highlights still lack a language, as a
 * list column and a filter ("Missing translations" is in Lietuvių). Derived on every save from the
 * document's localized fields in all languages; never typed by hand, never shown to visitors.
 */
const MISSING_TRANSLATIONS = 'missingTranslations'

export function missingTranslationsField(): Field {
  return {
    name: MISSING_TRANSLATIONS,
    type: 'select',
    hasMany: true,
    options: LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => ({ label: LANGUAGE_NAMES[l], value: l })),
    access: { read: isEditorOrAdmin },
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: 'Languages still missing some of the text written in English (updated on save).',
    },
  }
}

/**
 * Recomputes the field after a save in any language. Written straight to the database (no hooks,
 * no new version), as the town's place count is. The seed, which writes every language, skips it.
 */
export function trackMissingTranslations(localizedFields: readonly string[]): CollectionAfterChangeHook {
  return async ({ doc, req, collection, context }) => {
    if (context.skipMissingTranslations) return doc
    const slug = collection.slug as CollectionSlug
    const all = (await req.payload.findByID({
      collection: slug,
      id: doc.id,
      locale: 'all',
      depth: 0,
      draft: true,
      overrideAccess: true,
      req,
    })) as unknown as Record<string, AllLocales<unknown>>
    // `stops.note`: the field of every row of an array (a tour's stop notes).
    const values = localizedFields.flatMap((field) => {
      const [array, inRow] = field.split('.')
      if (!inRow) return [all[field]]
      const rows: unknown = all[array]
      return Array.isArray(rows) ? rows.map((row) => (row as Record<string, AllLocales<unknown>>)[inRow]) : []
    })
    const missing = untranslatedLocales(values, LOCALES)
    const before: unknown[] = Array.isArray(doc[MISSING_TRANSLATIONS]) ? doc[MISSING_TRANSLATIONS] : []
    if (missing.length !== before.length || missing.some((l, i) => before[i] !== l)) {
      await req.payload.db.updateOne({ collection: slug, id: doc.id, data: { [MISSING_TRANSLATIONS]: missing }, req })
    }
    return { ...doc, [MISSING_TRANSLATIONS]: missing }
  }
}
