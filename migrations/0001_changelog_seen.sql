CREATE TABLE `changelog_seen` (
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	PRIMARY KEY(`user_id`, `date`)
);
