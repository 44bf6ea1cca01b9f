import type { Field, NumberField, UIField } from 'payload'

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
const pointFields = (): NumberField[] => [coordinate('longitude', 180), coordinate('latitude', 90)]

/**
 * A position: its two numbers, and under them the map that places them (cms/admin/map-picker). The
 * town whose bounds and places the map shows is a document's `town`, or the town being edited.
 */
export function positionFields(options: { town: { field: string } | 'self'; confidenceField?: string }): Field[] {
  const picker: UIField = {
    name: 'positionOnMap',
    type: 'ui',
    custom: options,
    admin: { components: { Field: '/cms/admin/map-picker/PositionField#PositionField' } },
  }
  return [{ type: 'row', fields: pointFields() }, picker]
}
