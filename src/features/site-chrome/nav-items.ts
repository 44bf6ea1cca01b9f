/** The hamburger menu of the spec: Home, Explore, Towns, About, Contact. */
export const NAV_ITEMS = [
  { key: 'home', href: '/' },
  { key: 'explore', href: '/explore' },
  { key: 'about', href: '/about' },
  { key: 'contact', href: '/contact' },
] as const
