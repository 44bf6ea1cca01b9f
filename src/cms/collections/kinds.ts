import type { CollectionConfig, Field } from 'payload'

import type { TownScopedCollection } from '@/data/tags'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { isEditorOrAdmin } from '../access/isEditorOrAdmin'
import { publishedOrStaff } from '../access/publishedOrStaff'
import { missingTranslationsField, trackMissingTranslations } from '../fields/translations'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { previewAdmin } from '../preview'
import { forgetScheduledChanges, unpublishAtEndDate } from '../hooks/scheduledChanges'

/** Content every page may show whatever the town: anyone reads it, staff write it, and every change regenerates its pages. */
export function siteWideContent({ access, ...config }: Omit<CollectionConfig, 'hooks'>): CollectionConfig {
  return {
    ...config,
    access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin, ...access },
    hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  }
}

/** What the site is built around (its towns and the categories of its map): editors correct it, only admins add or remove it. */
export const siteStructure = (config: Omit<CollectionConfig, 'hooks' | 'access'>) =>
  siteWideContent({ ...config, access: { create: isAdmin, delete: isAdmin } })

/**
 * A town's drafted, translated content (the town-scoped collections of src/data/tags.ts): visitors
 * read only the published version, editors write drafts, a publish regenerates that town's pages,
 * and editors see which of the `translated` fields still lack a language. `hooks` run before the
 * regeneration, so it sees what they changed. With `schedulePublish`, editors can also publish or
 * unpublish a draft at a set time (issue 22); `unpublishAt` names a date field at which the
 * published version goes off the site by itself (src/cms/jobs.ts runs both).
 */
export function townContent({
  slug,
  translated,
  hooks,
  fields,
  schedulePublish,
  ...config
}: Omit<CollectionConfig, 'slug' | 'hooks'> & {
  slug: TownScopedCollection
  translated: string[]
  hooks?: Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete' | 'beforeDelete'>
  schedulePublish?: true | { unpublishAt: string }
}): CollectionConfig {
  const unpublishAt = typeof schedulePublish === 'object' ? [unpublishAtEndDate(schedulePublish.unpublishAt)] : []
  return {
    slug,
    ...config,
    admin: { ...previewAdmin(slug), ...config.admin },
    access: { read: publishedOrStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
    // The schedule's time picker on a 24-hour clock, as times are written in the UK.
    versions: { drafts: schedulePublish ? { schedulePublish: { timeFormat: 'HH:mm' } } : true, maxPerDoc: 20 },
    hooks: {
      beforeChange: [trackMissingTranslations(translated)],
      beforeDelete: hooks?.beforeDelete ?? [],
      afterChange: [...(hooks?.afterChange ?? []), ...unpublishAt, revalidateAfterChange],
      afterDelete: [...(hooks?.afterDelete ?? []), ...(schedulePublish ? [forgetScheduledChanges] : []), revalidateAfterDelete],
    },
    fields: [...fields, missingTranslationsField()],
  }
}

/**
 * What visitors' devices send (spec §7): written only by its ingest route, once per client id, and
 * shown to staff read-only, who may only mark it handled. `fields` are what the visitor sent.
 */
export function visitorReports({ fields, ...config }: Omit<CollectionConfig, 'access' | 'defaultSort'>): CollectionConfig {
  const readOnly = (field: Field) => ({ ...field, admin: { ...field.admin, readOnly: true } }) as Field
  return {
    ...config,
    admin: { group: 'Visitors', ...config.admin },
    access: { create: () => false, read: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
    defaultSort: '-createdAt',
    fields: [
      { name: 'clientId', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
      ...fields.map(readOnly),
      { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'handled', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    ],
  }
}
