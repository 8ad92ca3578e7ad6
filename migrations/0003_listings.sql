CREATE TABLE `listings` (
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
);
--> statement-breakpoint
CREATE INDEX `listings_type_status_idx` ON `listings` (`type`,`status`,`created_at`);