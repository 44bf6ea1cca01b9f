import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

// Pages import these through ./navigation, whose Link prefetches on intent.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing)
