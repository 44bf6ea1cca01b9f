import { isEmailConfigured } from '../email/smtp'

/**
 * Under the admin's sign-in form when this server sends no email (no SMTP_URL): "Forgot password?"
 * would then send nothing, so say how else a password is reset. The admin is English-only, like Payload's own views.
 */
export function PasswordResetNote() {
  if (isEmailConfigured()) return null
  return (
    <p style={{ marginTop: 24, color: 'var(--theme-elevation-800)' }}>
      This server sends no email, so “Forgot password?” cannot send a reset link. An admin with access to the server sets a new password
      with <code>npm run reset-password -- you@example.com</code>, or another admin can set one on your account page.
    </p>
  )
}
