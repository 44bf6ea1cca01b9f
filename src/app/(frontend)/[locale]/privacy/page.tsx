import { setRequestLocale } from 'next-intl/server'

import { PolicyPage } from '@/features/pages/PolicyPage'
import { staticPageMetadata } from '@/features/pages/static-page'
import { pageLocale } from '@/i18n/page-locale'

export const generateMetadata = staticPageMetadata('privacy', '/privacy')

export default async function Page({ params }: PageProps<'/[locale]/privacy'>) {
  setRequestLocale(await pageLocale(params))
  return <PolicyPage namespace="Privacy" sections={['collect', 'contact', 'location', 'rights', 'changes']} />
}
