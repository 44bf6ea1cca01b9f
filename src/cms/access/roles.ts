export const ROLES = ['admin', 'editor'] as const
type Role = (typeof ROLES)[number]

type UserLike = { role?: string | null } | null | undefined

export function hasRole(user: UserLike, ...roles: Role[]): boolean {
  return Boolean(user && user.role && (roles as string[]).includes(user.role))
}
