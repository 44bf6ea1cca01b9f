import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "towns_bus_stops" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"atco" varchar NOT NULL,
  	"label" varchar
  );
  
  ALTER TABLE "towns_bus_stops" ADD CONSTRAINT "towns_bus_stops_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."towns"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "towns_bus_stops_order_idx" ON "towns_bus_stops" USING btree ("_order");
  CREATE INDEX "towns_bus_stops_parent_id_idx" ON "towns_bus_stops" USING btree ("_parent_id");`)

  // The bus timetable (issue 23): plain tables, not Payload collections, written only by the GTFS
  // import (src/features/departures/bus/import.ts), which replaces their rows in one transaction,
  // and read by the bus departures adapter. Dates are GTFS's "YYYYMMDD"; times are seconds after
  // the service day's origin (they may pass 24 h).
  await db.execute(sql`
  CREATE TABLE "gtfs_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"started_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"trigger" varchar(16) NOT NULL,
  	"source" varchar NOT NULL,
  	"status" varchar(16) NOT NULL,
  	"error" varchar,
  	"feed_version" varchar,
  	"stop_ids" text[] DEFAULT '{}' NOT NULL,
  	"counts" jsonb
  );
  CREATE INDEX "gtfs_imports_started_at_idx" ON "gtfs_imports" USING btree ("started_at");

  CREATE TABLE "gtfs_agencies" (
  	"agency_id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar,
  	"timezone" varchar
  );

  CREATE TABLE "gtfs_stops" (
  	"stop_id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"name" varchar NOT NULL,
  	"lat" double precision,
  	"lon" double precision,
  	"platform_code" varchar
  );

  CREATE TABLE "gtfs_routes" (
  	"route_id" varchar PRIMARY KEY NOT NULL,
  	"agency_id" varchar,
  	"short_name" varchar,
  	"long_name" varchar,
  	"route_type" integer
  );

  CREATE TABLE "gtfs_trips" (
  	"trip_id" varchar PRIMARY KEY NOT NULL,
  	"route_id" varchar NOT NULL,
  	"service_id" varchar NOT NULL,
  	"headsign" varchar,
  	"direction_id" smallint,
  	"terminus" varchar,
  	"last_sequence" integer
  );

  CREATE TABLE "gtfs_stop_times" (
  	"trip_id" varchar NOT NULL,
  	"stop_sequence" integer NOT NULL,
  	"stop_id" varchar NOT NULL,
  	"departure_seconds" integer NOT NULL,
  	"stop_headsign" varchar,
  	"pickup_type" smallint DEFAULT 0 NOT NULL,
  	PRIMARY KEY ("trip_id", "stop_sequence")
  );
  CREATE INDEX "gtfs_stop_times_stop_idx" ON "gtfs_stop_times" USING btree ("stop_id", "departure_seconds");

  CREATE TABLE "gtfs_calendar" (
  	"service_id" varchar PRIMARY KEY NOT NULL,
  	"monday" boolean NOT NULL,
  	"tuesday" boolean NOT NULL,
  	"wednesday" boolean NOT NULL,
  	"thursday" boolean NOT NULL,
  	"friday" boolean NOT NULL,
  	"saturday" boolean NOT NULL,
  	"sunday" boolean NOT NULL,
  	"start_date" char(8) NOT NULL,
  	"end_date" char(8) NOT NULL
  );

  CREATE TABLE "gtfs_calendar_dates" (
  	"service_id" varchar NOT NULL,
  	"date" char(8) NOT NULL,
  	"exception_type" smallint NOT NULL,
  	PRIMARY KEY ("service_id", "date")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "towns_bus_stops" CASCADE;`)
  await db.execute(sql`
  DROP TABLE IF EXISTS "gtfs_calendar_dates";
  DROP TABLE IF EXISTS "gtfs_calendar";
  DROP TABLE IF EXISTS "gtfs_stop_times";
  DROP TABLE IF EXISTS "gtfs_trips";
  DROP TABLE IF EXISTS "gtfs_routes";
  DROP TABLE IF EXISTS "gtfs_stops";
  DROP TABLE IF EXISTS "gtfs_agencies";
  DROP TABLE IF EXISTS "gtfs_imports";`)
}
