CREATE TABLE `branches` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`name` text NOT NULL,
	`street` text NOT NULL,
	`street_number` text DEFAULT '' NOT NULL,
	`zip` text NOT NULL,
	`city` text NOT NULL,
	`phone` text,
	`email` text,
	`latitude` text,
	`longitude` text,
	`active` integer DEFAULT true NOT NULL,
	`opening_hours` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `branches_business_idx` ON `branches` (`business_id`);--> statement-breakpoint
CREATE TABLE `businesses` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`logo` text,
	`programs` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`is_site_owner` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `changelog` (
	`id` text PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`text_de` text NOT NULL,
	`text_fr` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `changelog_date_unique` ON `changelog` (`date`);--> statement-breakpoint
CREATE TABLE `collection_items` (
	`collection_id` text NOT NULL,
	`item_id` text NOT NULL,
	`position` integer NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`collection_id`, `item_id`)
);
--> statement-breakpoint
CREATE TABLE `collections` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`collection_type` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collections_name_unique` ON `collections` (`name`);--> statement-breakpoint
CREATE TABLE `items` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`page_id` text NOT NULL,
	`parent_id` text,
	`draft` text NOT NULL,
	`published` text,
	`changed` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `items_page_idx` ON `items` (`page_id`);--> statement-breakpoint
CREATE INDEX `items_parent_idx` ON `items` (`parent_id`);--> statement-breakpoint
CREATE TABLE `media` (
	`id` text PRIMARY KEY NOT NULL,
	`parent_id` text,
	`media_type` text NOT NULL,
	`mime_type` text NOT NULL,
	`bucket_folder` text NOT NULL,
	`object_id` text NOT NULL,
	`original_filename` text NOT NULL,
	`extension` text NOT NULL,
	`file_size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`tags` text DEFAULT '[]' NOT NULL,
	`blur_hash` text,
	`focal_point` text,
	`crop_area` text,
	`video_settings` text,
	`alt` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `publications` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`published_by` text,
	`snapshot` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `publications_page_idx` ON `publications` (`page_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `site_documents` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `slugs` (
	`page_id` text NOT NULL,
	`locale` text NOT NULL,
	`slug` text NOT NULL,
	`collection` text,
	`published` integer NOT NULL,
	PRIMARY KEY(`page_id`, `locale`, `published`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `slugs_unique_idx` ON `slugs` (`locale`,`slug`,`published`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`password_hash` text NOT NULL,
	`password_salt` text NOT NULL,
	`password_iterations` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);