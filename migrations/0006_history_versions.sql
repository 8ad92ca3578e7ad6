CREATE TABLE `changes` (
	`site_id` text NOT NULL,
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text,
	`item_id` text NOT NULL,
	`item_type` text NOT NULL,
	`action` text NOT NULL,
	`version` integer,
	`user_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `changes_site_page_created_idx` ON `changes` (`site_id`,`page_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `items` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `items` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `site_documents` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `site_documents` ADD `updated_by` text;--> statement-breakpoint
CREATE INDEX `publications_site_page_created_idx` ON `publications` (`site_id`,`page_id`,`created_at`);