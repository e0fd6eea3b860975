CREATE TABLE "prompt_ratings" (
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"prompt_index" integer NOT NULL,
	"rating" text NOT NULL,
	"prompt_text" text DEFAULT '' NOT NULL,
	"problem_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_ratings_user_id_session_id_prompt_index_pk" PRIMARY KEY("user_id","session_id","prompt_index"),
	CONSTRAINT "prompt_ratings_rating_values" CHECK ("prompt_ratings"."rating" in ('positive', 'negative'))
);
--> statement-breakpoint
CREATE TABLE "rescue_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"problem_type" text NOT NULL,
	"project_description" text DEFAULT '' NOT NULL,
	"custom_problem" text,
	"selected_strategy" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"action_steps" jsonb NOT NULL,
	"prompts" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"success" boolean DEFAULT false NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"steps_completed" integer DEFAULT 0 NOT NULL,
	"total_time_spent" integer DEFAULT 0 NOT NULL,
	"imported" boolean DEFAULT false NOT NULL,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rescue_sessions_user_source_unique" UNIQUE("user_id","source_id"),
	CONSTRAINT "rescue_sessions_progress_range" CHECK ("rescue_sessions"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "prompt_ratings" ADD CONSTRAINT "prompt_ratings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_ratings" ADD CONSTRAINT "prompt_ratings_session_id_rescue_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."rescue_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_sessions" ADD CONSTRAINT "rescue_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_ratings_session_idx" ON "prompt_ratings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "rescue_sessions_user_created_idx" ON "rescue_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rescue_sessions_user_start_idx" ON "rescue_sessions" USING btree ("user_id","start_time");