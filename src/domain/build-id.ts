/** One entry of the publishing history shown in /admin/cache and served by /builds/meta/{id}.json. */
export type BuildRecord = {
  id: string
  timestamp: number
  by: string
  reason: string
  tags: string[]
}

/** How many past builds keep their manifest and appear in the cache admin. */
export const BUILD_HISTORY_LIMIT = 20

/** A short, URL-safe, time-ordered id: base-36 milliseconds plus randomness. */
export function newBuildId(now: number, random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')
  return `${now.toString(36)}${suffix}`
}

/** Adds a build to the front of the history, keeping the newest BUILD_HISTORY_LIMIT. */
export function pushBuild(history: BuildRecord[] | null | undefined, record: BuildRecord): BuildRecord[] {
  return [record, ...(history ?? []).filter((r) => r.id !== record.id)].slice(0, BUILD_HISTORY_LIMIT)
}

/** The id clients compare: the deployment's and the content's together, so either change reloads them. */
export function combinedBuildId(deploymentId: string, contentId: string | null | undefined): string {
  return contentId ? `${deploymentId}-${contentId}` : deploymentId
}

/** Splits `{id}.json` from /builds/meta/; null for anything else. */
export function parseMetaFileName(file: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,128})\.json$/.exec(file)
  return match ? match[1] : null
}
