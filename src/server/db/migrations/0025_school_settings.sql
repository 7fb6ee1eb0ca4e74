CREATE TABLE "school_settings" (
	"school_id" uuid PRIMARY KEY DEFAULT app_school() NOT NULL,
	"plain" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Fenced like every school table; the application only reads it (the operator's commands write).
SELECT "fence_school_table"('school_settings');
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON "school_settings" FROM "school_app";
