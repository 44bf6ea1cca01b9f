import type { Field } from 'payload'

/** A WGS84 point as two plain numbers (no PostGIS on our servers). */
export function pointFields(prefix = ''): Field[] {
  return [
    {
      name: `${prefix}longitude`,
      type: 'number',
      required: true,
      min: -180,
      max: 180,
      admin: { step: 0.00001, width: '50%' },
    },
    {
      name: `${prefix}latitude`,
      type: 'number',
      required: true,
      min: -90,
      max: 90,
      admin: { step: 0.00001, width: '50%' },
    },
  ]
}
