CREATE TABLE "sync_devices" (
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_devices_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "sync_xid" "xid8";--> statement-breakpoint
ALTER TABLE "group_students" ADD COLUMN "sync_xid" "xid8";--> statement-breakpoint
ALTER TABLE "group_teachers" ADD COLUMN "sync_xid" "xid8";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "sync_xid" "xid8";--> statement-breakpoint
ALTER TABLE "session_students" ADD COLUMN "sync_xid" "xid8";--> statement-breakpoint
ALTER TABLE "session_teachers" ADD COLUMN "sync_xid" "xid8";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sync_xid" "xid8";--> statement-breakpoint
ALTER TABLE "sync_devices" ADD CONSTRAINT "sync_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_sessions_sync_xid_idx" ON "class_sessions" USING btree ("sync_xid");--> statement-breakpoint
CREATE INDEX "group_students_sync_xid_idx" ON "group_students" USING btree ("sync_xid");--> statement-breakpoint
CREATE INDEX "group_teachers_sync_xid_idx" ON "group_teachers" USING btree ("sync_xid");--> statement-breakpoint
CREATE INDEX "groups_sync_xid_idx" ON "groups" USING btree ("sync_xid");--> statement-breakpoint
CREATE INDEX "session_students_sync_xid_idx" ON "session_students" USING btree ("sync_xid");--> statement-breakpoint
CREATE INDEX "session_teachers_sync_xid_idx" ON "session_teachers" USING btree ("sync_xid");--> statement-breakpoint
CREATE INDEX "users_sync_xid_idx" ON "users" USING btree ("sync_xid");--> statement-breakpoint
-- The pull's horizon: each synced row also records the top-level transaction that wrote it, so
-- a transaction that commits after a pull is still found by the next one (sync-cursor.ts).
CREATE OR REPLACE FUNCTION "bump_sync_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := nextval('sync_version_seq');
  NEW."sync_xid" := pg_current_xact_id();
  RETURN NEW;
END;
$$;
