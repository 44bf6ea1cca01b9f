import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { labels, t } from '../fields/labels'
import { urlField } from '../fields/url'
import { revalidateSettings } from '../hooks/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: t('Site settings'),
  admin: { group: t('Admin') },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateSettings] },
  fields: [
    {
      name: 'underConstruction',
      label: t('Under construction'),
      type: 'checkbox',
      defaultValue: false,
      admin: { description: t('Sends every public page to /construction; town maps, kiosks and screens keep working.') },
    },
    {
      name: 'officeHours',
      label: t('Office hours'),
      labels: labels('Line', 'Office hours'),
      type: 'array',
      admin: { description: t('Shown in the footer and on the contact page') },
      fields: [{ name: 'line', label: t('Line'), type: 'text', required: true, localized: true }],
    },
    {
      name: 'contact',
      label: t('Contact'),
      type: 'group',
      fields: [
        { name: 'email', label: t('Email'), type: 'email' },
        { name: 'phone', label: t('Phone'), type: 'text' },
        { name: 'address', label: t('Address'), type: 'textarea', localized: true },
      ],
    },
    {
      name: 'social',
      label: t('Social links'),
      labels: labels('Social link', 'Social links'),
      type: 'array',
      fields: [
        { name: 'platform', label: t('Platform'), type: 'text', required: true },
        urlField('url', { required: true, label: t('Link') }),
      ],
    },
  ],
}
