CREATE TYPE "public"."attendance_status" AS ENUM('present', 'absent');--> statement-breakpoint
CREATE TYPE "public"."cancel_reason" AS ENUM('rain', 'trail_closed', 'other');--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "cancel_reason" "cancel_reason";--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "session_students" ADD COLUMN "status" "attendance_status" DEFAULT 'present' NOT NULL;