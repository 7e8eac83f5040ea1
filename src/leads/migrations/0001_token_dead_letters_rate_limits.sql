CREATE TABLE "lead_rate_limits" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "token_nonce" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_token_nonce_unique" UNIQUE("token_nonce");