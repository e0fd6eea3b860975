ALTER TABLE "rescue_sessions" ADD COLUMN "paste" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rescue_sessions" ADD COLUMN "facts" jsonb;