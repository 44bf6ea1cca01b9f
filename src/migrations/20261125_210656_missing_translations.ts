import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_places_missing_translations" AS ENUM('es', 'fr', 'pl', 'lt', 'pt');
  CREATE TYPE "public"."enum__places_v_version_missing_translations" AS ENUM('es', 'fr', 'pl', 'lt', 'pt');
  CREATE TYPE "public"."enum_notices_missing_translations" AS ENUM('es', 'fr', 'pl', 'lt', 'pt');
  CREATE TYPE "public"."enum__notices_v_version_missing_translations" AS ENUM('es', 'fr', 'pl', 'lt', 'pt');
  CREATE TYPE "public"."enum_events_missing_translations" AS ENUM('es', 'fr', 'pl', 'lt', 'pt');
  CREATE TYPE "public"."enum__events_v_version_missing_translations" AS ENUM('es', 'fr', 'pl', 'lt', 'pt');
  CREATE TYPE "public"."enum_highlights_missing_translations" AS ENUM('es', 'fr', 'pl', 'lt', 'pt');
  CREATE TYPE "public"."enum__highlights_v_version_missing_translations" AS ENUM('es', 'fr', 'pl', 'lt', 'pt');
  CREATE TABLE "places_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_places_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_places_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__places_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "notices_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_notices_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_notices_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__notices_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "highlights_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_highlights_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_highlights_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__highlights_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "places_missing_translations" ADD CONSTRAINT "places_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_places_v_version_missing_translations" ADD CONSTRAINT "_places_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_places_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notices_missing_translations" ADD CONSTRAINT "notices_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v_version_missing_translations" ADD CONSTRAINT "_notices_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_notices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_missing_translations" ADD CONSTRAINT "events_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_missing_translations" ADD CONSTRAINT "_events_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "highlights_missing_translations" ADD CONSTRAINT "highlights_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_highlights_v_version_missing_translations" ADD CONSTRAINT "_highlights_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_highlights_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "places_missing_translations_order_idx" ON "places_missing_translations" USING btree ("order");
  CREATE INDEX "places_missing_translations_parent_idx" ON "places_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_places_v_version_missing_translations_order_idx" ON "_places_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_places_v_version_missing_translations_parent_idx" ON "_places_v_version_missing_translations" USING btree ("parent_id");
  CREATE INDEX "notices_missing_translations_order_idx" ON "notices_missing_translations" USING btree ("order");
  CREATE INDEX "notices_missing_translations_parent_idx" ON "notices_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_notices_v_version_missing_translations_order_idx" ON "_notices_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_notices_v_version_missing_translations_parent_idx" ON "_notices_v_version_missing_translations" USING btree ("parent_id");
  CREATE INDEX "events_missing_translations_order_idx" ON "events_missing_translations" USING btree ("order");
  CREATE INDEX "events_missing_translations_parent_idx" ON "events_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_missing_translations_order_idx" ON "_events_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_events_v_version_missing_translations_parent_idx" ON "_events_v_version_missing_translations" USING btree ("parent_id");
  CREATE INDEX "highlights_missing_translations_order_idx" ON "highlights_missing_translations" USING btree ("order");
  CREATE INDEX "highlights_missing_translations_parent_idx" ON "highlights_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_highlights_v_version_missing_translations_order_idx" ON "_highlights_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_highlights_v_version_missing_translations_parent_idx" ON "_highlights_v_version_missing_translations" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "places_missing_translations" CASCADE;
  DROP TABLE "_places_v_version_missing_translations" CASCADE;
  DROP TABLE "notices_missing_translations" CASCADE;
  DROP TABLE "_notices_v_version_missing_translations" CASCADE;
  DROP TABLE "events_missing_translations" CASCADE;
  DROP TABLE "_events_v_version_missing_translations" CASCADE;
  DROP TABLE "highlights_missing_translations" CASCADE;
  DROP TABLE "_highlights_v_version_missing_translations" CASCADE;
  DROP TYPE "public"."enum_places_missing_translations";
  DROP TYPE "public"."enum__places_v_version_missing_translations";
  DROP TYPE "public"."enum_notices_missing_translations";
  DROP TYPE "public"."enum__notices_v_version_missing_translations";
  DROP TYPE "public"."enum_events_missing_translations";
  DROP TYPE "public"."enum__events_v_version_missing_translations";
  DROP TYPE "public"."enum_highlights_missing_translations";
  DROP TYPE "public"."enum__highlights_v_version_missing_translations";`)
}
