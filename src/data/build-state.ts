import 'server-only'

import fs from 'node:fs'
import path from 'node:path'

import { type BuildRecord, combinedBuildId } from '@/domain/build-id'
import { BUILD_ID_FRESH_WAIT_MS } from '@/domain/database-timeouts'

import { payloadClient } from './payload'

let deploymentId: string | undefined

/** The id of the deployed Next build (its BUILD_ID file); changes with every deploy. */
function getDeploymentId(): string {
  if (!deploymentId) {
    try {
      const dir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next')
      deploymentId = fs.readFileSync(path.join(dir, 'BUILD_ID'), 'utf8').trim()
    } catch {
      deploymentId = 'development'
    }
  }
  return deploymentId
}

type LatestBuild = { id: string; timestamp: number; history: { id: string; record: BuildRecord }[] }

let lastKnown: LatestBuild | undefined
let reading: Promise<LatestBuild> | undefined

async function readLatestBuild(): Promise<LatestBuild> {
  const payload = await payloadClient()
  const state = await payload.findGlobal({ slug: 'build-state', overrideAccess: true, depth: 0 })
  const history = (state.history as BuildRecord[] | null) ?? []
  lastKnown = {
    id: combinedBuildId(getDeploymentId(), state.buildId),
    timestamp: state.changedAt ? Date.parse(state.changedAt) : 0,
    history: history.map((record) => ({ id: combinedBuildId(getDeploymentId(), record.id), record })),
  }
  return lastKnown
}

/**
 * The build every client should be on: deployment and content together. Read fresh from Postgres
 * (instances must agree), one read at a time; when the database is slow or gone, the last answer
 * known stands after BUILD_ID_FRESH_WAIT_MS, so polling phones and kiosks never hold a socket.
 */
export async function getLatestBuild(): Promise<LatestBuild> {
  reading ??= readLatestBuild().finally(() => (reading = undefined))
  if (!lastKnown) return reading
  const fallback = lastKnown
  const late = new Promise<LatestBuild>((resolve) => setTimeout(() => resolve(lastKnown ?? fallback), BUILD_ID_FRESH_WAIT_MS))
  return Promise.race([reading.catch(() => lastKnown ?? fallback), late])
}
