import type { PayloadRequest } from 'payload'

import { hasRole } from './roles'

/**
 * Signed-in staff. As field access it keeps a field (internal notes, provenance) out of public REST
 * and the site's own reads; it is typed loosely enough to serve as collection access too.
 */
export const isEditorOrAdmin = ({ req }: { req: PayloadRequest }): boolean => hasRole(req.user, 'admin', 'editor')
