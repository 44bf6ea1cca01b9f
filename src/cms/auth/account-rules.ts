import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  ValidationError,
} from 'payload'

import { clearAccount } from '@/data/login-store'
import { MIN_PASSWORD_LENGTH } from '@/domain/login-throttle'

export const PASSWORD_TOO_SHORT = `Passwords must be at least ${MIN_PASSWORD_LENGTH} characters long.`
export const LAST_ADMIN = 'This is the last admin account: make another account an admin first.'

/**
 * Every way a password is set (create, update, first-register, reset-password) passes through
 * beforeOperation with the plain password; reset-password reaches no other hook with it.
 */
export const passwordLongEnough: CollectionBeforeOperationHook = ({ args, collection, operation }) => {
  if (!['create', 'update', 'updateByID', 'resetPassword'].includes(operation)) return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password === 'string' && password.length > 0 && password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({ collection: collection.slug, errors: [{ message: PASSWORD_TOO_SHORT, path: 'password' }] })
  }
  return args
}

async function otherAdmins(req: Parameters<CollectionBeforeDeleteHook>[0]['req'], id: number | string) {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

export const keepLastAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0, req, disableErrors: true })
  if (user?.role === 'admin' && (await otherAdmins(req, id)) === 0) throw new APIError(LAST_ADMIN, 409, undefined, true)
}

/** Also clears "must change password" once the account's own user chooses a new one. */
export const accountChangeRules: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  if (originalDoc.role === 'admin' && data.role && data.role !== 'admin' && (await otherAdmins(req, originalDoc.id)) === 0) {
    throw new ValidationError({ collection: 'users', errors: [{ message: LAST_ADMIN, path: 'role' }] })
  }
  if (typeof data.password === 'string' && data.password && req.user?.id === originalDoc.id) data.mustChangePassword = false
  return data
}

/** An admin's unlock also forgets the sign-in failures that our throttle keeps (src/data/login-store.ts). */
export const clearFailuresOnUnlock: CollectionAfterOperationHook = async ({ args, operation, result }) => {
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (operation === 'unlock' && result && typeof email === 'string') await clearAccount(email)
  return result
}
