import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { CLIENT_MESSAGES, type ClientMessageSet, pickMessages } from './client-messages'

/** Gives the client components below it the message namespaces of `set` (src/i18n/client-messages.ts). */
export async function ClientMessages({ set, children }: { set: ClientMessageSet; children: ReactNode }) {
  const messages = await getMessages()
  return <NextIntlClientProvider messages={pickMessages(messages, CLIENT_MESSAGES[set])}>{children}</NextIntlClientProvider>
}
