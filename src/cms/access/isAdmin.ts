import type { PayloadRequest } from 'payload'

import { hasRole } from './roles'

/** Typed loosely enough to serve as collection, global and field access alike. */
export const isAdmin = ({ req }: { req: PayloadRequest }): boolean => hasRole(req.user, 'admin')
