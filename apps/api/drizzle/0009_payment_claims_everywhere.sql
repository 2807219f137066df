ALTER TABLE "billpay_transactions" ADD COLUMN "result_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "claimant" text;--> statement-breakpoint
ALTER TABLE "card_verifications" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "claimant" text;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "ds_trans_id" text;--> statement-breakpoint
ALTER TABLE "topup_transactions" ADD COLUMN "result_shown_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "topup_transactions_idempotency_key" ON "topup_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "topup_transactions_number_recent" ON "topup_transactions" USING btree ("msisdn","phone_provider_id","created_at");