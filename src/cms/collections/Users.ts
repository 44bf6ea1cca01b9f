import type { CollectionConfig } from 'payload'

import { accountChangeRules, clearFailuresOnUnlock, keepLastAdminOnDelete, passwordLongEnough } from '../auth/account-rules'
import { isAdmin } from '../access/isAdmin'
import { isAdminOrSelf } from '../access/isAdminOrSelf'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { ROLES } from '../access/roles'
import { labels, t } from '../fields/labels'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: labels('User', 'Users'),
  admin: { useAsTitle: 'email', group: t('Admin') },
  auth: {
    // Payload's own lock is account-wide, so a stranger's guesses would lock the owner out. Sign-ins
    // are throttled per client address and per account from each address instead (cms/auth/login-guard.ts).
    maxLoginAttempts: 0,
    // The session lives in the HttpOnly cookie only: no script on the page ever holds the token.
    removeTokenFromResponses: true,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1' },
  },
  access: {
    admin: isEditorOrAdmin,
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    // Payload lets any signed-in user unlock any account by default.
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [passwordLongEnough],
    beforeChange: [accountChangeRules],
    beforeDelete: [keepLastAdminOnDelete],
    afterOperation: [clearFailuresOnUnlock],
  },
  fields: [
    { name: 'name', label: t('Full name'), type: 'text' },
    {
      name: 'role',
      label: t('Role'),
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: ROLES.map((role) => ({ label: t(role === 'admin' ? 'Administrator' : 'Editor'), value: role })),
      access: { update: isAdmin, create: isAdmin },
      saveToJWT: true,
    },
    {
      name: 'mustChangePassword',
      label: t('Must change password'),
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: t('Set for a generated password; cleared when the user chooses their own.') },
      access: { read: isAdmin, update: isAdmin, create: isAdmin },
    },
  ],
}
