import { getTranslation } from '@payloadcms/translations'
import type { ServerProps, StaticLabel } from 'payload'

import { hasRole } from '../access/roles'

/**
 * A link in the admin nav to one of our custom admin views, shown to admins only. Registered once per
 * view in payload.config.ts (afterNavLinks) with its href and label as serverProps; the label is in
 * the editors' six languages (src/cms/fields/labels.ts) and shows in the admin language. The views
 * check the role again on the server.
 */
export function AdminNavLink({ user, href, label, i18n }: ServerProps & { href: string; label: StaticLabel }) {
  if (!hasRole(user as { role?: string } | undefined, 'admin')) return null
  return (
    <a href={href} className="nav__link" style={{ display: 'block', padding: '4px 0' }}>
      {getTranslation(label, i18n)}
    </a>
  )
}
