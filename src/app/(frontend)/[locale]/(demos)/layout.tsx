import type { ReactNode } from 'react'

import { ClientMessages } from '@/i18n/ClientMessages'

/** The demo and test pages exercise many features' client components at once. */
export default function DemosLayout({ children }: { children: ReactNode }) {
  return <ClientMessages set="demos">{children}</ClientMessages>
}
