import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false;
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)

  // Failed sign-ins for the throttle (src/cms/auth/login-store.ts): a plain table, not a collection.
  // Keys are keyed hashes of the email and the client address; `at` is milliseconds since the epoch.
  await db.execute(sql`
  CREATE TABLE "login_failures" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"account_key" varchar(64),
  	"address_key" varchar(64) NOT NULL,
  	"at" bigint NOT NULL
  );
  CREATE INDEX "login_failures_account_idx" ON "login_failures" USING btree ("account_key", "at");
  CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address_key", "at");
  CREATE INDEX "login_failures_at_idx" ON "login_failures" USING btree ("at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "login_failures";
   ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" DROP COLUMN "must_change_password";`)
}
