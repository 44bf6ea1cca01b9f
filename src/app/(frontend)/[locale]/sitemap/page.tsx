import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTowns } from '@/data/content'
import { ProsePage, ProseSection } from '@/features/pages/ProsePage'
import { staticPageMetadata } from '@/features/pages/static-page'
import { LEGAL_LINKS } from '@/features/site-chrome/legal-links'
import { NAV_ITEMS } from '@/features/site-chrome/nav-items'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { townPath } from '@/domain/town-paths'

export const generateMetadata = staticPageMetadata('sitemap', '/sitemap')

export default async function SitemapPage({ params }: PageProps<'/[locale]/sitemap'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, tNav, tTitles, towns] = await Promise.all([
    getTranslations('Sitemap'),
    getTranslations('Nav'),
    getTranslations('Titles'),
    getTowns(locale),
  ])
  return (
    <ProsePage heading={t('heading')}>
      <ProseSection title={t('pages')}>
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.key}>
              <Link href={item.href}>{tNav(item.key)}</Link>
            </li>
          ))}
        </ul>
      </ProseSection>
      <ProseSection title={t('towns')}>
        <ul>
          {towns.map((town) => (
            <li key={town.slug}>
              <Link href={townPath(town.slug)}>{tTitles('townExplore', { townName: town.name })}</Link>
            </li>
          ))}
        </ul>
      </ProseSection>
      <ProseSection title={t('legal')}>
        <ul>
          {LEGAL_LINKS.filter((item) => item.key !== 'sitemap').map((item) => (
            <li key={item.key}>
              <Link href={item.href}>{tTitles(item.key)}</Link>
            </li>
          ))}
        </ul>
      </ProseSection>
    </ProsePage>
  )
}
