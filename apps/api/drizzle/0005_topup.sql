CREATE TABLE "topup_countries" (
	"country_id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"phone_code" text NOT NULL,
	"code" text NOT NULL,
	"vat_rate" numeric(6, 4) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topup_presets" (
	"id" integer PRIMARY KEY NOT NULL,
	"phone_provider_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "carrier_operator_id" integer;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "carrier_status" text;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "three_ds_response_code" text;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "three_ds_status" text;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "eci" text;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "rrn" text;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "delivery_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "delivery_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "delivery_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topup_presets" ADD CONSTRAINT "topup_presets_phone_provider_id_phone_providers_phone_provider_id_fk" FOREIGN KEY ("phone_provider_id") REFERENCES "phone_providers"("phone_provider_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topup_presets_provider" ON "topup_presets" USING btree ("phone_provider_id");--> statement-breakpoint
CREATE INDEX "topup_transactions_delivery_due" ON "topup_transactions" USING btree ("delivery_due_at");