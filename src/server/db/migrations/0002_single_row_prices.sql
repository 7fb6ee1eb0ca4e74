-- Transport price and service fee become single-row tables. Should an older database hold more
-- than one row, the most recently saved one is kept (it is the one the admin last saw).
DELETE FROM "service_fee" WHERE "id" NOT IN (SELECT "id" FROM "service_fee" ORDER BY "updated_at" DESC, "id" LIMIT 1);--> statement-breakpoint
DELETE FROM "transport_price" WHERE "id" NOT IN (SELECT "id" FROM "transport_price" ORDER BY "updated_at" DESC, "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "service_fee" ADD COLUMN "singleton" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_price" ADD COLUMN "singleton" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "service_fee" ADD CONSTRAINT "service_fee_singleton_unique" UNIQUE("singleton");--> statement-breakpoint
ALTER TABLE "transport_price" ADD CONSTRAINT "transport_price_singleton_unique" UNIQUE("singleton");--> statement-breakpoint
ALTER TABLE "service_fee" ADD CONSTRAINT "service_fee_single_row" CHECK ("service_fee"."singleton");--> statement-breakpoint
ALTER TABLE "transport_price" ADD CONSTRAINT "transport_price_single_row" CHECK ("transport_price"."singleton");