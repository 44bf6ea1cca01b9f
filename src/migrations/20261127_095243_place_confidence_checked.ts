import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Issue 22: a place's position an editor has placed on the admin's map is `checked`.
  await db.execute(sql`
   ALTER TYPE "public"."enum_places_confidence" ADD VALUE 'checked' BEFORE 'high';
  ALTER TYPE "public"."enum__places_v_version_confidence" ADD VALUE 'checked' BEFORE 'high';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "places" ALTER COLUMN "confidence" SET DATA TYPE text;
  UPDATE "places" SET "confidence" = 'high' WHERE "confidence" = 'checked';
  DROP TYPE "public"."enum_places_confidence";
  CREATE TYPE "public"."enum_places_confidence" AS ENUM('high', 'medium', 'low');
  ALTER TABLE "places" ALTER COLUMN "confidence" SET DATA TYPE "public"."enum_places_confidence" USING "confidence"::"public"."enum_places_confidence";
  ALTER TABLE "_places_v" ALTER COLUMN "version_confidence" SET DATA TYPE text;
  UPDATE "_places_v" SET "version_confidence" = 'high' WHERE "version_confidence" = 'checked';
  DROP TYPE "public"."enum__places_v_version_confidence";
  CREATE TYPE "public"."enum__places_v_version_confidence" AS ENUM('high', 'medium', 'low');
  ALTER TABLE "_places_v" ALTER COLUMN "version_confidence" SET DATA TYPE "public"."enum__places_v_version_confidence" USING "version_confidence"::"public"."enum__places_v_version_confidence";`)
}
