import Link from 'next/link'
import type { ServerProps } from 'payload'

/**
 * Above every admin page while the signed-in account still has a generated password
 * (users.mustChangePassword, set by the first-admin seed). The flag is read here with full access
 * because editors may not read it themselves.
 */
export async function MustChangePasswordBanner({ payload, user }: ServerProps) {
  if (!user || !payload) return null
  const account = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!account?.mustChangePassword) return null
  return (
    <div
      role="alert"
      style={{
        padding: '12px 24px',
        background: 'var(--theme-warning-100, #fff3cd)',
        color: 'var(--theme-warning-900, #4d3800)',
        borderBottom: '1px solid var(--theme-warning-500, #e0a800)',
      }}
    >
      <strong>Your password was generated for you.</strong> Choose your own now:{' '}
      <Link href="/admin/account" style={{ color: 'inherit', textDecoration: 'underline' }}>
        open your account page
      </Link>{' '}
      and set a new password of at least 12 characters.
    </div>
  )
}
