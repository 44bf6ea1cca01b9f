import { type Endpoint, NotFound, type SanitizedConfig } from 'payload'

const notFound: Endpoint['handler'] = (req) => {
  throw new NotFound(req.t)
}

/** Payload's version routes, the same for collections and globals. */
const VERSION_ROUTES: Endpoint[] = [
  { path: '/versions', method: 'get', handler: notFound },
  { path: '/versions/:id', method: 'get', handler: notFound },
  { path: '/versions/:id', method: 'post', handler: notFound },
]

/**
 * Payload routes `/versions` of every collection and global, versioned or not; without versions
 * there is no versions table to read and it fails inside the adapter (a 500 for any signed-in
 * user). There, those routes are a 404. Ours come before Payload's own, which it appends while
 * sanitizing: hence this runs on the finished config.
 */
export function withoutVersionRoutes(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (!entity.versions && Array.isArray(entity.endpoints)) entity.endpoints.unshift(...VERSION_ROUTES)
  }
  // The same for email verification: Payload routes /verify/:token of every auth collection, and
  // without `auth.verify` there is no token column to look in (a 500 from the fuzz, issue 28).
  for (const collection of config.collections) {
    if (collection.auth && !collection.auth.verify && Array.isArray(collection.endpoints)) {
      collection.endpoints.unshift({ path: '/verify/:token', method: 'post', handler: notFound })
    }
  }
  return config
}
