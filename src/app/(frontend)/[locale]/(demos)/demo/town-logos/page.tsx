import { getTranslations } from 'next-intl/server'

import { getPartners, getTowns } from '@/data/content'
import type { Locale } from '@/domain/locales'
import { PartnerStrip } from '@/features/kiosk/PartnerStrip'
import { TownLogos } from '@/features/towns/TownLogos'

import { demoRoute } from '../../_components/demo-route'

const texts = async (locale: Locale) => {
  const t = await getTranslations({ locale, namespace: 'Demo' })
  return { title: t('logosTitle'), t }
}

/** The towns with their uploaded logos (else a generated mark each), and the partners' logos as the screen displays show them. */
const route = demoRoute('/demo/town-logos', texts, async (locale, { title, t }) => {
  const [towns, partners] = await Promise.all([getTowns(locale), getPartners(locale)])
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p>{t('logosIntro')}</p>
      <h2>{t('townsHeading')}</h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 24, listStyle: 'none', padding: 0 }}>
        {towns.map((town) => (
          <li key={town.slug} style={{ textAlign: 'center' }}>
            {town.logos.length > 0 ? (
              <TownLogos town={town} height={96} />
            ) : (
              <svg viewBox="0 0 96 96" width={96} height={96} aria-hidden="true">
                <circle cx="48" cy="48" r="46" fill="var(--brand)" />
                <text x="48" y="60" textAnchor="middle" fontSize="36" fontWeight="700" fill="#ffffff">
                  {town.name
                    .split(/\s+/)
                    .map((w) => w[0])
                    .join('')}
                </text>
              </svg>
            )}
            <p>{town.name}</p>
          </li>
        ))}
      </ul>
      {partners.length === 0 ? (
        <p>{t('logosEmpty')}</p>
      ) : (
        <>
          <PartnerStrip partners={partners} heading={t('partnersHeading')} headingId="demo-partners" size="page" />
          {partners.every((p) => !p.logoUrl) && <p>{t('partnerNamesOnly')}</p>}
        </>
      )}
    </div>
  )
})

export const generateMetadata = route.generateMetadata
export default route.Page
