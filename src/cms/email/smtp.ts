import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/** Who the guide's emails (password reset links) come from, unless EMAIL_FROM says otherwise. */
const DEFAULT_FROM = { name: 'Town Guide', address: 'no-reply@localhost' }

/** `Name <address>` or a bare address, as EMAIL_FROM is written. */
function parseFrom(value: string | undefined): { name: string; address: string } {
  const match = /^\s*(?:"?([^"<]*?)"?\s*)?<([^>\s]+@[^>\s]+)>\s*$/.exec(value ?? '') ?? /^\s*()([^\s<>]+@[^\s<>]+)\s*$/.exec(value ?? '')
  if (!match) return DEFAULT_FROM
  return { name: match[1]?.trim() || DEFAULT_FROM.name, address: match[2] }
}

/**
 * Payload's email through an SMTP server named by SMTP_URL (`smtp://user:pass@host:587`,
 * `smtps://…` for TLS from the start), with nodemailer. Payload sends the password reset link
 * with it; without SMTP_URL there is no email, and the admin's sign-in page says how else to
 * reset a password (src/cms/admin/PasswordResetNote.tsx).
 */
export function smtpEmail(smtpUrl: string, from = parseFrom(process.env.EMAIL_FROM)): EmailAdapter {
  const transport = nodemailer.createTransport(smtpUrl)
  return () => ({
    name: 'smtp',
    defaultFromName: from.name,
    defaultFromAddress: from.address,
    sendEmail: async (message) => transport.sendMail({ from: { name: from.name, address: from.address }, ...message }),
  })
}

/** Whether Payload has a way to send email here (SMTP_URL). */
export const isEmailConfigured = () => Boolean(process.env.SMTP_URL?.trim())
