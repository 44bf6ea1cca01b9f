import type { NumberField } from 'payload'

import { t } from './labels'

const coordinate = (name: 'longitude' | 'latitude', limit: number): NumberField => ({
  name,
  label: t(name === 'longitude' ? 'Longitude' : 'Latitude'),
  type: 'number',
  required: true,
  min: -limit,
  max: limit,
  admin: { step: 0.00001, width: '50%' },
})

/** A WGS84 point as two plain numbers (no PostGIS on our servers). */
export const pointFields = (): NumberField[] => [coordinate('longitude', 180), coordinate('latitude', 90)]
