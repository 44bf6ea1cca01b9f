import type { Field } from 'payload'

import { TOWN_ZOOM } from '@/domain/catalogue'
import { atcoProblem, BUS_STOPS_MAX, normaliseAtco } from '@/domain/gtfs'

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

/**
 * The bus stops whose departures the town's kiosks, screens and page show (issue 23): NaPTAN ATCO
 * codes, as the bus timetable (GTFS, BUS_GTFS_URL) names its stops. The daily import keeps the
 * timetable of these stops only, so a stop added here shows departures after the next import
 * (Admin: POST /api/departures/bus/import runs one now).
 */
const busStops: Field = {
  name: 'busStops',
  type: 'array',
  labels: { singular: 'Bus stop', plural: 'Bus stops' },
  maxRows: BUS_STOPS_MAX,
  admin: {
    description:
      'NaPTAN stops whose next buses the kiosks, screens and town page show. Each is a NaPTAN ATCO code (the national list of stops); departures appear after the next timetable import (within the hour).',
    initCollapsed: true,
  },
  validate: (value: unknown) => {
    const codes = Array.isArray(value) ? value.map((row) => (typeof row?.atco === 'string' ? normaliseAtco(row.atco) : '')) : []
    const twice = codes.find((code, index) => code && codes.indexOf(code) !== index)
    return twice ? `${twice} is listed twice: name each stop once.` : true
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'atco',
          label: 'ATCO code',
          type: 'text',
          required: true,
          admin: { description: 'e.g. 0500HSTIV002 (3-digit area, 0, up to 8 letters or digits)' },
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseAtco(value) : value)] },
          validate: (value: unknown) => atcoProblem(value) ?? true,
        },
        {
          name: 'label',
          type: 'text',
          maxLength: 80,
          admin: { description: 'Shown instead of the timetable’s stop name, e.g. “Bus station, stand B”' },
        },
      ],
    },
  ],
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
    busStops,
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
