CREATE TABLE "card_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"status_message" text,
	"gateway_transaction_id" uuid NOT NULL,
	"spi_token" text,
	"spi_token_expires_at" timestamp with time zone,
	"completion_claimed_at" timestamp with time zone,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration" text NOT NULL,
	"name_on_card" text NOT NULL,
	"nickname" text NOT NULL,
	"billing_address" jsonb,
	"is_primary" boolean NOT NULL,
	"customer_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"pan_token" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration" text NOT NULL,
	"name_on_card" text NOT NULL,
	"nickname" text NOT NULL,
	"billing_address" jsonb,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_providers" (
	"phone_provider_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"operator_id" text,
	"minimum_cents" integer,
	"maximum_cents" integer,
	"logo" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topup_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"country_id" integer NOT NULL,
	"msisdn" text NOT NULL,
	"phone_provider_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"cover_vat" boolean DEFAULT false NOT NULL,
	"charity_id" integer,
	"donation_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"status_message" text,
	"session_id" uuid NOT NULL,
	"customer_id" integer,
	"customer_card_id" integer,
	"gateway_transaction_id" uuid NOT NULL,
	"spi_token" text,
	"spi_token_expires_at" timestamp with time zone,
	"completion_claimed_at" timestamp with time zone,
	"iso_response_code" text,
	"authorization_code" text,
	"receipt_number" text,
	"card_brand" text NOT NULL,
	"card_last_four" text NOT NULL,
	"carrier_reference" text,
	"carrier_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billpay_transactions" ADD COLUMN "customer_card_id" integer;--> statement-breakpoint
ALTER TABLE "billpay_transactions" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD CONSTRAINT "card_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD CONSTRAINT "card_verifications_customer_card_id_customer_cards_id_fk" FOREIGN KEY ("customer_card_id") REFERENCES "customer_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD CONSTRAINT "topup_transactions_phone_provider_id_phone_providers_phone_provider_id_fk" FOREIGN KEY ("phone_provider_id") REFERENCES "phone_providers"("phone_provider_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD CONSTRAINT "topup_transactions_charity_id_providers_provider_id_fk" FOREIGN KEY ("charity_id") REFERENCES "providers"("provider_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD CONSTRAINT "topup_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD CONSTRAINT "topup_transactions_customer_card_id_customer_cards_id_fk" FOREIGN KEY ("customer_card_id") REFERENCES "customer_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_verifications_gateway" ON "card_verifications" USING btree ("gateway_transaction_id");--> statement-breakpoint
CREATE INDEX "card_verifications_customer" ON "card_verifications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_cards_customer" ON "customer_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_cards_one_primary" ON "customer_cards" USING btree ("customer_id") WHERE "customer_cards"."is_active" and "customer_cards"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_cards_nickname_unique" ON "customer_cards" USING btree ("customer_id",lower("nickname")) WHERE "customer_cards"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_cards_last_four_unique" ON "customer_cards" USING btree ("customer_id","last_four") WHERE "customer_cards"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "topup_transactions_order" ON "topup_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topup_transactions_gateway" ON "topup_transactions" USING btree ("gateway_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topup_transactions_carrier_reference" ON "topup_transactions" USING btree ("carrier_reference");--> statement-breakpoint
CREATE INDEX "topup_transactions_session" ON "topup_transactions" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "billpay_transactions" ADD CONSTRAINT "billpay_transactions_customer_card_id_customer_cards_id_fk" FOREIGN KEY ("customer_card_id") REFERENCES "customer_cards"("id") ON DELETE no action ON UPDATE no action;