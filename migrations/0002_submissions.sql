CREATE TABLE `submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`form` text NOT NULL,
	`locale` text NOT NULL,
	`payload` text NOT NULL,
	`sender_email` text NOT NULL,
	`mail_status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `submissions_mail_idx` ON `submissions` (`mail_status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `submissions_created_idx` ON `submissions` (`created_at`);