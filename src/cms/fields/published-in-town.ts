import type { FilterOptions, Where } from 'payload'

/**
 * A relationship's choices in the admin: the published documents of the town being edited (a
 * tour's stops among its town's places, a highlight's tour among its town's tours); none until a
 * town is chosen.
 */
export const publishedInTown: FilterOptions = ({ data }): Where | boolean =>
  data?.town ? { and: [{ town: { equals: data.town } }, { _status: { equals: 'published' } }] } : false
