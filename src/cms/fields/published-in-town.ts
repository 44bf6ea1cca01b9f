import type { Field, FilterOptions, Where } from 'payload'

import { t } from './labels'

/**
 * A relationship's choices in the admin: the published documents of the town being edited (a
 * tour's stops among its town's places, a highlight's tour among its town's tours); none until a
 * town is chosen.
 */
export const publishedInTown: FilterOptions = ({ data }): Where | boolean =>
  data?.town ? { and: [{ town: { equals: data.town } }, { _status: { equals: 'published' } }] } : false

/** The town a place, event, highlight or tour belongs to: in the sidebar, required, indexed (town pages read by it). */
export const townField: Field = {
  name: 'town',
  label: t('Town'),
  type: 'relationship',
  relationTo: 'towns',
  required: true,
  index: true,
  admin: { position: 'sidebar' },
}
