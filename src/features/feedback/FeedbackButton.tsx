import { getTranslations } from 'next-intl/server'

import { DialogButton } from '@/components/DialogButton'

import { FeedbackForm } from './FeedbackForm'

/** "Send feedback" and its form in a dialog: in the footer, and in the menu for pages without one (the map). */
export async function FeedbackButton({ className }: { className: string }) {
  const t = await getTranslations('Feedback')
  return (
    <DialogButton buttonLabel={t('open')} buttonContent={t('open')} buttonClassName={className} title={t('title')} closeLabel={t('close')}>
      <p>{t('intro')}</p>
      <FeedbackForm />
    </DialogButton>
  )
}
