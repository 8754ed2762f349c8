CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"site_key" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" text NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"months" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"amount_net" integer NOT NULL,
	"vat_permille" integer NOT NULL,
	"amount_vat" integer NOT NULL,
	"amount" integer NOT NULL,
	"discount_code" text,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"amount_charged_back" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_kind" CHECK ("orders"."kind" in ('credits', 'premium')),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('open', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_reversals" (
	"key" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"credits_reversed" integer DEFAULT 0 NOT NULL,
	"credits_shortfall" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"percent" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_bonuses_percent" CHECK ("time_bonuses"."percent" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "demo_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"redirect_url" text NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reversals" ADD CONSTRAINT "order_reversals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_flags" ADD CONSTRAINT "account_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_flags" ADD CONSTRAINT "account_flags_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_bonuses" ADD CONSTRAINT "time_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_id_uq" ON "orders" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "account_flags_user_idx" ON "account_flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "time_bonuses_user_idx" ON "time_bonuses" USING btree ("user_id","expires_at");
