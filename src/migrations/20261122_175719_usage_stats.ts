import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_feedback_messages_mode" AS ENUM('phone', 'kiosk', 'screen');
  CREATE TYPE "public"."enum_error_reports_log_mode" AS ENUM('phone', 'kiosk', 'screen');
  CREATE TABLE "feedback_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"rating" numeric,
  	"town" varchar,
  	"locale" varchar,
  	"mode" "enum_feedback_messages_mode",
  	"path" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "error_reports_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"name" varchar,
  	"stack" varchar,
  	"digest" varchar,
  	"path" varchar,
  	"locale" varchar,
  	"mode" "enum_error_reports_log_mode",
  	"user_agent" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedback_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "error_reports_log_id" integer;
  CREATE UNIQUE INDEX "feedback_messages_client_id_idx" ON "feedback_messages" USING btree ("client_id");
  CREATE INDEX "feedback_messages_updated_at_idx" ON "feedback_messages" USING btree ("updated_at");
  CREATE INDEX "feedback_messages_created_at_idx" ON "feedback_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "error_reports_log_client_id_idx" ON "error_reports_log" USING btree ("client_id");
  CREATE INDEX "error_reports_log_updated_at_idx" ON "error_reports_log" USING btree ("updated_at");
  CREATE INDEX "error_reports_log_created_at_idx" ON "error_reports_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_messages_fk" FOREIGN KEY ("feedback_messages_id") REFERENCES "public"."feedback_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_error_reports_log_fk" FOREIGN KEY ("error_reports_log_id") REFERENCES "public"."error_reports_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_feedback_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_messages_id");
  CREATE INDEX "payload_locked_documents_rels_error_reports_log_id_idx" ON "payload_locked_documents_rels" USING btree ("error_reports_log_id");`)

  // Usage events and the ingest rate-limit counters are plain tables (not Payload collections):
  // written in bulk with ON CONFLICT DO NOTHING and read only by the admin statistics view.
  await db.execute(sql`
  CREATE TABLE "usage_events" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"client_id" varchar(64) NOT NULL,
  	"type" varchar(32) NOT NULL,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"received_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"town" varchar(120),
  	"locale" varchar(8) NOT NULL,
  	"mode" varchar(8) NOT NULL,
  	"kiosk_id" varchar(16),
  	"path" varchar(500),
  	"place" varchar(120),
  	"target" varchar(120),
  	"is_on" boolean,
  	"search_length" integer,
  	"result_count" integer
  );
  CREATE UNIQUE INDEX "usage_events_client_id_idx" ON "usage_events" USING btree ("client_id");
  CREATE INDEX "usage_events_occurred_at_idx" ON "usage_events" USING btree ("occurred_at");
  CREATE INDEX "usage_events_type_time_idx" ON "usage_events" USING btree ("type", "occurred_at");
  CREATE INDEX "usage_events_town_type_time_idx" ON "usage_events" USING btree ("town", "type", "occurred_at");
  CREATE TABLE "ingest_rate_limits" (
  	"key" varchar(200) PRIMARY KEY NOT NULL,
  	"window_start" bigint NOT NULL,
  	"count" integer NOT NULL
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "feedback_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "error_reports_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "feedback_messages" CASCADE;
  DROP TABLE "error_reports_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedback_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_error_reports_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_feedback_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_error_reports_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedback_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "error_reports_log_id";
  DROP TYPE "public"."enum_feedback_messages_mode";
  DROP TYPE "public"."enum_error_reports_log_mode";`)

  await db.execute(sql`
  DROP TABLE IF EXISTS "usage_events";
  DROP TABLE IF EXISTS "ingest_rate_limits";`)
}
