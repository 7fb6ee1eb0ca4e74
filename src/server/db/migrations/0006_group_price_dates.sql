-- A group's own price per session gets effective dates (group_prices, like every other price);
-- the prices groups had count from 2000-01-01, so existing data bills exactly as before.
CREATE TABLE "group_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"price" integer,
	"valid_from" date DEFAULT '2000-01-01' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_prices" ADD CONSTRAINT "group_prices_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_prices_group_valid_from_uq" ON "group_prices" USING btree ("group_id","valid_from");--> statement-breakpoint
INSERT INTO "group_prices" ("group_id", "price", "valid_from")
  SELECT "id", "price_per_session", '2000-01-01' FROM "groups" WHERE "price_per_session" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" DROP COLUMN "price_per_session";