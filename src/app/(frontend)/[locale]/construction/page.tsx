import { Construction } from 'lucide-react'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getTowns } from '@/data/content'
import { localizedPath } from '@/domain/locales'
import { townMapPath } from '@/domain/town-paths'
import { staticPageMetadata } from '@/features/pages/static-page'
import { pageLocale } from '@/i18n/page-locale'

export const generateMetadata = staticPageMetadata('construction', '/construction', { noindex: true })

export default async function ConstructionPage({ params }: PageProps<'/[locale]/construction'>) {
  const locale = await pageLocale(params)
  setRequestLocale(locale)
  const [t, tTitles, towns] = await Promise.all([
    getTranslations('Construction'),
    getTranslations('Titles'),
    getTowns(locale).catch(() => []),
  ])
  return (
    <div className="container section prose">
      <Construction aria-hidden="true" size={56} color="var(--accent)" />
      <h1>{t('heading')}</h1>
      <p className="lede">{t('text')}</p>
      {towns.length > 0 && (
        <>
          <p>{t('mapsStillWork')}</p>
          <ul>
            {towns.map((town) => (
              // The town maps stay open during construction (spec §4).
              <li key={town.slug}>
                <a href={localizedPath(locale, townMapPath(town.slug))}>{tTitles('townMap', { townName: town.name })}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
