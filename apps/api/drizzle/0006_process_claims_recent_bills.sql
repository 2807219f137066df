ALTER TABLE "billpay_transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "billpay_transactions" ADD COLUMN "claimant" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimant" text;--> statement-breakpoint
CREATE INDEX "billpay_transactions_bill_paid" ON "billpay_transactions" USING btree ("provider_id","account_number","completed_at");--> statement-breakpoint
CREATE INDEX "billpay_transactions_idempotency_key" ON "billpay_transactions" USING btree ("idempotency_key");