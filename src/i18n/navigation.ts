export { Link } from './IntentLink'
export { getPathname, redirect, usePathname, useRouter } from './locale-navigation'
