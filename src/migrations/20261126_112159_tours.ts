import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tours_missing_translations" AS ENUM('es', 'fr', 'pl', 'lt', 'pt');
  CREATE TYPE "public"."enum_tours_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tours_v_version_missing_translations" AS ENUM('es', 'fr', 'pl', 'lt', 'pt');
  CREATE TYPE "public"."enum__tours_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tours_v_published_locale" AS ENUM('en', 'es', 'fr', 'pl', 'lt', 'pt');
  CREATE TABLE "tours_stops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"place_id" integer
  );
  
  CREATE TABLE "tours_stops_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tours_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tours_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"town_id" integer,
  	"cover_id" integer,
  	"path" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tours_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "tours_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tours_v_version_stops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"place_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tours_v_version_stops_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tours_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__tours_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_tours_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_town_id" integer,
  	"version_cover_id" integer,
  	"version_path" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tours_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__tours_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_tours_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tours_id" integer;
  ALTER TABLE "tours_stops" ADD CONSTRAINT "tours_stops_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tours_stops" ADD CONSTRAINT "tours_stops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tours_stops_locales" ADD CONSTRAINT "tours_stops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tours_stops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tours_missing_translations" ADD CONSTRAINT "tours_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tours" ADD CONSTRAINT "tours_town_id_towns_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tours" ADD CONSTRAINT "tours_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tours_locales" ADD CONSTRAINT "tours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tours_v_version_stops" ADD CONSTRAINT "_tours_v_version_stops_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tours_v_version_stops" ADD CONSTRAINT "_tours_v_version_stops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tours_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tours_v_version_stops_locales" ADD CONSTRAINT "_tours_v_version_stops_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tours_v_version_stops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tours_v_version_missing_translations" ADD CONSTRAINT "_tours_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_tours_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tours_v" ADD CONSTRAINT "_tours_v_parent_id_tours_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tours_v" ADD CONSTRAINT "_tours_v_version_town_id_towns_id_fk" FOREIGN KEY ("version_town_id") REFERENCES "public"."towns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tours_v" ADD CONSTRAINT "_tours_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tours_v_locales" ADD CONSTRAINT "_tours_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tours_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tours_stops_order_idx" ON "tours_stops" USING btree ("_order");
  CREATE INDEX "tours_stops_parent_id_idx" ON "tours_stops" USING btree ("_parent_id");
  CREATE INDEX "tours_stops_place_idx" ON "tours_stops" USING btree ("place_id");
  CREATE UNIQUE INDEX "tours_stops_locales_locale_parent_id_unique" ON "tours_stops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tours_missing_translations_order_idx" ON "tours_missing_translations" USING btree ("order");
  CREATE INDEX "tours_missing_translations_parent_idx" ON "tours_missing_translations" USING btree ("parent_id");
  CREATE UNIQUE INDEX "tours_slug_idx" ON "tours" USING btree ("slug");
  CREATE INDEX "tours_town_idx" ON "tours" USING btree ("town_id");
  CREATE INDEX "tours_cover_idx" ON "tours" USING btree ("cover_id");
  CREATE INDEX "tours_updated_at_idx" ON "tours" USING btree ("updated_at");
  CREATE INDEX "tours_created_at_idx" ON "tours" USING btree ("created_at");
  CREATE INDEX "tours__status_idx" ON "tours" USING btree ("_status");
  CREATE UNIQUE INDEX "tours_locales_locale_parent_id_unique" ON "tours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tours_v_version_stops_order_idx" ON "_tours_v_version_stops" USING btree ("_order");
  CREATE INDEX "_tours_v_version_stops_parent_id_idx" ON "_tours_v_version_stops" USING btree ("_parent_id");
  CREATE INDEX "_tours_v_version_stops_place_idx" ON "_tours_v_version_stops" USING btree ("place_id");
  CREATE UNIQUE INDEX "_tours_v_version_stops_locales_locale_parent_id_unique" ON "_tours_v_version_stops_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tours_v_version_missing_translations_order_idx" ON "_tours_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_tours_v_version_missing_translations_parent_idx" ON "_tours_v_version_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_tours_v_parent_idx" ON "_tours_v" USING btree ("parent_id");
  CREATE INDEX "_tours_v_version_version_slug_idx" ON "_tours_v" USING btree ("version_slug");
  CREATE INDEX "_tours_v_version_version_town_idx" ON "_tours_v" USING btree ("version_town_id");
  CREATE INDEX "_tours_v_version_version_cover_idx" ON "_tours_v" USING btree ("version_cover_id");
  CREATE INDEX "_tours_v_version_version_updated_at_idx" ON "_tours_v" USING btree ("version_updated_at");
  CREATE INDEX "_tours_v_version_version_created_at_idx" ON "_tours_v" USING btree ("version_created_at");
  CREATE INDEX "_tours_v_version_version__status_idx" ON "_tours_v" USING btree ("version__status");
  CREATE INDEX "_tours_v_created_at_idx" ON "_tours_v" USING btree ("created_at");
  CREATE INDEX "_tours_v_updated_at_idx" ON "_tours_v" USING btree ("updated_at");
  CREATE INDEX "_tours_v_snapshot_idx" ON "_tours_v" USING btree ("snapshot");
  CREATE INDEX "_tours_v_published_locale_idx" ON "_tours_v" USING btree ("published_locale");
  CREATE INDEX "_tours_v_latest_idx" ON "_tours_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_tours_v_locales_locale_parent_id_unique" ON "_tours_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tours_fk" FOREIGN KEY ("tours_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tours_id_idx" ON "payload_locked_documents_rels" USING btree ("tours_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tours_stops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tours_stops_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tours_missing_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tours_v_version_stops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tours_v_version_stops_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tours_v_version_missing_translations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tours_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tours_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tours_stops" CASCADE;
  DROP TABLE "tours_stops_locales" CASCADE;
  DROP TABLE "tours_missing_translations" CASCADE;
  DROP TABLE "tours" CASCADE;
  DROP TABLE "tours_locales" CASCADE;
  DROP TABLE "_tours_v_version_stops" CASCADE;
  DROP TABLE "_tours_v_version_stops_locales" CASCADE;
  DROP TABLE "_tours_v_version_missing_translations" CASCADE;
  DROP TABLE "_tours_v" CASCADE;
  DROP TABLE "_tours_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tours_fk";
  
  DROP INDEX "payload_locked_documents_rels_tours_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tours_id";
  DROP TYPE "public"."enum_tours_missing_translations";
  DROP TYPE "public"."enum_tours_status";
  DROP TYPE "public"."enum__tours_v_version_missing_translations";
  DROP TYPE "public"."enum__tours_v_version_status";
  DROP TYPE "public"."enum__tours_v_published_locale";`)
}
