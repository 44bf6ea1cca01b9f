import type { ServerProps } from 'payload'

import { hasRole } from '../access/roles'

/** A nav link to /admin/cache, shown to admins only. */
export function CacheNavLink({ user }: ServerProps) {
  if (!hasRole(user as { role?: string } | undefined, 'admin')) return null
  return (
    <a href="/admin/cache" className="nav__link" style={{ display: 'block', padding: '4px 0' }}>
      Cache and builds
    </a>
  )
}
