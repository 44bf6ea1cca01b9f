import type { CollectionBeforeChangeHook, CollectionSlug, Field } from 'payload'

import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from '@/domain/locales'
import { type AllLocales, untranslatedLocales } from '@/domain/translation-fallback'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { t } from './labels'

/**
 * Issue 27: editors see which places, events, notices and highlights still lack a language, as a
 * list column and a filter ("Missing translations" is in Lietuvių). Derived on every save from the
 * document's localized fields in all languages; never typed by hand, never shown to visitors.
 */
const MISSING_TRANSLATIONS = 'missingTranslations'

export function missingTranslationsField(): Field {
  return {
    name: MISSING_TRANSLATIONS,
    label: t('Missing translations'),
    type: 'select',
    hasMany: true,
    options: LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => ({ label: LANGUAGE_NAMES[l], value: l })),
    access: { read: isEditorOrAdmin },
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: t('Languages still missing some of the text written in English (updated on save).'),
    },
  }
}

type Doc = Record<string, unknown>

/** The values of `field` in every language once `data` (written in `locale`) is saved over `stored`. */
function afterSave(stored: Doc, data: Doc, field: string, locale: string): AllLocales<unknown> {
  const before = (stored[field] ?? {}) as AllLocales<unknown>
  if (!(field in data)) return before
  return locale === 'all' ? (data[field] as AllLocales<unknown>) : { ...before, [locale]: data[field] }
}

/**
 * Recomputes the field as a document is saved, in any language, from the languages already stored
 * and the one being written, so it is saved in the same write. (A second write after the save, of
 * this field alone, emptied the document's arrays: the database adapter rewrites every array of a
 * document it updates, and a tour lost its stops.) The seed, which writes every language, skips it.
 */
export function trackMissingTranslations(localizedFields: readonly string[]): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection, context, operation }) => {
    if (context.skipMissingTranslations) return data
    const locale = req.locale ?? DEFAULT_LOCALE
    let stored: Doc = {}
    if (operation === 'update' && originalDoc?.id != null) {
      // A Local API call given `req` sets its locale on it: the save's validation, after this hook,
      // would then check every field in 'all'. It goes back to the language being written.
      const { locale: writing, fallbackLocale } = req
      try {
        stored = (await req.payload.findByID({
          collection: collection.slug as CollectionSlug,
          id: originalDoc.id,
          locale: 'all',
          depth: 0,
          draft: true,
          overrideAccess: true,
          req,
        })) as unknown as Doc
      } finally {
        Object.assign(req, { locale: writing, fallbackLocale })
      }
    }
    const values = localizedFields.flatMap((field) => {
      // `stops.note`: the field of every row of an array (a tour's stop notes), rows matched by id.
      const [array, inRow] = field.split('.')
      if (!inRow) return [afterSave(stored, data, field, locale)]
      const storedRows = new Map(((stored[array] ?? []) as Doc[]).map((row) => [row.id, row]))
      const rows = (array in data ? data[array] : stored[array]) as Doc[] | null | undefined
      return (rows ?? []).map((row) =>
        array in data ? afterSave(storedRows.get(row.id) ?? {}, row, inRow, locale) : (row[inRow] as AllLocales<unknown>),
      )
    })
    return { ...data, [MISSING_TRANSLATIONS]: untranslatedLocales(values, LOCALES) }
  }
}
