'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { useBrowserValue } from '@/hooks/useBrowserValue'
import { requestsDisabledHere } from './LocationBeliefs'
import styles from './location-pages.module.css'
import { GEOLOCATION_OPTIONS } from '@/features/map/location/useVisitorOrigin'

type PermissionStateOrUnsupported = PermissionState | 'unsupported'

/** /test-location-permissions: the browser's geolocation permission, live, and whether requests are off. */
export function PermissionProbe() {
  const t = useTranslations('Location')
  const [asked, setPermission] = useState<PermissionStateOrUnsupported | null>(null)
  const canAsk = useBrowserValue(() => Boolean(navigator.permissions?.query), true)
  const permission = canAsk ? asked : 'unsupported'
  const disabled = useBrowserValue<boolean | null>(requestsDisabledHere, null)
  const [result, setResult] = useState('')

  useEffect(() => {
    let status: PermissionStatus | undefined
    const update = () => status && setPermission(status.state)
    if (!navigator.permissions?.query) return
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((s) => {
        status = s
        update()
        s.addEventListener('change', update)
      })
      .catch(() => setPermission('unsupported'))
    return () => status?.removeEventListener('change', update)
  }, [])

  const request = () => {
    if (!('geolocation' in navigator)) return setResult(t('resultUnavailable'))
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setResult(
          t('resultLocated', {
            latitude: p.coords.latitude.toFixed(5),
            longitude: p.coords.longitude.toFixed(5),
            accuracy: Math.round(p.coords.accuracy),
          }),
        ),
      (e) => setResult(e.code === e.PERMISSION_DENIED ? t('resultDenied') : t('resultUnavailable')),
      GEOLOCATION_OPTIONS,
    )
  }

  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <dt>{t('permissionRow')}</dt>
        <dd data-testid="permission-state" data-state={permission ?? ''}>
          {permission == null ? '…' : t('permission', { state: permission })}
        </dd>
        <dt>{t('disabledRow')}</dt>
        <dd data-testid="requests-disabled" data-disabled={String(disabled)}>
          {disabled == null ? '…' : disabled ? t('yes') : t('no')}
        </dd>
      </dl>
      <div>
        <button type="button" className="button" onClick={request} disabled={disabled !== false}>
          {t('requestNow')}
        </button>
      </div>
      <p role="status">{result}</p>
    </div>
  )
}
