CREATE TABLE "khipu_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'CLP' NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"khipu_payment_id" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "khipu_payments_khipu_payment_id_unique" UNIQUE("khipu_payment_id")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_khipu_payment_id_unique";--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
-- Each existing attempt was its own Khipu payment, and its id the transaction_id Khipu knows:
-- the payment keeps that id, so notifications of payments started before this migration match.
INSERT INTO "khipu_payments" ("id", "amount", "currency", "status", "khipu_payment_id", "notes", "created_at", "updated_at")
  SELECT "id", "amount", "currency", "status", "khipu_payment_id", "notes", "created_at", "updated_at" FROM "payment_attempts";--> statement-breakpoint
UPDATE "payment_attempts" SET "payment_id" = "id";--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "payment_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "khipu_payments_status_idx" ON "khipu_payments" USING btree ("status");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_khipu_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."khipu_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_idx" ON "payment_attempts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_khipu_idx" ON "payment_attempts" USING btree ("khipu_payment_id");