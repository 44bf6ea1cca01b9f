export const LEGAL_LINKS = [
  { key: 'accessibility', href: '/accessibility' },
  { key: 'privacy', href: '/privacy' },
  { key: 'cookies', href: '/cookies' },
  { key: 'terms', href: '/terms' },
  { key: 'sitemap', href: '/sitemap' },
] as const
