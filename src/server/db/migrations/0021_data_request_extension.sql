ALTER TABLE "data_requests" ADD COLUMN "extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "extension_reason" text;