import '@/styles/global.css'

import type { Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { LANGUAGE_TAGS, LOCALES } from '@/domain/locales'
import { ClientRuntime } from '@/features/diagnostics/ClientRuntime'
import { PreviewBanner } from '@/features/preview/PreviewBanner'
import { SiteFooter } from '@/features/site-chrome/SiteFooter'
import { SiteHeader } from '@/features/site-chrome/SiteHeader'
import { ClientMessages } from '@/i18n/ClientMessages'
import { routing } from '@/i18n/routing'

export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }))

export const viewport: Viewport = { themeColor: '#0b4f6c', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations('Site')

  return (
    <html lang={LANGUAGE_TAGS[locale]}>
      <body>
        <ClientMessages set="shell">
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <PreviewBanner />
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} />
          <ClientRuntime />
        </ClientMessages>
      </body>
    </html>
  )
}
