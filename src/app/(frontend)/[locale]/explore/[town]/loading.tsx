import { getTranslations } from 'next-intl/server'

/** Shown only while a town page renders on demand (a new town, or right after a publish). */
export default async function LoadingTown() {
  const t = await getTranslations('Town')
  return (
    <div className="container section" role="status">
      <p className="lede">{t('loading')}</p>
    </div>
  )
}
