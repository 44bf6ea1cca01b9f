import type { TextField } from 'payload'

import { isSlug } from '@/domain/urls'

/** The slug of a document that has an address of its own: unique, and safe in a URL as it is. */
export function slugField(admin: TextField['admin']): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin,
    validate: (value: unknown) => (isSlug(value) ? true : 'Use lower-case letters, digits and hyphens'),
  }
}
