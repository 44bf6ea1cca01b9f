import type { TextField } from 'payload'

import { isSafeWebUrl } from '@/domain/urls'

/** A web address that pages link to: only http(s), so a stored value can never run script. */
export function urlField(name: string, { required = false, label }: { required?: boolean; label?: TextField['label'] } = {}): TextField {
  return {
    name,
    label,
    type: 'text',
    required,
    validate: (value: unknown) => ((!required && !value) || isSafeWebUrl(value) ? true : 'Use a full http:// or https:// address'),
  }
}
