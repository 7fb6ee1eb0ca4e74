CREATE TABLE "class_session_aliases" (
	"alias_id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"sync_xid" "xid8"
);
--> statement-breakpoint
ALTER TABLE "class_session_aliases" ADD CONSTRAINT "class_session_aliases_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_session_aliases" ADD CONSTRAINT "class_session_aliases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_session_aliases_session_idx" ON "class_session_aliases" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "class_session_aliases_sync_xid_idx" ON "class_session_aliases" USING btree ("sync_xid");--> statement-breakpoint
CREATE TRIGGER "class_session_aliases_sync_version" BEFORE INSERT OR UPDATE ON "class_session_aliases"
  FOR EACH ROW EXECUTE FUNCTION "bump_sync_version"();--> statement-breakpoint
-- A group's class at one start is one class. Duplicates already stored (phones that opened it
-- offline under their own ids) are merged before the unique index: the earliest created live one
-- is kept and each other becomes an alias of it.
INSERT INTO "class_session_aliases" ("alias_id", "session_id", "created_by", "created_at")
SELECT d."id", k."id", d."created_by", d."created_at"
FROM "class_sessions" AS d
CROSS JOIN LATERAL (
  SELECT c."id" FROM "class_sessions" AS c
  WHERE c."group_id" = d."group_id" AND c."session_date" = d."session_date" AND c."deleted_at" IS NULL
  ORDER BY c."created_at", c."id" LIMIT 1
) AS k
WHERE d."deleted_at" IS NULL AND d."group_id" IS NOT NULL AND k."id" <> d."id";--> statement-breakpoint
-- Each child's mark moves onto the kept class; where several classes hold one, the latest
-- written wins (as between two phones marking the same class), the kept one on a tie.
INSERT INTO "session_students" ("session_id", "student_id", "used_transport", "status", "created_at", "updated_at", "deleted_at")
SELECT DISTINCT ON (a."session_id", s."student_id")
  a."session_id", s."student_id", s."used_transport", s."status", s."created_at", s."updated_at", s."deleted_at"
FROM "session_students" AS s
JOIN "class_session_aliases" AS a ON a."alias_id" = s."session_id"
ORDER BY a."session_id", s."student_id", s."updated_at" DESC
ON CONFLICT ("session_id", "student_id") DO UPDATE SET
  "used_transport" = EXCLUDED."used_transport", "status" = EXCLUDED."status",
  "updated_at" = EXCLUDED."updated_at", "deleted_at" = EXCLUDED."deleted_at"
WHERE EXCLUDED."updated_at" > "session_students"."updated_at";--> statement-breakpoint
-- A teacher on any of them is on the kept class.
INSERT INTO "session_teachers" ("session_id", "teacher_id", "assigned_by", "created_at")
SELECT DISTINCT ON (a."session_id", t."teacher_id") a."session_id", t."teacher_id", t."assigned_by", t."created_at"
FROM "session_teachers" AS t
JOIN "class_session_aliases" AS a ON a."alias_id" = t."session_id"
WHERE t."deleted_at" IS NULL
ORDER BY a."session_id", t."teacher_id", t."created_at"
ON CONFLICT ("session_id", "teacher_id") DO UPDATE SET "deleted_at" = NULL
WHERE "session_teachers"."deleted_at" IS NOT NULL;--> statement-breakpoint
-- The merged ones are deleted (their rows stay as history); devices drop them on their next pull.
UPDATE "class_sessions" SET "deleted_at" = now(), "updated_at" = now()
WHERE "id" IN (SELECT "alias_id" FROM "class_session_aliases");--> statement-breakpoint
CREATE UNIQUE INDEX "class_sessions_group_start_uq" ON "class_sessions" USING btree ("group_id","session_date") WHERE "class_sessions"."deleted_at" is null and "class_sessions"."group_id" is not null;