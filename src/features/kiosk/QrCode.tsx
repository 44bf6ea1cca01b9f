'use client'

import Image from 'next/image'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

import styles from './Kiosk.module.css'

/** A QR code of `url`, generated in the browser (no remote service). */
export function QrCode({ url, label, size = 220 }: { url: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    QRCode.toDataURL(url, { margin: 2, width: size, errorCorrectionLevel: 'M' })
      .then((data) => live && setSrc(data))
      .catch(() => live && setSrc(null))
    return () => {
      live = false
    }
  }, [url, size])
  return (
    <figure className={styles.qr}>
      {src ? (
        // A data: URL drawn at its own size: nothing for the image optimiser to do.
        <Image src={src} width={size} height={size} alt={label} unoptimized loading="eager" />
      ) : (
        <span className={styles.qrPlaceholder} style={{ width: size, height: size }} />
      )}
      <figcaption>{label}</figcaption>
    </figure>
  )
}
