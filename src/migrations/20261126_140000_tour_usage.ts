import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// usage_events is a plain table (not a Payload collection), so this migration is written by hand:
// tour_stop events (issue 20) carry the number of the stop reached.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "usage_events" ADD COLUMN IF NOT EXISTS "stop" integer;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "usage_events" DROP COLUMN IF EXISTS "stop";`)
}
