import type { CollectionConfig } from 'payload'

import { CONTACT_LIMITS, contactErrors } from '@/domain/contact'

import { anyone, isEditorOrAdmin } from '../access/roles'

/** What visitors send through the contact form; editors read it and mark it handled. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'createdAt', 'handled'], group: 'Visitors' },
  access: { create: anyone, read: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  defaultSort: '-createdAt',
  hooks: {
    beforeValidate: [
      ({ data, operation }) => {
        // The same rules as the form in the browser; Payload's own checks run after these.
        if (operation === 'create' && Object.keys(contactErrors(data)).length) {
          throw new Error('Invalid contact message')
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: CONTACT_LIMITS.name },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true, maxLength: CONTACT_LIMITS.subject },
    { name: 'message', type: 'textarea', required: true, maxLength: CONTACT_LIMITS.message },
    { name: 'locale', type: 'text', admin: { readOnly: true } },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: ({ req }) => Boolean(req.user) },
      admin: { position: 'sidebar' },
    },
  ],
}
