import { getTranslation } from '@payloadcms/translations'
import type { Field, PayloadRequest } from 'payload'

import { TOWN_ZOOM } from '@/domain/catalogue'
import { atcoProblem, BUS_STOPS_MAX, normaliseAtco } from '@/domain/gtfs'

import { positionFields } from '../fields/coordinates'
import { type English, labels, t } from '../fields/labels'
import { slugField } from '../fields/slug'
import { previewAdmin } from '../preview'
import { siteStructure } from './kinds'

function kioskSite(name: 'kioskA' | 'kioskB', label: English): Field {
  return {
    name,
    label: t(label),
    type: 'group',
    fields: [
      { name: 'name', label: t('Name'), type: 'text', required: true },
      { name: 'postcode', label: t('Postcode'), type: 'text' },
      ...positionFields({ town: 'self' }),
      {
        name: 'facing',
        label: t('Facing'),
        type: 'group',
        admin: { description: t('Which way the kiosk screen faces: map bearing and pitch in degrees (0 = unknown/north).') },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'bearing', label: t('Bearing'), type: 'number', defaultValue: 0, min: 0, max: 360 },
              { name: 'pitch', label: t('Pitch'), type: 'number', defaultValue: 0, min: 0, max: 85 },
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
  label: t('Bus stops'),
  labels: labels('Bus stop', 'Bus stops'),
  maxRows: BUS_STOPS_MAX,
  admin: {
    description: t(
      'NaPTAN stops whose next buses the kiosks, screens and town page show. Each is a NaPTAN ATCO code (the national list of stops); departures appear after the next timetable import (within the hour).',
    ),
    initCollapsed: true,
  },
  validate: (value: unknown, { req }: { req: PayloadRequest }) => {
    const codes = Array.isArray(value) ? value.map((row) => (typeof row?.atco === 'string' ? normaliseAtco(row.atco) : '')) : []
    const twice = codes.find((code, index) => code && codes.indexOf(code) !== index)
    return twice ? getTranslation(t('{code} is listed twice: name each stop once.', { code: twice }), req.i18n) : true
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'atco',
          label: t('ATCO code'),
          type: 'text',
          required: true,
          admin: { description: t('e.g. 0500HSTIV002 (3-digit area, 0, up to 8 letters or digits)') },
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseAtco(value) : value)] },
          validate: (value: unknown) => atcoProblem(value) ?? true,
        },
        {
          name: 'label',
          label: t('Label'),
          type: 'text',
          maxLength: 80,
          admin: { description: t('Shown instead of the timetable’s stop name, e.g. “Bus station, stand B”') },
        },
      ],
    },
  ],
}

export const Towns = siteStructure({
  slug: 'towns',
  labels: labels('Town', 'Towns'),
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'placeCount'],
    group: t('Places'),
    ...previewAdmin('towns', { live: true }),
  },
  defaultSort: 'name',
  fields: [
    { name: 'name', label: t('Name'), type: 'text', required: true },
    slugField({ description: t('Used in URLs, e.g. st-ives') }),
    {
      name: 'dbKey',
      label: t('Database key'),
      type: 'text',
      required: true,
      unique: true,
      admin: { description: t('Key used by the public APIs, e.g. stIves') },
    },
    {
      name: 'crs',
      label: t('Station code'),
      type: 'text',
      admin: { description: t('National Rail station code, if the town has a station') },
    },
    busStops,
    { name: 'tagline', label: t('Tagline'), type: 'text', localized: true },
    { name: 'description', label: t('Description'), type: 'textarea', required: true, localized: true },
    { name: 'image', label: t('Image'), type: 'upload', relationTo: 'media' },
    {
      name: 'placeCount',
      label: t('Number of places'),
      type: 'number',
      defaultValue: 0,
      admin: { readOnly: true, description: t('Counted from published places; updated automatically.') },
    },
    {
      name: 'logos',
      label: t('Logos'),
      labels: labels('Logo', 'Logos'),
      type: 'array',
      fields: [
        { name: 'logo', label: t('Logo'), type: 'upload', relationTo: 'media', required: true },
        { name: 'label', label: t('Label'), type: 'text' },
      ],
    },
    {
      name: 'location',
      type: 'group',
      label: t('Map camera'),
      fields: [
        ...positionFields({ town: 'self' }),
        {
          type: 'row',
          fields: [
            { name: 'zoom', label: t('Zoom'), type: 'number', defaultValue: TOWN_ZOOM.zoom, min: 0, max: 22 },
            { name: 'minZoom', label: t('Minimum zoom'), type: 'number', defaultValue: TOWN_ZOOM.minZoom, min: 0, max: 22 },
            { name: 'maxZoom', label: t('Maximum zoom'), type: 'number', defaultValue: TOWN_ZOOM.maxZoom, min: 0, max: 22 },
          ],
        },
        {
          name: 'maxBounds',
          label: t('Map bounds'),
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'west', label: t('West'), type: 'number', required: true },
                { name: 'south', label: t('South'), type: 'number', required: true },
                { name: 'east', label: t('East'), type: 'number', required: true },
                { name: 'north', label: t('North'), type: 'number', required: true },
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
