import pg from 'pg'
import type { Payload } from 'payload'
import { describe, expect, inject, it } from 'vitest'

import { runDueJobs } from '@/cms/jobs'
import { ADVISORY_LOCKS } from '@/data/advisory-lock'
import { END_DATE_QUEUE, SCHEDULED_COLLECTIONS } from '@/domain/scheduled-publishing'

import { testPayload, userWithRole } from './payload'

/** Issue 22, point 3: scheduled publishing through Payload's jobs queue, run by the app, once. */

const HOUR = 60 * 60 * 1000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const until = (ms: number) => sleep(Math.max(0, ms - Date.now()) + 50)

async function ramsey(payload: Payload) {
  return (await payload.find({ collection: 'towns', where: { slug: { equals: 'ramsey' } } })).docs[0]
}

async function draftNotice(payload: Payload, title: string, endDate?: Date) {
  const town = await ramsey(payload)
  return payload.create({
    collection: 'notices',
    draft: true,
    data: {
      title,
      body: `${title}: details`,
      towns: [town.id],
      startDate: new Date(Date.now() - HOUR).toISOString(),
      endDate: endDate?.toISOString(),
      _status: 'draft',
    },
  })
}

/** As the admin's "Schedule publish" queues it (@payloadcms/ui schedulePublishHandler). */
async function schedule(payload: Payload, id: number, type: 'publish' | 'unpublish', at: Date, user?: { id: number }) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: at,
    input: {
      type,
      doc: { relationTo: 'notices', value: String(id) },
      ...(user ? { user: { relationTo: 'users', value: user.id } } : {}),
    } as never,
  })
}

/** What a visitor's read sees: the published version or nothing. */
async function publicNotice(payload: Payload, id: number) {
  const { docs } = await payload.find({ collection: 'notices', where: { id: { equals: id } }, overrideAccess: false })
  return docs[0] ?? null
}

const publishedVersions = async (payload: Payload, id: number) =>
  (
    await payload.countVersions({
      collection: 'notices',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] },
    })
  ).totalDocs

/** Build-id bumps the publishing pipeline (revalidateAfterChange → publishChange) made for a notice. */
async function bumpsFor(payload: Payload, id: number) {
  const state = await payload.findGlobal({ slug: 'build-state', overrideAccess: true })
  return (state.history as { reason: string; by: string; tags: string[] }[]).filter((b) => b.reason === `notices #${id} saved`)
}

async function pendingEndDateJobs(payload: Payload, id: number) {
  const { docs } = await payload.db.find<{ id: number; waitUntil: string; input: { type: string } }>({
    collection: 'payload-jobs',
    where: {
      and: [{ queue: { equals: END_DATE_QUEUE } }, { 'input.doc.value': { equals: String(id) } }, { completedAt: { exists: false } }],
    },
    limit: 0,
    pagination: false,
  })
  return docs
}

const succeeded = (outcome: Awaited<ReturnType<typeof runDueJobs>>, jobId: number | string) =>
  outcome.status === 'ran' && outcome.jobs[String(jobId)] === 'success'

describe('scheduled publishing', () => {
  it('is offered on notices, events and highlights, and on nothing else', async () => {
    const payload = await testPayload()
    const scheduled = payload.config.collections
      .filter(
        (c) => typeof c.versions === 'object' && c.versions && typeof c.versions.drafts === 'object' && c.versions.drafts.schedulePublish,
      )
      .map((c) => c.slug)
    expect(scheduled.sort()).toEqual([...SCHEDULED_COLLECTIONS].sort())
    // Only the app's locked runner runs the queue: Payload's REST run endpoint is closed to everyone.
    expect(await payload.config.jobs.access!.run!({ req: { user: { role: 'admin' } } as never })).toBe(false)
  })

  it('publishes a draft notice at its time, once, through the same pipeline as a publish from the admin', async () => {
    const payload = await testPayload()
    const editor = await userWithRole(payload, 'editor')
    const notice = await draftNotice(payload, 'Road closure, Great Whyte', new Date(Date.now() + HOUR))
    const at = new Date(Date.now() + 1500)
    const job = await schedule(payload, notice.id, 'publish', at, editor)

    // Not yet due: nothing happens.
    expect(succeeded(await runDueJobs(payload), job.id)).toBe(false)
    expect(await publicNotice(payload, notice.id)).toBeNull()

    await until(at.getTime())
    expect(succeeded(await runDueJobs(payload), job.id)).toBe(true)
    expect((await publicNotice(payload, notice.id))?.title).toBe('Road closure, Great Whyte')
    expect(await publishedVersions(payload, notice.id)).toBe(1)
    // afterChange ran as for a manual publish: the town's notices tag, a new build id, credited to the editor who scheduled it.
    const bumps = await bumpsFor(payload, notice.id)
    expect(bumps).toHaveLength(1)
    expect(bumps[0]).toMatchObject({ tags: ['notices:ramsey'], by: editor.email })
    // …and its end date, published with it, now waits in the queue.
    expect((await pendingEndDateJobs(payload, notice.id)).map((j) => j.input.type)).toEqual(['unpublish'])

    // Run again: done jobs stay done.
    expect(succeeded(await runDueJobs(payload), job.id)).toBe(false)
    expect(await publishedVersions(payload, notice.id)).toBe(1)
  })

  it('publishes once when several instances run the queue at the same moment', async () => {
    const payload = await testPayload()
    const notices = await Promise.all([1, 2, 3, 4].map((n) => draftNotice(payload, `Scheduled notice ${n}`)))
    const jobs = await Promise.all(notices.map((n) => schedule(payload, n.id, 'publish', new Date(Date.now() - 1000))))

    // Three runners at once, each with its own lock connection as separate instances have.
    const outcomes = await Promise.all([runDueJobs(payload), runDueJobs(payload), runDueJobs(payload)])
    for (const job of jobs) expect(outcomes.filter((o) => succeeded(o, job.id))).toHaveLength(1)
    expect(outcomes.filter((o) => o.status === 'busy').length).toBeGreaterThanOrEqual(1)
    for (const notice of notices) {
      expect(await publishedVersions(payload, notice.id)).toBe(1)
      expect(await bumpsFor(payload, notice.id)).toHaveLength(1)
    }
  })

  it('skips the run while another instance holds the queue, and runs what is left next time', async () => {
    const payload = await testPayload()
    const notice = await draftNotice(payload, 'Held back by another instance')
    const job = await schedule(payload, notice.id, 'publish', new Date(Date.now() - 1000))
    const other = new pg.Client({ connectionString: inject('databaseUrl') })
    await other.connect()
    try {
      await other.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.jobsQueue])
      expect(await runDueJobs(payload)).toEqual({ status: 'busy' })
      expect(await publicNotice(payload, notice.id)).toBeNull()
    } finally {
      await other.end()
    }
    expect(succeeded(await runDueJobs(payload), job.id)).toBe(true)
    expect(await publishedVersions(payload, notice.id)).toBe(1)
  })

  it('runs again a job whose instance stopped in the middle of it', async () => {
    const payload = await testPayload()
    const notice = await draftNotice(payload, 'Interrupted publish')
    const job = await schedule(payload, notice.id, 'publish', new Date(Date.now() - 1000))
    // Claimed, then the process died: `processing` stays set and Payload alone would never run it.
    await payload.db.updateJobs({ id: job.id, data: { processing: true }, req: {} })
    const outcome = await runDueJobs(payload)
    expect(outcome).toMatchObject({ status: 'ran', released: 1 })
    expect(succeeded(outcome, job.id)).toBe(true)
    expect((await publicNotice(payload, notice.id))?.id).toBe(notice.id)
  })
})

describe('a notice’s end date', () => {
  it('unpublishes the notice then, through the publishing pipeline', async () => {
    const payload = await testPayload()
    const notice = await draftNotice(payload, 'Market moved for one day', new Date(Date.now() + HOUR))
    await payload.update({ collection: 'notices', id: notice.id, data: { _status: 'published' } })
    const [first] = await pendingEndDateJobs(payload, notice.id)
    expect(first).toMatchObject({ input: { type: 'unpublish' } })
    expect(new Date(first.waitUntil).getTime()).toBe(new Date(notice.endDate!).getTime())

    // A draft with another end changes nothing yet; publishing it moves the unpublish.
    const end = new Date(Date.now() + 1500)
    await payload.update({ collection: 'notices', id: notice.id, draft: true, data: { endDate: end.toISOString() } })
    expect((await pendingEndDateJobs(payload, notice.id)).map((j) => j.id)).toEqual([first.id])
    await payload.update({ collection: 'notices', id: notice.id, data: { _status: 'published' } })
    const moved = await pendingEndDateJobs(payload, notice.id)
    expect(moved).toHaveLength(1)
    expect(new Date(moved[0].waitUntil).getTime()).toBe(end.getTime())

    const bumpsBefore = (await bumpsFor(payload, notice.id)).length
    await until(end.getTime())
    expect(succeeded(await runDueJobs(payload), moved[0].id)).toBe(true)
    expect(await publicNotice(payload, notice.id)).toBeNull()
    expect((await payload.findByID({ collection: 'notices', id: notice.id }))._status).toBe('draft')
    expect(await bumpsFor(payload, notice.id)).toHaveLength(bumpsBefore + 1)
    expect(await pendingEndDateJobs(payload, notice.id)).toEqual([])
  })

  it('is forgotten when the notice is unpublished by hand, loses its end, or ends in the past', async () => {
    const payload = await testPayload()
    const inAnHour = new Date(Date.now() + HOUR)
    const unpublished = await draftNotice(payload, 'Unpublished by hand', inAnHour)
    await payload.update({ collection: 'notices', id: unpublished.id, data: { _status: 'published' } })
    expect(await pendingEndDateJobs(payload, unpublished.id)).toHaveLength(1)
    await payload.update({ collection: 'notices', id: unpublished.id, data: { _status: 'draft' } })
    expect(await pendingEndDateJobs(payload, unpublished.id)).toEqual([])

    const endless = await draftNotice(payload, 'End removed', inAnHour)
    await payload.update({ collection: 'notices', id: endless.id, data: { _status: 'published' } })
    await payload.update({ collection: 'notices', id: endless.id, data: { endDate: null, _status: 'published' } })
    expect(await pendingEndDateJobs(payload, endless.id)).toEqual([])

    const ended = await draftNotice(payload, 'Already over', new Date(Date.now() - 60_000))
    await payload.update({ collection: 'notices', id: ended.id, data: { _status: 'published' } })
    expect(await pendingEndDateJobs(payload, ended.id)).toEqual([])
  })

  it('leaves an unpublish an editor scheduled alone', async () => {
    const payload = await testPayload()
    const notice = await draftNotice(payload, 'Editor’s own unpublish', new Date(Date.now() + HOUR))
    await payload.update({ collection: 'notices', id: notice.id, data: { _status: 'published' } })
    const own = await schedule(payload, notice.id, 'unpublish', new Date(Date.now() + 2 * HOUR))
    await payload.update({ collection: 'notices', id: notice.id, data: { endDate: null, _status: 'published' } })
    const { docs } = await payload.db.find<{ id: number }>({
      collection: 'payload-jobs',
      where: { and: [{ 'input.doc.value': { equals: String(notice.id) } }, { completedAt: { exists: false } }] },
    })
    expect(docs.map((d) => d.id)).toEqual([own.id])
  })

  it('goes, with every scheduled change, when the notice is deleted', async () => {
    const payload = await testPayload()
    const notice = await draftNotice(payload, 'Deleted before its end', new Date(Date.now() + HOUR))
    await payload.update({ collection: 'notices', id: notice.id, data: { _status: 'published' } })
    await schedule(payload, notice.id, 'unpublish', new Date(Date.now() + 2 * HOUR))
    const pending = () =>
      payload.db.find({
        collection: 'payload-jobs',
        where: { 'input.doc.value': { equals: String(notice.id) } },
        limit: 0,
        pagination: false,
      })
    expect((await pending()).docs).toHaveLength(2)
    await payload.delete({ collection: 'notices', id: notice.id })
    expect((await pending()).docs).toEqual([])
  })
})
