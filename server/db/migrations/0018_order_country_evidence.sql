-- Orders from before decision 022b were priced in the country the member chose.
ALTER TABLE "orders" ADD COLUMN "country_source" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "country_source" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country_mismatch" boolean GENERATED ALWAYS AS (provider_country is not null and provider_country <> country) STORED;--> statement-breakpoint
CREATE INDEX "orders_country_mismatch_idx" ON "orders" USING btree ("id") WHERE "orders"."country_mismatch";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_country_source" CHECK ("orders"."country_source" in ('header', 'site', 'member'));