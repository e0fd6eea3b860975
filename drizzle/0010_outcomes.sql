CREATE TABLE "rescue_outcomes" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"problem_type" text NOT NULL,
	"strategy" text NOT NULL,
	"outcome" text,
	"helped_prompt_index" integer,
	"helped_step_id" integer,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rescue_outcomes_outcome_values" CHECK ("rescue_outcomes"."outcome" is null or "rescue_outcomes"."outcome" in ('unstuck', 'still_stuck', 'gave_up'))
);
--> statement-breakpoint
CREATE TABLE "template_outcomes" (
	"user_id" text NOT NULL,
	"template_id" text NOT NULL,
	"outcome" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_outcomes_user_id_template_id_pk" PRIMARY KEY("user_id","template_id"),
	CONSTRAINT "template_outcomes_outcome_values" CHECK ("template_outcomes"."outcome" in ('unstuck', 'still_stuck'))
);
--> statement-breakpoint
ALTER TABLE "rescue_sessions" ADD COLUMN "previous_session_id" text;--> statement-breakpoint
ALTER TABLE "rescue_sessions" ADD COLUMN "runner_up_type" text;--> statement-breakpoint
ALTER TABLE "rescue_outcomes" ADD CONSTRAINT "rescue_outcomes_session_id_rescue_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."rescue_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_outcomes" ADD CONSTRAINT "rescue_outcomes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_outcomes" ADD CONSTRAINT "template_outcomes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rescue_outcomes_user_idx" ON "rescue_outcomes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rescue_outcomes_type_strategy_idx" ON "rescue_outcomes" USING btree ("problem_type","strategy");--> statement-breakpoint
CREATE INDEX "template_outcomes_template_idx" ON "template_outcomes" USING btree ("template_id");--> statement-breakpoint
ALTER TABLE "rescue_sessions" ADD CONSTRAINT "rescue_sessions_previous_session_id_rescue_sessions_id_fk" FOREIGN KEY ("previous_session_id") REFERENCES "public"."rescue_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_sessions" ADD CONSTRAINT "rescue_sessions_previous_unique" UNIQUE("previous_session_id");