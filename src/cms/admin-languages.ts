import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { lt } from '@payloadcms/translations/languages/lt'
import { pl } from '@payloadcms/translations/languages/pl'
import { pt } from '@payloadcms/translations/languages/pt'
import type { Config } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/domain/locales'

/**
 * Issue 22 (5): Payload's admin in the editors' languages, the guide's six (Payload ships all six);
 * each editor picks theirs in their account settings, and the browser's language is the first
 * choice. Our collections' labels and descriptions follow (src/cms/fields/labels.ts); English for
 * anything untranslated.
 */
export const ADMIN_LANGUAGES = { en, es, fr, pl, lt, pt } satisfies Record<Locale, unknown>

export const adminI18n: Config['i18n'] = { supportedLanguages: ADMIN_LANGUAGES, fallbackLanguage: DEFAULT_LOCALE }
