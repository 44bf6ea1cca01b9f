import { setRequestLocale } from 'next-intl/server'

import { PolicyPage } from '@/features/pages/PolicyPage'
import { staticPageMetadata } from '@/features/pages/static-page'

export const generateMetadata = staticPageMetadata('privacy', '/privacy')

export default async function Page({ params }: PageProps<'/[locale]/privacy'>) {
  setRequestLocale((await params).locale)
  return <PolicyPage namespace="Privacy" sections={['collect', 'contact', 'location', 'rights', 'changes']} />
}
