import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "highlights" ADD COLUMN "tour_id" integer;
  ALTER TABLE "_highlights_v" ADD COLUMN "version_tour_id" integer;
  ALTER TABLE "highlights" ADD CONSTRAINT "highlights_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_highlights_v" ADD CONSTRAINT "_highlights_v_version_tour_id_tours_id_fk" FOREIGN KEY ("version_tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "highlights_tour_idx" ON "highlights" USING btree ("tour_id");
  CREATE INDEX "_highlights_v_version_version_tour_idx" ON "_highlights_v" USING btree ("version_tour_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "highlights" DROP CONSTRAINT "highlights_tour_id_tours_id_fk";
  
  ALTER TABLE "_highlights_v" DROP CONSTRAINT "_highlights_v_version_tour_id_tours_id_fk";
  
  DROP INDEX "highlights_tour_idx";
  DROP INDEX "_highlights_v_version_version_tour_idx";
  ALTER TABLE "highlights" DROP COLUMN "tour_id";
  ALTER TABLE "_highlights_v" DROP COLUMN "version_tour_id";`)
}
