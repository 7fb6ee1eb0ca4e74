CREATE TYPE "public"."payment_issue_kind" AS ENUM('refund_due', 'reversed');--> statement-breakpoint
CREATE TYPE "public"."payment_issue_resolution" AS ENUM('refunded_khipu', 'refunded_transfer', 'acknowledged');--> statement-breakpoint
CREATE TABLE "payment_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "payment_issue_kind" NOT NULL,
	"payment_id" uuid NOT NULL,
	"attempt_id" uuid,
	"invoice_id" uuid,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refund_started_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" "payment_issue_resolution",
	"reference" text
);
--> statement-breakpoint
CREATE TABLE "card_deliveries" (
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"student_id" uuid NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "card_deliveries_user_id_device_id_student_id_pk" PRIMARY KEY("user_id","device_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "session_teachers" ADD COLUMN "assigned_by" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "khipu_payments" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "khipu_payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_payment_id_khipu_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."khipu_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_issues" ADD CONSTRAINT "payment_issues_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_deliveries" ADD CONSTRAINT "card_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_deliveries" ADD CONSTRAINT "card_deliveries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_issues_attempt_kind_uq" ON "payment_issues" USING btree ("attempt_id","kind") WHERE "payment_issues"."attempt_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_issues_payment_kind_uq" ON "payment_issues" USING btree ("payment_id","kind") WHERE "payment_issues"."attempt_id" is null;--> statement-breakpoint
CREATE INDEX "payment_issues_open_idx" ON "payment_issues" USING btree ("created_at") WHERE "payment_issues"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "card_deliveries_student_idx" ON "card_deliveries" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "card_deliveries_last_idx" ON "card_deliveries" USING btree ("last_at");--> statement-breakpoint
ALTER TABLE "session_teachers" ADD CONSTRAINT "session_teachers_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An invoice may be in only one open Khipu payment: before the unique index, every payment holding
-- an older open attempt of an invoice that has a newer one is closed whole (its attempts change
-- together). Money that still arrives for a closed one pays what is still owed, and the rest is
-- listed for the office to refund.
UPDATE "payment_attempts" SET "status" = 'failure', "notes" = 'Reemplazado por un pago más reciente.', "updated_at" = now()
WHERE "status" = 'pending' AND "payment_id" IN (
  SELECT a."payment_id" FROM "payment_attempts" AS a
  WHERE a."status" = 'pending' AND EXISTS (
    SELECT 1 FROM "payment_attempts" AS b
    WHERE b."invoice_id" = a."invoice_id" AND b."status" = 'pending'
      AND (b."created_at", b."id") > (a."created_at", a."id")
  )
);--> statement-breakpoint
UPDATE "khipu_payments" AS p SET "status" = 'failure', "notes" = 'Reemplazado por un pago más reciente.', "updated_at" = now()
WHERE p."status" = 'pending' AND NOT EXISTS (
  SELECT 1 FROM "payment_attempts" AS a WHERE a."payment_id" = p."id" AND a."status" = 'pending'
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_open_invoice_uq" ON "payment_attempts" USING btree ("invoice_id") WHERE "payment_attempts"."status" = 'pending';