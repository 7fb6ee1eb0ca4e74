CREATE TABLE "emergency_cards" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"medication" text DEFAULT '' NOT NULL,
	"insurance_provider" text DEFAULT '' NOT NULL,
	"insurance_plan" text DEFAULT '' NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"consent_date" date,
	"consent_recorded_by" uuid,
	"consent_recorded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"sync_xid" "xid8"
);
--> statement-breakpoint
ALTER TABLE "emergency_cards" ADD CONSTRAINT "emergency_cards_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_cards" ADD CONSTRAINT "emergency_cards_consent_recorded_by_users_id_fk" FOREIGN KEY ("consent_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_cards_sync_xid_idx" ON "emergency_cards" USING btree ("sync_xid");--> statement-breakpoint
CREATE TRIGGER "emergency_cards_sync_version" BEFORE INSERT OR UPDATE ON "emergency_cards"
  FOR EACH ROW EXECUTE FUNCTION "bump_sync_version"();
