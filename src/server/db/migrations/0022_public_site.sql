CREATE TYPE "public"."group_level" AS ENUM('beginner', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('offered', 'accepted', 'lapsed', 'declined');--> statement-breakpoint
CREATE TABLE "site_content" (
	"section" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"small" "bytea" NOT NULL,
	"small_width" integer NOT NULL,
	"small_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "site_images_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "level" "group_level";--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "age_min" smallint;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "age_max" smallint;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "capacity" smallint;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "offer_status" "offer_status";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "offer_token_hash" text;--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_images" ADD CONSTRAINT "site_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_waitlist_idx" ON "enquiries" USING btree ("group_id","created_at") WHERE "enquiries"."waitlist";--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_offer_token_idx" ON "enquiries" USING btree ("offer_token_hash");