import * as z from './zod'

/** Limits of the contact form, shared by the browser and the server so both say the same thing. */
export const CONTACT_LIMITS = { name: 120, email: 254, subject: 200, messageMin: 10, message: 5000 } as const

/** Each rule carries the message key (namespace Contact) shown to the visitor when it fails. */
export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'errorName'), z.maxLength(CONTACT_LIMITS.name, 'errorName')),
  email: z.pipe(z.string().check(z.trim(), z.maxLength(CONTACT_LIMITS.email, 'errorEmail')), z.email('errorEmail')),
  subject: z.string().check(z.trim(), z.minLength(1, 'errorSubject'), z.maxLength(CONTACT_LIMITS.subject, 'errorSubject')),
  message: z
    .string()
    .check(z.trim(), z.minLength(CONTACT_LIMITS.messageMin, 'errorMessage'), z.maxLength(CONTACT_LIMITS.message, 'errorMessage')),
})

export type ContactInput = z.infer<typeof contactSchema>
export type ContactField = keyof ContactInput
export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'subject', 'message']

/** Field → message key of its first problem; empty when the input is valid. */
export function contactErrors(input: unknown): Partial<Record<ContactField, string>> {
  const result = contactSchema.safeParse(input)
  if (result.success) return {}
  const errors: Partial<Record<ContactField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * A form field no person sees or fills: a value in it marks a bot, whose post is answered as if it
 * were stored and then dropped, so the bot learns nothing (issue 28).
 */
export const CONTACT_HONEYPOT = 'website'
