ALTER TABLE "boletas" ADD COLUMN "uncertain_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boletas" ADD COLUMN "issued_outside" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "boletas" ADD COLUMN "receipt_mailed_at" timestamp with time zone;--> statement-breakpoint
-- Documents issued before receipts were e-mailed are not mailed now, months late.
UPDATE "boletas" SET "receipt_mailed_at" = "issued_at" WHERE "status" = 'issued';
