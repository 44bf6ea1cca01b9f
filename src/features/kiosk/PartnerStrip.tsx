import Image from 'next/image'

import type { PartnerView } from '@/data/view-models'

import styles from './Attract.module.css'

/**
 * Partner logos in a row (screen mode footer, /demo/town-logos). A partner without a logo shows its
 * name in large type instead, so the strip is never empty while partners exist. Logos are the
 * editors' uploads, served by the app itself (no remote images); nothing here is a link: a screen
 * is not touched and a kiosk must not leave the guide.
 */
export function PartnerStrip({
  partners,
  heading,
  headingId,
  size = 'screen',
}: {
  partners: PartnerView[]
  heading: string
  headingId: string
  size?: 'screen' | 'page'
}) {
  if (partners.length === 0) return null
  return (
    <section className={size === 'screen' ? styles.partners : styles.partnersPage} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.partnersHeading}>
        {heading}
      </h2>
      <ul className={styles.partnerList}>
        {partners.map((partner) => (
          <li key={partner.id} className={styles.partner}>
            {partner.logoUrl ? (
              // Served as uploaded (often SVG, which the optimiser refuses); the size is the strip's box, and
              // the stylesheet's `width: auto` lets each logo keep its own aspect ratio once loaded.
              <Image
                src={partner.logoUrl}
                alt={partner.logoAlt ?? partner.name}
                width={460}
                height={120}
                unoptimized
                loading="eager"
                className={styles.partnerLogo}
              />
            ) : (
              <span className={styles.partnerName}>{partner.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
