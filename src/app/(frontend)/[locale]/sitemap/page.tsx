import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTours, getTowns } from '@/data/content'
import { tourPath, townPath } from '@/domain/town-paths'
import { ProsePage, ProseSection } from '@/features/pages/ProsePage'
import { staticPageMetadata } from '@/features/pages/static-page'
import { LinkList, siteLinks } from '@/features/site-chrome/site-links'
import { pageLocale } from '@/i18n/page-locale'

export const generateMetadata = staticPageMetadata('sitemap', '/sitemap')

export default async function SitemapPage({ params }: PageProps<'/[locale]/sitemap'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, tTitles, links, towns] = await Promise.all([
    getTranslations('Sitemap'),
    getTranslations('Titles'),
    siteLinks(),
    getTowns(locale),
  ])
  const townPages = towns.map((town) => ({ href: townPath(town.slug), label: tTitles('townExplore', { townName: town.name }) }))
  const tourPages = (
    await Promise.all(
      towns.map(async (town) =>
        (await getTours(locale, town.slug)).map((tour) => ({
          href: tourPath(town.slug, tour.slug),
          label: `${tour.title} (${town.name})`,
        })),
      ),
    )
  ).flat()
  return (
    <ProsePage heading={t('heading')}>
      <ProseSection title={t('pages')}>
        <LinkList links={links.main} />
      </ProseSection>
      <ProseSection title={t('towns')}>
        <LinkList links={townPages} />
      </ProseSection>
      {tourPages.length > 0 && (
        <ProseSection title={t('tours')}>
          <LinkList links={tourPages} />
        </ProseSection>
      )}
      <ProseSection title={t('legal')}>
        <LinkList links={links.legal.filter((link) => link.href !== '/sitemap')} />
      </ProseSection>
    </ProsePage>
  )
}
