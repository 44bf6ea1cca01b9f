'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { OFFLINE_CACHES } from '@/domain/offline-pages'
import { DISTRICT_FILE_METADATA, type DistrictFileFacts } from '@/domain/district-map'
import { streetStylePath } from '@/features/map/basemap'

import { keepDistrictMap } from './keep-district-map'
import styles from './SaveDistrictMap.module.css'

type State = { step: 'idle' } | { step: 'saving'; progress: number } | { step: 'saved'; bytes: number } | { step: 'failed' }

/** The file the server's style names, with its size, or null without a district file (nothing to offer). */
async function districtFile(lang: string): Promise<DistrictFileFacts | null> {
  try {
    const response = await fetch(streetStylePath(lang), { redirect: 'manual' })
    if (!response.ok) return null
    const style = (await response.json()) as { metadata?: Record<string, DistrictFileFacts | undefined> }
    return style.metadata?.[DISTRICT_FILE_METADATA] ?? null
  } catch {
    return null
  }
}

async function isKept(file: DistrictFileFacts): Promise<boolean> {
  if (typeof caches === 'undefined') return false
  const cache = await caches.open(OFFLINE_CACHES.districtFile)
  return Boolean(await cache.match(file.path))
}

/**
 * "Save the district map for offline": the whole street map of every town, with its size said
 * before it starts and its progress while it runs. The browser is asked to keep it (persistent
 * storage), so a full phone does not evict it first.
 */
export function SaveDistrictMap() {
  const t = useTranslations('Map')
  const format = useFormatter()
  const locale = useLocale()
  const [file, setFile] = useState<DistrictFileFacts | null>(null)
  const [state, setState] = useState<State>({ step: 'idle' })

  useEffect(() => {
    let current = true
    void districtFile(locale).then(async (found) => {
      if (!current || !found) return
      setFile(found)
      if (await isKept(found)) setState({ step: 'saved', bytes: found.size })
    })
    return () => {
      current = false
    }
  }, [locale])

  if (!file || !('serviceWorker' in navigator)) return null
  const size = (bytes: number) => format.number(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })

  const save = async () => {
    setState({ step: 'saving', progress: 0 })
    await navigator.storage?.persist?.().catch(() => false)
    const result = await keepDistrictMap({ lang: locale, bounds: 'district' }, (done, total) =>
      setState({ step: 'saving', progress: total ? done / total : 0 }),
    )
    setState(result.kept ? { step: 'saved', bytes: result.bytes || file.size } : { step: 'failed' })
  }

  return (
    <section aria-labelledby="save-district-map" className={styles.section}>
      <h3 id="save-district-map">{t('saveDistrictHeading')}</h3>
      <p>{t('saveDistrictText')}</p>
      {state.step !== 'saved' && (
        <button type="button" className="button button--secondary" onClick={save} disabled={state.step === 'saving'}>
          {t('saveDistrict', { size: size(file.size) })}
        </button>
      )}
      <p role="status">
        {state.step === 'saving' && (
          <>
            {t('saveDistrictProgress', { progress: state.progress })} <progress max={1} value={state.progress} aria-hidden="true" />
          </>
        )}
        {state.step === 'saved' && t('saveDistrictDone', { size: size(state.bytes) })}
        {state.step === 'failed' && t('saveDistrictFailed')}
      </p>
    </section>
  )
}
