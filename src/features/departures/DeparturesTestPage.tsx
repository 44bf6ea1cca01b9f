import { getFormatter, getTranslations } from 'next-intl/server'
import { connection } from 'next/server'

import { getTowns } from '@/data/content'
import type { DepartureMode, DeparturesAnswer } from '@/domain/departures'
import type { Locale } from '@/domain/locales'
import { ProsePage } from '@/features/pages/ProsePage'

import { ModeBoard, TownDepartures } from './TownDepartures'
import { GUIDE_TIME_ZONE } from '@/domain/time-zone'

/**
 * /test/rail-departures and /test/bus-departures: how this server gets departures (configured or
 * not, its last call upstream) and the board drawn from a bundled answer, so the rendering can be
 * checked anywhere; with a key or a timetable, each town's live boards too.
 */
export async function DeparturesTestPage({
  locale,
  mode,
  title,
  intro,
  configured,
  lastCall,
  sample,
  lastImport,
}: {
  locale: Locale
  mode: DepartureMode
  title: string
  intro: string
  configured: boolean
  /** the latest call upstream (National Rail; the bus timetable) */
  lastCall: { at: string; status: string | number; durationMs: number } | null
  /** the bus timetable's latest import: when, and how it ended */
  lastImport?: { at: string; status: string } | null
  sample: DeparturesAnswer
}) {
  await connection()
  const [t, format, towns] = await Promise.all([getTranslations('DeparturesTest'), getFormatter(), getTowns(locale)])
  const clock = (iso: string) =>
    format.dateTime(new Date(iso), { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: GUIDE_TIME_ZONE })
  const sampleTown = towns.find((town) => town.dbKey === sample.town)?.name ?? sample.town
  return (
    <ProsePage heading={title} intro={intro}>
      <section aria-labelledby="departures-config">
        <h2 id="departures-config">{t('testConfigHeading')}</h2>
        <p data-testid="departures-configured" data-configured={configured}>
          {mode === 'rail' ? t(configured ? 'railConfigured' : 'railNotConfigured') : t(configured ? 'busConfigured' : 'busNotConfigured')}
        </p>
        <h3>{t('lastCallHeading')}</h3>
        <p data-testid="departures-last-call">
          {lastCall
            ? t('lastCall', {
                time: clock(lastCall.at),
                status: String(lastCall.status),
                duration: lastCall.durationMs,
              })
            : t('lastCallNone')}
        </p>
        {lastImport !== undefined && (
          <p data-testid="departures-last-import">
            {lastImport ? t('lastImport', { time: clock(lastImport.at), status: lastImport.status }) : t('importNone')}
          </p>
        )}
      </section>
      <section aria-labelledby="departures-sample">
        <h2 id="departures-sample">{t('sampleHeading')}</h2>
        <ModeBoard answer={sample} now={Date.parse(sample.generatedAt ?? '') || 0} townName={sampleTown} variant="page" sample rows={10} />
      </section>
      {configured &&
        towns.map((town) => (
          <TownDepartures
            key={town.dbKey}
            dbKey={town.dbKey}
            townName={town.name}
            variant="page"
            heading={`${t('liveHeading')}: ${town.name}`}
          />
        ))}
    </ProsePage>
  )
}
