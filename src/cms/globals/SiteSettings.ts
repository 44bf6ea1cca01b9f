import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { urlField } from '../fields/url'
import { revalidateSettings } from '../hooks/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Admin' },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateSettings] },
  fields: [
    {
      name: 'underConstruction',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Sends every public page to /construction; town maps, kiosks and screens keep working.' },
    },
    {
      name: 'officeHours',
      type: 'array',
      admin: { description: 'Shown in the footer and on the contact page' },
      fields: [{ name: 'line', type: 'text', required: true, localized: true }],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
        { name: 'address', type: 'textarea', localized: true },
      ],
    },
    {
      name: 'social',
      type: 'array',
      fields: [{ name: 'platform', type: 'text', required: true }, urlField('url', { required: true })],
    },
  ],
}
