ALTER TABLE "class_prices" ADD COLUMN "exempt" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "group_prices" ADD COLUMN "exempt" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "service_fee" ADD COLUMN "exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_price" ADD COLUMN "exempt" boolean DEFAULT false NOT NULL;