import { getFormatter, getTranslations } from 'next-intl/server'

import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

import { currentDistrictFile } from './district'

/** Where the street map comes from, and (with a district file in place) how recent its data is. */
export async function MapDataCredit() {
  const [t, format, file] = await Promise.all([getTranslations('About'), getFormatter(), currentDistrictFile()])
  const built = file && new Date(`${file.date.slice(0, 4)}-${file.date.slice(4, 6)}-${file.date.slice(6, 8)}T12:00:00Z`)
  return (
    <>
      <h2 id="about-map-data">{t('mapDataTitle')}</h2>
      <p>
        {t.rich('mapDataText', {
          link: (chunks) => (
            <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
      </p>
      {built && !Number.isNaN(built.getTime()) && (
        <p>{t('mapDataDate', { date: format.dateTime(built, { dateStyle: 'long', timeZone: GUIDE_TIME_ZONE }) })}</p>
      )}
    </>
  )
}
