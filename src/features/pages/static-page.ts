import type { Messages } from 'next-intl'
import { getTranslations } from 'next-intl/server'

import { pageMetadata } from '@/features/seo/metadata'
import { pageLocale } from '@/i18n/page-locale'

/** Metadata of a page whose title is a key of Titles, at a fixed path. */
export function staticPageMetadata(titleKey: keyof Messages['Titles'], path: string, options: { noindex?: boolean } = {}) {
  return async ({ params }: { params: Promise<{ locale: string }> }) => {
    const locale = await pageLocale(params)
    const t = await getTranslations({ locale, namespace: 'Titles' })
    return pageMetadata({ locale, path, title: t(titleKey), ...options })
  }
}
