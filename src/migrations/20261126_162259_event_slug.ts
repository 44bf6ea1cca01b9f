import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { eventSlug } from '../domain/events'

/**
 * Issue 25: events get an address of their own. Events saved before this have their slug made as
 * the Events collection makes it (English title and London date; "-2"… on a clash), in the main
 * table and in each of their versions, before the unique index is built.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "slug" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_slug" varchar;`)
  const { rows } = await db.execute(sql`
    SELECT e.id, e.start, coalesce(en.title, any_title.title) AS title
    FROM events e
    LEFT JOIN events_locales en ON en._parent_id = e.id AND en._locale = 'en'
    LEFT JOIN LATERAL (SELECT title FROM events_locales l WHERE l._parent_id = e.id AND l.title IS NOT NULL LIMIT 1) any_title ON true
    ORDER BY e.id`)
  const taken = new Set<string>()
  for (const row of rows as { id: number; start: string | Date; title: string | null }[]) {
    const base = eventSlug(row.title ?? 'event', new Date(row.start).toISOString())
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    await db.execute(sql`UPDATE events SET slug = ${slug} WHERE id = ${row.id}`)
    await db.execute(sql`UPDATE _events_v SET version_slug = ${slug} WHERE parent_id = ${row.id}`)
  }
  await db.execute(sql`
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "events_slug_idx";
  DROP INDEX "_events_v_version_version_slug_idx";
  ALTER TABLE "events" DROP COLUMN "slug";
  ALTER TABLE "_events_v" DROP COLUMN "version_slug";`)
}
