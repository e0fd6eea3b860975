CREATE TABLE "generator_results" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"input" jsonb NOT NULL,
	"prompts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rescue_sessions" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "generator_results" ADD CONSTRAINT "generator_results_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generator_results_user_created_idx" ON "generator_results" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "rescue_sessions" ADD CONSTRAINT "rescue_sessions_share_token_unique" UNIQUE("share_token");