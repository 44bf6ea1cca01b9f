'use client'

import { useAtom } from 'jotai'
import { Contrast, Hand, type LucideIcon, RotateCcw } from 'lucide-react'
import { useTranslations } from 'next-intl'

import primitives from '@/components/primitives.module.css'

import styles from './Kiosk.module.css'
import { KioskLanguage } from './KioskLanguage'
import { highContrastAtom, reachModeAtom } from './settings'

/** The kiosk's own controls: Start again, reach mode, high contrast/large text and the visitor's language. */
export function KioskToolbar({ onStartAgain }: { onStartAgain: () => void }) {
  const t = useTranslations('Kiosk')
  const [reach, setReach] = useAtom(reachModeAtom)
  const [contrast, setContrast] = useAtom(highContrastAtom)
  const tools: { label: string; icon: LucideIcon; onClick: () => void; pressed?: boolean }[] = [
    { label: t('startAgain'), icon: RotateCcw, onClick: onStartAgain },
    { label: t('reach'), icon: Hand, onClick: () => setReach((on) => !on), pressed: reach },
    { label: t('contrast'), icon: Contrast, onClick: () => setContrast((on) => !on), pressed: contrast },
  ]
  return (
    <div className={styles.bar} role="group" aria-label={t('toolsLabel')}>
      {tools.map(({ label, icon: Icon, onClick, pressed }) => (
        <button
          key={label}
          type="button"
          className={`${primitives.textButton} ${styles.barButton}`}
          aria-pressed={pressed}
          onClick={onClick}
        >
          <Icon aria-hidden="true" size={26} />
          <span className={styles.barText}>{label}</span>
        </button>
      ))}
      <KioskLanguage />
    </div>
  )
}
