CREATE TYPE "public"."data_request_kind" AS ENUM('access', 'rectification', 'deletion', 'opposition', 'portability');--> statement-breakpoint
CREATE TYPE "public"."data_request_status" AS ENUM('open', 'done', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."document_kind" AS ENUM('terms', 'privacy', 'waiver', 'health_consent', 'photo_consent');--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"kind" "data_request_kind" NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" "data_request_status" DEFAULT 'open' NOT NULL,
	"due_on" date NOT NULL,
	"answer" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"accepted" boolean NOT NULL,
	"signer_name" text NOT NULL,
	"signer_rut" text NOT NULL,
	"content_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "document_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"valid_from" date NOT NULL,
	"content_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_school_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."school_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_documents" ADD CONSTRAINT "school_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_status_due_idx" ON "data_requests" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "data_requests_guardian_idx" ON "data_requests" USING btree ("guardian_id");--> statement-breakpoint
CREATE INDEX "document_signatures_student_idx" ON "document_signatures" USING btree ("student_id","signed_at");--> statement-breakpoint
CREATE INDEX "document_signatures_guardian_idx" ON "document_signatures" USING btree ("guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_documents_kind_from_uq" ON "school_documents" USING btree ("kind","valid_from");