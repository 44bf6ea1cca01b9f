import { getTranslations } from 'next-intl/server'

import { ClientMessages } from '@/i18n/ClientMessages'

import { TownDepartures } from './TownDepartures'

/** A town page's "Getting here and away": its trains and buses, when the guide has them. */
export async function TownDeparturesSection({ dbKey, townName }: { dbKey: string; townName: string }) {
  const t = await getTranslations('Departures')
  return (
    <ClientMessages set="departures">
      <TownDepartures
        dbKey={dbKey}
        townName={townName}
        variant="page"
        heading={t('sectionHeading')}
        intro={t('sectionIntro', { townName })}
        className="section"
        id="departures"
      />
    </ClientMessages>
  )
}
