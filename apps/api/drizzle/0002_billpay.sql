CREATE TABLE "billpay_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"name_on_account" text,
	"charity_id" integer,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"donation_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"comment" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"status_message" text,
	"session_id" uuid NOT NULL,
	"customer_id" integer,
	"gateway_transaction_id" uuid NOT NULL,
	"spi_token" text,
	"spi_token_expires_at" timestamp with time zone,
	"completion_claimed_at" timestamp with time zone,
	"three_ds_response_code" text,
	"three_ds_status" text,
	"eci" text,
	"ds_trans_id" text,
	"iso_response_code" text,
	"authorization_code" text,
	"rrn" text,
	"receipt_number" text,
	"card_brand" text NOT NULL,
	"card_last_four" text NOT NULL,
	"payee_posting_id" text,
	"charity_posting_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'in-flight' NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"minimum_cents" integer,
	"limit_cents" integer,
	"account_helper_message" text,
	"account_disclaimer_message" text,
	"customer_card_rate" numeric(7, 5) DEFAULT '0' NOT NULL,
	"customer_fee_cents" integer DEFAULT 0 NOT NULL,
	"customer_fees_disclaimer" text,
	"comments_field" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billpay_transactions" ADD CONSTRAINT "billpay_transactions_provider_id_providers_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "providers"("provider_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billpay_transactions" ADD CONSTRAINT "billpay_transactions_charity_id_providers_provider_id_fk" FOREIGN KEY ("charity_id") REFERENCES "providers"("provider_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billpay_transactions" ADD CONSTRAINT "billpay_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billpay_transactions_order" ON "billpay_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billpay_transactions_gateway" ON "billpay_transactions" USING btree ("gateway_transaction_id");--> statement-breakpoint
CREATE INDEX "billpay_transactions_session" ON "billpay_transactions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "billpay_transactions_open" ON "billpay_transactions" USING btree ("status","updated_at") WHERE "billpay_transactions"."status" in ('Pending', 'Captured');--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_one_in_flight" ON "idempotency_keys" USING btree ("session_id","fingerprint") WHERE "idempotency_keys"."state" = 'in-flight';