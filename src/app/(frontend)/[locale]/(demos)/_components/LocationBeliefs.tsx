'use client'

import { useTranslations } from 'next-intl'
import { Fragment } from 'react'

import type { LngLat } from '@/domain/geo'
import { chooseOrigin, DISABLE_LOCATION_PARAM, isLocationRequestDisabledForPath, parseDisableLocationRequest } from '@/domain/location'

import { useBrowserValue } from '@/hooks/useBrowserValue'
import styles from './location-pages.module.css'
import { useMockLocation } from '@/features/map/location/useVisitorOrigin'

/** Whether this page's address turns location requests off (its query or its path). */
export const requestsDisabledHere = () =>
  parseDisableLocationRequest(new URLSearchParams(window.location.search).get(DISABLE_LOCATION_PARAM)) ||
  isLocationRequestDisabledForPath(window.location.pathname)

type Town = { slug: string; name: string; centre: LngLat }

/** /test-mock-location: the mock position, whether requests are allowed, and where each town's times start. */
export function LocationBeliefs({ towns }: { towns: Town[] }) {
  const t = useTranslations('Location')
  const mock = useMockLocation()
  const disabled = useBrowserValue<boolean | null>(requestsDisabledHere, null)

  return (
    <dl className={styles.facts} data-testid="location-beliefs">
      <dt>{t('mockRow')}</dt>
      <dd data-testid="belief-mock">
        {mock
          ? `${mock.coordinates[1].toFixed(5)}, ${mock.coordinates[0].toFixed(5)}${mock.label ? ` (${mock.label})` : ''}`
          : t('mockNone')}
      </dd>
      <dt>{t('requestsRow')}</dt>
      <dd data-testid="belief-requests">{disabled == null ? '…' : disabled ? t('requestsOff') : t('requestsAllowed')}</dd>
      {towns.map((town) => {
        const origin = chooseOrigin({ mock: mock?.coordinates ?? null, device: null, townCentre: town.centre })
        const text =
          origin.source === 'mock'
            ? t('sourceMock')
            : origin.tooFar
              ? t('sourceTooFar')
              : disabled
                ? t('sourceTown')
                : `${t('sourceDevice')} / ${t('sourceTown')}`
        return (
          <Fragment key={town.slug}>
            <dt>{t('originRow', { townName: town.name })}</dt>
            <dd data-testid={`belief-origin-${town.slug}`} data-source={origin.source}>
              {text}
            </dd>
          </Fragment>
        )
      })}
    </dl>
  )
}
