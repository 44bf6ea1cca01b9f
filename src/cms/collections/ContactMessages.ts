import { type CollectionConfig, ValidationError } from 'payload'

import { CONTACT_FIELDS, CONTACT_LIMITS, contactErrors } from '@/domain/contact'
import { isLocale, LOCALES } from '@/domain/locales'
import { hasUnstorableCharacters } from '@/domain/storable-text'

import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { labels, t } from '../fields/labels'
import { BadRequest } from '../rest/bad-request'

/** What visitors send through the contact form; editors read it and mark it handled. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: labels('Contact message', 'Contact messages'),
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'createdAt', 'handled'], group: t('Visitors') },
  // Visitors write messages (through the guard in src/cms/rest/guard-contact-form.ts); staff read and handle them, and never need to create one.
  access: { create: ({ req }) => !req.user, read: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  defaultSort: '-createdAt',
  hooks: {
    beforeOperation: [
      ({ args, operation, collection }) => {
        // Before Payload walks the fields: a body that is not an object (or breaks the form's rules)
        // is a 400 that names the fields, never a 500 from deep inside Payload.
        if (operation !== 'create') return args
        const data: unknown = args.data
        if (!data || typeof data !== 'object' || Array.isArray(data)) {
          throw new BadRequest(`Send a JSON object with ${CONTACT_FIELDS.join(', ')}`)
        }
        // The same rules as the form in the browser (src/domain/contact.ts); Payload's own checks run after these.
        const errors = Object.keys(contactErrors(data)).map((field) => ({ path: field, message: `${field} is missing or invalid` }))
        // A NUL would fail the insert, and Postgres would quietly store a lone surrogate as U+FFFD.
        for (const [field, value] of Object.entries(data)) {
          if (typeof value === 'string' && hasUnstorableCharacters(value))
            errors.push({ path: field, message: `${field} holds characters that cannot be stored` })
        }
        if (errors.length) throw new ValidationError({ collection: collection.slug, errors })
        return args
      },
    ],
  },
  fields: [
    { name: 'name', label: t('Full name'), type: 'text', required: true, maxLength: CONTACT_LIMITS.name },
    { name: 'email', label: t('Email'), type: 'email', required: true },
    { name: 'subject', label: t('Subject'), type: 'text', required: true, maxLength: CONTACT_LIMITS.subject },
    { name: 'message', label: t('Message'), type: 'textarea', required: true, maxLength: CONTACT_LIMITS.message },
    {
      name: 'locale',
      label: t('Language'),
      type: 'text',
      admin: { readOnly: true },
      validate: (value: unknown) => value == null || value === '' || isLocale(value) || `Must be one of ${LOCALES.join(', ')}`,
    },
    {
      name: 'handled',
      label: t('Handled'),
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: ({ req }) => Boolean(req.user) },
      admin: { position: 'sidebar' },
    },
  ],
}
