import { getTranslations } from 'next-intl/server'

import { PREVIEW_EXIT_PATH } from '@/domain/preview'

import { LivePreviewRefresh } from './LivePreviewRefresh'
import styles from './PreviewBanner.module.css'
import { isPreviewing } from './preview-session'

/**
 * Issue 22 (2): on every page an editor previews, above everything, that what they see is not
 * published, and the way out. Nothing at all for anyone else.
 */
export async function PreviewBanner() {
  if (!(await isPreviewing())) return null
  const t = await getTranslations('Preview')
  return (
    <div className={styles.banner} role="status" data-testid="preview-banner">
      <p className={styles.text}>
        <strong>{t('banner')}</strong> <span>{t('note')}</span>
      </p>
      {/* A plain link: the exit route goes back to this page, published, from the Referer. */}
      <a className={styles.exit} href={PREVIEW_EXIT_PATH}>
        {t('exit')}
      </a>
      <LivePreviewRefresh />
    </div>
  )
}
