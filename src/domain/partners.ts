/** Which partners a town shows (screen mode, issue 5): its own, and those not tied to any town. */
export function partnersForTown<P extends { townSlugs: string[] }>(partners: P[], townSlug: string): P[] {
  return partners.filter((p) => p.townSlugs.length === 0 || p.townSlugs.includes(townSlug))
}
