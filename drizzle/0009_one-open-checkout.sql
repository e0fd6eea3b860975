ALTER TABLE "checkout_sessions" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "checkout_sessions" SET "status" = 'expired' WHERE "status" = 'open' AND "id" NOT IN (SELECT DISTINCT ON ("user_id") "id" FROM "checkout_sessions" WHERE "status" = 'open' ORDER BY "user_id", "created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_open_idx" ON "checkout_sessions" USING btree ("user_id") WHERE "checkout_sessions"."status" = 'open';