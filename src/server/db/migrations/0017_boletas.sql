CREATE TYPE "public"."boleta_status" AS ENUM('queued', 'issued', 'rejected');--> statement-breakpoint
CREATE TABLE "boletas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" smallint NOT NULL,
	"status" "boleta_status" DEFAULT 'queued' NOT NULL,
	"khipu_payment_id" uuid,
	"manual_payment_id" uuid,
	"credits_boleta_id" uuid,
	"receiver_rut" text NOT NULL,
	"receiver_name" text NOT NULL,
	"items" jsonb NOT NULL,
	"total" integer NOT NULL,
	"issue_date" date NOT NULL,
	"reason" text,
	"folio" integer,
	"provider_token" text,
	"pdf" "bytea",
	"issued_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boletas" ADD CONSTRAINT "boletas_khipu_payment_id_khipu_payments_id_fk" FOREIGN KEY ("khipu_payment_id") REFERENCES "public"."khipu_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boletas" ADD CONSTRAINT "boletas_manual_payment_id_manual_payments_id_fk" FOREIGN KEY ("manual_payment_id") REFERENCES "public"."manual_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boletas" ADD CONSTRAINT "boletas_credits_boleta_id_boletas_id_fk" FOREIGN KEY ("credits_boleta_id") REFERENCES "public"."boletas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boletas_khipu_payment_uq" ON "boletas" USING btree ("khipu_payment_id") WHERE "boletas"."khipu_payment_id" is not null and "boletas"."type" <> 61;--> statement-breakpoint
CREATE UNIQUE INDEX "boletas_manual_payment_uq" ON "boletas" USING btree ("manual_payment_id") WHERE "boletas"."manual_payment_id" is not null and "boletas"."type" <> 61;--> statement-breakpoint
CREATE UNIQUE INDEX "boletas_credit_note_uq" ON "boletas" USING btree ("credits_boleta_id") WHERE "boletas"."credits_boleta_id" is not null;--> statement-breakpoint
CREATE INDEX "boletas_due_idx" ON "boletas" USING btree ("next_attempt_at") WHERE "boletas"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "boletas_issue_date_idx" ON "boletas" USING btree ("issue_date");