import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTowns } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { LocationBeliefs } from '@/features/map/location/LocationBeliefs'
import { pageMetadata } from '@/features/seo/metadata'
import { Link } from '@/i18n/navigation'
import { PageHeader } from '@/features/pages/PageHeader'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props) {
  const { locale } = (await params) as { locale: Locale }
  const t = await getTranslations({ locale, namespace: 'Location' })
  return pageMetadata({
    locale,
    path: '/test-mock-location',
    title: t('testMockTitle'),
    description: t('testMockIntro'),
    noindex: true,
  })
}

/** Test page (spec §2): what the app believes about the visitor's position in this tab. */
export default async function TestMockLocationPage({ params }: Props) {
  const { locale } = (await params) as { locale: Locale }
  setRequestLocale(locale)
  const [t, towns] = await Promise.all([getTranslations('Location'), getTowns(locale)])
  return (
    <>
      <PageHeader heading={t('testMockTitle')} intro={t('testMockIntro')} />
      <div className="container">
        <LocationBeliefs
          towns={towns.map((town) => ({
            slug: town.slug,
            name: town.name,
            centre: town.centre,
          }))}
        />
        <p>
          <Link href="/mock-location">{t('mockTitle')}</Link>
        </p>
      </div>
    </>
  )
}
