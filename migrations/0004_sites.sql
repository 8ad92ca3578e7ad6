-- Sites (docs/decisions/009-sites-as-rows.md). Hand-written: drizzle-kit's ALTER TABLE ... ADD site_id NOT NULL
-- fails on tables holding rows. Existing content becomes the site 'main' (default on localhost); set its host,
-- name and languages afterwards with `npm run site:update -- --site main ...`.
CREATE TABLE `sites` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`primary_host` text NOT NULL,
	`alias_hosts` text DEFAULT '[]' NOT NULL,
	`locales` text NOT NULL,
	`programs` text DEFAULT '[]' NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `sites_primary_host_unique` ON `sites` (`primary_host`);--> statement-breakpoint
CREATE TABLE `memberships` (
	`user_id` text NOT NULL,
	`site_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `site_id`)
);--> statement-breakpoint
CREATE INDEX `memberships_site_idx` ON `memberships` (`site_id`);--> statement-breakpoint
INSERT INTO `sites` (`id`, `name`, `primary_host`, `alias_hosts`, `locales`, `programs`, `is_default`) VALUES ('main', 'Main site', 'localhost', '[]', '["de","fr"]', '["optician"]', 1);--> statement-breakpoint
INSERT INTO `memberships` (`user_id`, `site_id`) SELECT `id`, 'main' FROM `users` WHERE `role` = 'optician';--> statement-breakpoint
DROP INDEX `items_page_idx`;--> statement-breakpoint
DROP INDEX `items_parent_idx`;--> statement-breakpoint
CREATE TABLE `__new_items` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`page_id` text NOT NULL,
	`parent_id` text,
	`draft` text NOT NULL,
	`published` text,
	`changed` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
, `site_id` text NOT NULL);--> statement-breakpoint
INSERT INTO `__new_items` (`site_id`, `id`, `type`, `page_id`, `parent_id`, `draft`, `published`, `changed`, `created_at`, `updated_at`) SELECT 'main', `id`, `type`, `page_id`, `parent_id`, `draft`, `published`, `changed`, `created_at`, `updated_at` FROM `items`;--> statement-breakpoint
DROP TABLE `items`;--> statement-breakpoint
ALTER TABLE `__new_items` RENAME TO `items`;--> statement-breakpoint
CREATE INDEX `items_page_idx` ON `items` (`page_id`);--> statement-breakpoint
CREATE INDEX `items_parent_idx` ON `items` (`parent_id`);--> statement-breakpoint
CREATE INDEX `items_site_type_idx` ON `items` (`site_id`,`type`);--> statement-breakpoint
DROP INDEX `slugs_unique_idx`;--> statement-breakpoint
CREATE TABLE `__new_slugs` (
	`page_id` text NOT NULL,
	`locale` text NOT NULL,
	`slug` text NOT NULL,
	`collection` text,
	`published` integer NOT NULL, `site_id` text NOT NULL,
	PRIMARY KEY(`page_id`, `locale`, `published`)
);--> statement-breakpoint
INSERT INTO `__new_slugs` (`site_id`, `page_id`, `locale`, `slug`, `collection`, `published`) SELECT 'main', `page_id`, `locale`, `slug`, `collection`, `published` FROM `slugs`;--> statement-breakpoint
DROP TABLE `slugs`;--> statement-breakpoint
ALTER TABLE `__new_slugs` RENAME TO `slugs`;--> statement-breakpoint
CREATE UNIQUE INDEX `slugs_unique_idx` ON `slugs` (`site_id`,`locale`,`slug`,`published`);--> statement-breakpoint
DROP INDEX `collections_name_unique`;--> statement-breakpoint
CREATE TABLE `__new_collections` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`collection_type` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
, `site_id` text NOT NULL);--> statement-breakpoint
INSERT INTO `__new_collections` (`site_id`, `id`, `name`, `kind`, `collection_type`, `position`, `created_at`) SELECT 'main', `id`, `name`, `kind`, `collection_type`, `position`, `created_at` FROM `collections`;--> statement-breakpoint
DROP TABLE `collections`;--> statement-breakpoint
ALTER TABLE `__new_collections` RENAME TO `collections`;--> statement-breakpoint
CREATE UNIQUE INDEX `collections_site_name_idx` ON `collections` (`site_id`,`name`);--> statement-breakpoint
CREATE TABLE `__new_collection_items` (
	`collection_id` text NOT NULL,
	`item_id` text NOT NULL,
	`position` integer NOT NULL,
	`visible` integer DEFAULT true NOT NULL, `site_id` text NOT NULL,
	PRIMARY KEY(`collection_id`, `item_id`)
);--> statement-breakpoint
INSERT INTO `__new_collection_items` (`site_id`, `collection_id`, `item_id`, `position`, `visible`) SELECT 'main', `collection_id`, `item_id`, `position`, `visible` FROM `collection_items`;--> statement-breakpoint
DROP TABLE `collection_items`;--> statement-breakpoint
ALTER TABLE `__new_collection_items` RENAME TO `collection_items`;--> statement-breakpoint
CREATE INDEX `collection_items_site_idx` ON `collection_items` (`site_id`);--> statement-breakpoint
CREATE TABLE `__new_site_documents` (
	`site_id` text NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`site_id`, `key`)
);--> statement-breakpoint
INSERT INTO `__new_site_documents` (`site_id`, `key`, `value`, `updated_at`) SELECT 'main', `key`, `value`, `updated_at` FROM `site_documents`;--> statement-breakpoint
DROP TABLE `site_documents`;--> statement-breakpoint
ALTER TABLE `__new_site_documents` RENAME TO `site_documents`;--> statement-breakpoint
DROP INDEX `publications_page_idx`;--> statement-breakpoint
CREATE TABLE `__new_publications` (
	`id` text PRIMARY KEY NOT NULL,
	`page_id` text NOT NULL,
	`published_by` text,
	`snapshot` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
, `site_id` text NOT NULL);--> statement-breakpoint
INSERT INTO `__new_publications` (`site_id`, `id`, `page_id`, `published_by`, `snapshot`, `created_at`) SELECT 'main', `id`, `page_id`, `published_by`, `snapshot`, `created_at` FROM `publications`;--> statement-breakpoint
DROP TABLE `publications`;--> statement-breakpoint
ALTER TABLE `__new_publications` RENAME TO `publications`;--> statement-breakpoint
CREATE INDEX `publications_page_idx` ON `publications` (`page_id`);--> statement-breakpoint
CREATE TABLE `__new_businesses` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`logo` text,
	`programs` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`is_site_owner` integer DEFAULT false NOT NULL
, `site_id` text NOT NULL);--> statement-breakpoint
INSERT INTO `__new_businesses` (`site_id`, `id`, `name`, `logo`, `programs`, `active`, `is_site_owner`) SELECT 'main', `id`, `name`, `logo`, `programs`, `active`, `is_site_owner` FROM `businesses`;--> statement-breakpoint
DROP TABLE `businesses`;--> statement-breakpoint
ALTER TABLE `__new_businesses` RENAME TO `businesses`;--> statement-breakpoint
CREATE INDEX `businesses_site_idx` ON `businesses` (`site_id`);--> statement-breakpoint
DROP INDEX `branches_business_idx`;--> statement-breakpoint
CREATE TABLE `__new_branches` (
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
, `site_id` text NOT NULL);--> statement-breakpoint
INSERT INTO `__new_branches` (`site_id`, `id`, `business_id`, `name`, `street`, `street_number`, `zip`, `city`, `phone`, `email`, `latitude`, `longitude`, `active`, `opening_hours`) SELECT 'main', `id`, `business_id`, `name`, `street`, `street_number`, `zip`, `city`, `phone`, `email`, `latitude`, `longitude`, `active`, `opening_hours` FROM `branches`;--> statement-breakpoint
DROP TABLE `branches`;--> statement-breakpoint
ALTER TABLE `__new_branches` RENAME TO `branches`;--> statement-breakpoint
CREATE INDEX `branches_business_idx` ON `branches` (`business_id`);--> statement-breakpoint
CREATE TABLE `__new_media` (
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
, `site_id` text NOT NULL);--> statement-breakpoint
INSERT INTO `__new_media` (`site_id`, `id`, `parent_id`, `media_type`, `mime_type`, `bucket_folder`, `object_id`, `original_filename`, `extension`, `file_size`, `width`, `height`, `tags`, `blur_hash`, `focal_point`, `crop_area`, `video_settings`, `alt`, `created_at`, `updated_at`) SELECT 'main', `id`, `parent_id`, `media_type`, `mime_type`, `bucket_folder`, `object_id`, `original_filename`, `extension`, `file_size`, `width`, `height`, `tags`, `blur_hash`, `focal_point`, `crop_area`, `video_settings`, `alt`, `created_at`, `updated_at` FROM `media`;--> statement-breakpoint
DROP TABLE `media`;--> statement-breakpoint
ALTER TABLE `__new_media` RENAME TO `media`;--> statement-breakpoint
CREATE INDEX `media_site_idx` ON `media` (`site_id`);--> statement-breakpoint
DROP INDEX `sessions_user_idx`;--> statement-breakpoint
CREATE TABLE `__new_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
, `site_id` text NOT NULL);--> statement-breakpoint
INSERT INTO `__new_sessions` (`site_id`, `id`, `user_id`, `expires_at`, `created_at`) SELECT 'main', `id`, `user_id`, `expires_at`, `created_at` FROM `sessions`;--> statement-breakpoint
DROP TABLE `sessions`;--> statement-breakpoint
ALTER TABLE `__new_sessions` RENAME TO `sessions`;--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `__new_changelog_seen` (
	`site_id` text NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	PRIMARY KEY(`site_id`, `user_id`, `date`)
);--> statement-breakpoint
INSERT INTO `__new_changelog_seen` (`site_id`, `user_id`, `date`) SELECT 'main', `user_id`, `date` FROM `changelog_seen`;--> statement-breakpoint
DROP TABLE `changelog_seen`;--> statement-breakpoint
ALTER TABLE `__new_changelog_seen` RENAME TO `changelog_seen`;--> statement-breakpoint
DROP INDEX `submissions_mail_idx`;--> statement-breakpoint
DROP INDEX `submissions_created_idx`;--> statement-breakpoint
CREATE TABLE `__new_submissions` (
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
, `site_id` text NOT NULL);--> statement-breakpoint
INSERT INTO `__new_submissions` (`site_id`, `id`, `form`, `locale`, `payload`, `sender_email`, `mail_status`, `attempts`, `last_error`, `next_attempt_at`, `created_at`) SELECT 'main', `id`, `form`, `locale`, `payload`, `sender_email`, `mail_status`, `attempts`, `last_error`, `next_attempt_at`, `created_at` FROM `submissions`;--> statement-breakpoint
DROP TABLE `submissions`;--> statement-breakpoint
ALTER TABLE `__new_submissions` RENAME TO `submissions`;--> statement-breakpoint
CREATE INDEX `submissions_mail_idx` ON `submissions` (`mail_status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `submissions_created_idx` ON `submissions` (`site_id`,`created_at`);--> statement-breakpoint
DROP INDEX `listings_type_status_idx`;--> statement-breakpoint
CREATE TABLE `__new_listings` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`kind` text DEFAULT 'offering' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`work_quota` text,
	`cost_cents` integer,
	`to_be_picked_up` integer DEFAULT false NOT NULL,
	`subject_to_postage` integer DEFAULT false NOT NULL,
	`asking_price` integer DEFAULT false NOT NULL,
	`title_images` text DEFAULT '[]' NOT NULL,
	`branch_id` text,
	`staff_first_name` text,
	`staff_last_name` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
, `site_id` text NOT NULL);--> statement-breakpoint
INSERT INTO `__new_listings` (`site_id`, `id`, `type`, `kind`, `status`, `title`, `description`, `work_quota`, `cost_cents`, `to_be_picked_up`, `subject_to_postage`, `asking_price`, `title_images`, `branch_id`, `staff_first_name`, `staff_last_name`, `created_at`, `updated_at`) SELECT 'main', `id`, `type`, `kind`, `status`, `title`, `description`, `work_quota`, `cost_cents`, `to_be_picked_up`, `subject_to_postage`, `asking_price`, `title_images`, `branch_id`, `staff_first_name`, `staff_last_name`, `created_at`, `updated_at` FROM `listings`;--> statement-breakpoint
DROP TABLE `listings`;--> statement-breakpoint
ALTER TABLE `__new_listings` RENAME TO `listings`;--> statement-breakpoint
CREATE INDEX `listings_type_status_idx` ON `listings` (`site_id`,`type`,`status`,`created_at`);
