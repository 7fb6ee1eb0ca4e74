-- Every row the PWA syncs gets `version` from ONE global sequence on each insert and update
-- (soft deletes are updates of deleted_at/active), so a sync is "rows with version > cursor".
-- A trigger rather than application code, so no code path can forget it.
CREATE SEQUENCE IF NOT EXISTS "sync_version_seq" AS bigint;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_sync_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := nextval('sync_version_seq');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_sync_version" BEFORE INSERT OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "bump_sync_version"();
--> statement-breakpoint
CREATE TRIGGER "groups_sync_version" BEFORE INSERT OR UPDATE ON "groups"
  FOR EACH ROW EXECUTE FUNCTION "bump_sync_version"();
--> statement-breakpoint
CREATE TRIGGER "group_teachers_sync_version" BEFORE INSERT OR UPDATE ON "group_teachers"
  FOR EACH ROW EXECUTE FUNCTION "bump_sync_version"();
--> statement-breakpoint
CREATE TRIGGER "group_students_sync_version" BEFORE INSERT OR UPDATE ON "group_students"
  FOR EACH ROW EXECUTE FUNCTION "bump_sync_version"();
--> statement-breakpoint
CREATE TRIGGER "class_sessions_sync_version" BEFORE INSERT OR UPDATE ON "class_sessions"
  FOR EACH ROW EXECUTE FUNCTION "bump_sync_version"();
--> statement-breakpoint
CREATE TRIGGER "session_teachers_sync_version" BEFORE INSERT OR UPDATE ON "session_teachers"
  FOR EACH ROW EXECUTE FUNCTION "bump_sync_version"();
--> statement-breakpoint
CREATE TRIGGER "session_students_sync_version" BEFORE INSERT OR UPDATE ON "session_students"
  FOR EACH ROW EXECUTE FUNCTION "bump_sync_version"();
