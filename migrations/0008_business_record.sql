ALTER TABLE `branches` ADD `website` text;--> statement-breakpoint
ALTER TABLE `branches` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `businesses` ADD `contact_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE `businesses` SET `contact_email` = COALESCE((SELECT json_extract(d.`value`, '$.contact.email') FROM `site_documents` d WHERE d.`site_id` = `businesses`.`site_id` AND d.`key` = 'settings'), '') WHERE `is_site_owner` = 1;
