import { notFound } from 'next/navigation'

/** Any path no page claims: the localized 404 (not-found.tsx beside the layout). */
export default function CatchAll() {
  notFound()
}
