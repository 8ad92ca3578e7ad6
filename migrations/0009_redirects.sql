CREATE TABLE `redirects` (
	`site_id` text NOT NULL,
	`path` text NOT NULL,
	`locale` text NOT NULL,
	`page_id` text NOT NULL,
	`manual` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`site_id`, `path`)
);
--> statement-breakpoint
CREATE INDEX `redirects_page_idx` ON `redirects` (`site_id`,`page_id`);