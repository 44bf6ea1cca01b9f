import type { ServerProps } from 'payload'

import { hasRole } from '../access/roles'

/**
 * A link in the admin nav to one of our custom admin views, shown to admins only. Registered once per
 * view in payload.config.ts (afterNavLinks) with its href and label as serverProps. The admin UI is
 * English-only, so the label is plain text. The views check the role again on the server.
 */
export function AdminNavLink({ user, href, label }: ServerProps & { href: string; label: string }) {
  if (!hasRole(user as { role?: string } | undefined, 'admin')) return null
  return (
    <a href={href} className="nav__link" style={{ display: 'block', padding: '4px 0' }}>
      {label}
    </a>
  )
}
