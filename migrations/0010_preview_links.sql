CREATE TABLE `preview_links` (
	`site_id` text NOT NULL,
	`id` text NOT NULL,
	`token_hash` text NOT NULL,
	`page_id` text NOT NULL,
	`locale` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	`created_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`site_id`, `id`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_token_idx` ON `preview_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `preview_links_page_idx` ON `preview_links` (`site_id`,`page_id`);