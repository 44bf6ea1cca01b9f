import type { Field } from 'payload'

import { TOWN_ZOOM } from '@/domain/catalogue'

import { pointFields } from '../fields/coordinates'
import { slugField } from '../fields/slug'
import { siteStructure } from './kinds'

function kioskSite(name: 'kioskA' | 'kioskB', label: string): Field {
  return {
    name,
    label,
    type: 'group',
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'postcode', type: 'text' },
      { type: 'row', fields: pointFields() },
      {
        name: 'facing',
        type: 'group',
        admin: { description: 'Which way the kiosk screen faces: map bearing and pitch in degrees (0 = unknown/north).' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'bearing', type: 'number', defaultValue: 0, min: 0, max: 360 },
              { name: 'pitch', type: 'number', defaultValue: 0, min: 0, max: 85 },
            ],
          },
        ],
      },
    ],
  }
}

export const Towns = siteStructure({
  slug: 'towns',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'placeCount'], group: 'Places' },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField({ description: 'Used in URLs, e.g. st-ives' }),
    { name: 'dbKey', type: 'text', required: true, unique: true, admin: { description: 'Key used by the public APIs, e.g. stIves' } },
    { name: 'crs', type: 'text', admin: { description: 'National Rail station code, if the town has a station' } },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'description', type: 'textarea', required: true, localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'placeCount',
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true, description: 'Counted from published places; updated automatically.' },
    },
    {
      name: 'logos',
      type: 'array',
      fields: [
        { name: 'logo', type: 'upload', relationTo: 'media', required: true },
        { name: 'label', type: 'text' },
      ],
    },
    {
      name: 'location',
      type: 'group',
      label: 'Map camera',
      fields: [
        { type: 'row', fields: pointFields() },
        {
          type: 'row',
          fields: [
            { name: 'zoom', type: 'number', defaultValue: TOWN_ZOOM.zoom, min: 0, max: 22 },
            { name: 'minZoom', type: 'number', defaultValue: TOWN_ZOOM.minZoom, min: 0, max: 22 },
            { name: 'maxZoom', type: 'number', defaultValue: TOWN_ZOOM.maxZoom, min: 0, max: 22 },
          ],
        },
        {
          name: 'maxBounds',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'west', type: 'number', required: true },
                { name: 'south', type: 'number', required: true },
                { name: 'east', type: 'number', required: true },
                { name: 'north', type: 'number', required: true },
              ],
            },
          ],
        },
      ],
    },
    kioskSite('kioskA', 'Kiosk A'),
    kioskSite('kioskB', 'Kiosk B'),
  ],
})
