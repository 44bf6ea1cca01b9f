'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'

import { isValidLngLat, type LngLat } from '@/domain/geo'
import { Link } from '@/i18n/navigation'

import { townMapPath } from '@/domain/town-paths'

import styles from './location-pages.module.css'
import { clearMockLocation, writeMockLocation } from '@/features/map/location/mock-storage'
import { useMockLocation } from '@/features/map/location/useVisitorOrigin'

type Preset = { slug: string; name: string; centre: LngLat }

/** Central London: far enough from every town to exercise the "too far, use the town centre" rule. */
const FAR_AWAY: [number, number] = [-0.1276, 51.5072]

export function MockLocationForm({ towns }: { towns: Preset[] }) {
  const t = useTranslations('Location')
  const mock = useMockLocation()
  const [latitude, setLatitude] = useState('')
  const [longitude, setLongitude] = useState('')
  const [label, setLabel] = useState('')
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null)

  const save = ([lng, lat]: LngLat, name: string | null) => {
    writeMockLocation([lng, lat], name)
    setMessage({ text: t('mockSaved') })
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const point: [number, number] = [Number(longitude.replace(',', '.')), Number(latitude.replace(',', '.'))]
    if (!latitude.trim() || !longitude.trim() || !isValidLngLat(point)) {
      setMessage({ text: t('mockInvalid'), error: true })
      return
    }
    save(point, label.trim() || null)
  }

  return (
    <div className={styles.stack}>
      <p className={styles.current} data-testid="mock-current">
        {mock
          ? `${t('mockCurrent', { latitude: mock.coordinates[1].toFixed(5), longitude: mock.coordinates[0].toFixed(5) })}${mock.label ? ` (${mock.label})` : ''}`
          : t('mockNone')}
      </p>
      <form onSubmit={onSubmit} className={styles.form} noValidate>
        <label>
          {t('latitude')}
          <input inputMode="decimal" name="latitude" value={latitude} onChange={(e) => setLatitude(e.target.value)} autoComplete="off" />
        </label>
        <label>
          {t('longitude')}
          <input inputMode="decimal" name="longitude" value={longitude} onChange={(e) => setLongitude(e.target.value)} autoComplete="off" />
        </label>
        <label>
          {t('mockLabel')}
          <input name="label" value={label} onChange={(e) => setLabel(e.target.value)} maxLength={80} autoComplete="off" />
        </label>
        <div className={styles.row}>
          <button type="submit" className="button">
            {t('mockSave')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              clearMockLocation()
              setMessage({ text: t('mockCleared') })
            }}
          >
            {t('mockClear')}
          </button>
        </div>
      </form>
      <p role="status" className={message?.error ? styles.error : styles.ok}>
        {message?.text}
      </p>
      <section aria-labelledby="mock-presets">
        <h2 id="mock-presets">{t('mockPresets')}</h2>
        <ul className={styles.presets}>
          {towns.map((town) => (
            <li key={town.slug}>
              <button type="button" className="button button--secondary" onClick={() => save(town.centre, town.name)}>
                {t('mockPreset', { townName: town.name })}
              </button>{' '}
              <Link href={townMapPath(town.slug)}>{t('openMap', { townName: town.name })}</Link>
            </li>
          ))}
          <li>
            <button type="button" className="button button--secondary" onClick={() => save(FAR_AWAY, 'London')}>
              {t('mockFarAway')}
            </button>
          </li>
        </ul>
      </section>
    </div>
  )
}
