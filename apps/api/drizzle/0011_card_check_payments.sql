ALTER TABLE "card_verifications" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "save_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "three_ds_response_code" text;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "three_ds_status" text;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "eci" text;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "ds_trans_id" text;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "iso_response_code" text;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "authorization_code" text;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "rrn" text;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "result_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
-- A check's order was its id; a card saved while paying shares its sale's gateway key and has none.
UPDATE "card_verifications" SET "order_id" = "id"::text WHERE "gateway_transaction_id" NOT IN (SELECT "gateway_transaction_id" FROM "billpay_transactions" UNION ALL SELECT "gateway_transaction_id" FROM "topup_transactions");--> statement-breakpoint
UPDATE "card_verifications" SET "completed_at" = "updated_at" WHERE "status" = 'Added';--> statement-breakpoint
CREATE UNIQUE INDEX "card_verifications_order" ON "card_verifications" USING btree ("order_id");