import { CalendarDays, Map, Search, WifiOff } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import styles from './pages.module.css'

const FEATURES = [
  { key: 'Map', Icon: Map },
  { key: 'Search', Icon: Search },
  { key: 'Events', Icon: CalendarDays },
  { key: 'Offline', Icon: WifiOff },
] as const

export async function FeatureBlurbs({ headingId }: { headingId: string }) {
  const t = await getTranslations('Home')
  return (
    <ul className={`grid-list ${styles.features}`} aria-labelledby={headingId}>
      {FEATURES.map(({ key, Icon }) => (
        <li key={key} className={styles.feature}>
          <span className={styles.featureIcon}>
            <Icon aria-hidden="true" size={26} />
          </span>
          <h3>{t(`feature${key}Title`)}</h3>
          <p>{t(`feature${key}Text`)}</p>
        </li>
      ))}
    </ul>
  )
}
