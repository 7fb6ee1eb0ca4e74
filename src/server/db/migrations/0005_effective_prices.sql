-- Every price gets the day it applies from (valid_from); rows saved before count from 2000-01-01,
-- so existing data bills exactly as before. Transport and service fee become histories.
ALTER TABLE "class_prices" DROP CONSTRAINT "class_prices_class_type_unique";--> statement-breakpoint
ALTER TABLE "service_fee" DROP CONSTRAINT "service_fee_singleton_unique";--> statement-breakpoint
ALTER TABLE "transport_price" DROP CONSTRAINT "transport_price_singleton_unique";--> statement-breakpoint
ALTER TABLE "service_fee" DROP CONSTRAINT "service_fee_single_row";--> statement-breakpoint
ALTER TABLE "transport_price" DROP CONSTRAINT "transport_price_single_row";--> statement-breakpoint
ALTER TABLE "class_prices" ADD COLUMN "valid_from" date DEFAULT '2000-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_tiers" ADD COLUMN "valid_from" date DEFAULT '2000-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_fee" ADD COLUMN "valid_from" date DEFAULT '2000-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_price" ADD COLUMN "valid_from" date DEFAULT '2000-01-01' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "class_prices_type_valid_from_uq" ON "class_prices" USING btree ("class_type","valid_from");--> statement-breakpoint
CREATE INDEX "discount_tiers_valid_from_idx" ON "discount_tiers" USING btree ("valid_from");--> statement-breakpoint
ALTER TABLE "service_fee" DROP COLUMN "singleton";--> statement-breakpoint
ALTER TABLE "transport_price" DROP COLUMN "singleton";--> statement-breakpoint
ALTER TABLE "service_fee" ADD CONSTRAINT "service_fee_valid_from_unique" UNIQUE("valid_from");--> statement-breakpoint
ALTER TABLE "transport_price" ADD CONSTRAINT "transport_price_valid_from_unique" UNIQUE("valid_from");