import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/domain/locales'
import { pageMetadata } from '@/features/seo/metadata'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

/**
 * The route module of a demo or test page: never indexed, titled in the visitor's language (and
 * described, when `texts` gives a description), rendered for the `[locale]` of its address.
 */
export function demoRoute<Texts extends { title: string; description?: string }>(
  path: string,
  texts: (locale: Locale) => Promise<Texts>,
  render: (locale: Locale, texts: Texts) => Promise<ReactNode> | ReactNode,
) {
  return {
    generateMetadata: async ({ params }: Props) => {
      const locale = await pageLocale(params)
      const { title, description } = await texts(locale)
      return pageMetadata({ locale, path, title, description, noindex: true })
    },
    Page: async ({ params }: Props) => {
      const locale = await pageLocale(params)
      setRequestLocale(locale)
      return render(locale, await texts(locale))
    },
  }
}
