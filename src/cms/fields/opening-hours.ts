import { type FieldHook, type TextField, type TextFieldSingleValidation, ValidationError } from 'payload'

import { openingHoursProblem } from '@/domain/opening-hours-check'

import { t } from './labels'

/**
 * Issue 22 (4): opening hours the pages could not read (src/domain/opening-hours.ts) would silently
 * take "open now" off the place, so they are refused on every save, saying where and how to write
 * them in the editor's admin language; empty is fine (hours only where a source gives them). Under
 * the field, the editor sees as they type what visitors will see (cms/admin/OpeningHoursPreview).
 */
const validate: TextFieldSingleValidation = (value, { req }) => openingHoursProblem(value, req?.i18n?.language) ?? true

/**
 * Payload checks a draft only when it is published (its `validate` is skipped on "Save draft"), so a
 * draft is checked here: a bad value must not wait in a draft for whoever publishes it.
 */
const refuseInDraft: FieldHook = ({ value, data, path, field, collection, req }) => {
  if (data?._status !== 'draft') return value
  const message = openingHoursProblem(typeof value === 'string' ? value : null, req.i18n?.language)
  if (message)
    throw new ValidationError({
      collection: collection?.slug,
      errors: [{ path: path.join('.'), label: ('label' in field && field.label) || undefined, message }],
      req,
    })
  return value
}

export function openingHoursField(name = 'openingHours'): TextField {
  return {
    name,
    label: t('Opening hours'),
    type: 'text',
    validate,
    hooks: { beforeChange: [refuseInDraft] },
    admin: {
      description: t(
        'OpenStreetMap opening_hours syntax, e.g. “Mo-Sa 10:00-17:00; Su off”. Leave it empty unless a source gives the hours.',
      ),
      components: { Description: '/cms/admin/OpeningHoursPreview#OpeningHoursPreview' },
    },
  }
}
