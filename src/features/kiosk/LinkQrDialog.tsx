'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { Dialog } from '@/components/Dialog'
import { recordUsage } from '@/features/usage'

import styles from './Kiosk.module.css'
import { QrCode } from './QrCode'

/** A link that would leave the kiosk, shown as a QR code to open on the visitor's phone instead. */
export function LinkQrDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const t = useTranslations('Kiosk')
  useEffect(() => {
    // Each link shown this way is a QR use (issue 7).
    if (url) recordUsage({ type: 'qr_open', target: 'link' })
  }, [url])
  return (
    <Dialog open={url !== null} onClose={onClose} title={t('qrTitle')} closeLabel={t('close')} className={styles.qrDialog}>
      <p>{t('qrText')}</p>
      {url && <QrCode url={url} label={t('qrLabel', { url })} size={280} />}
      <button type="button" className={`button ${styles.bigButton}`} onClick={onClose}>
        {t('close')}
      </button>
    </Dialog>
  )
}
