-- A schema-version-1 career-bot database (before migrations), dumped with sqlite3 .dump.
-- Made by storage.db.Database.create_schema and the repositories at commit 785429a
-- (one user with a profile, a skill, two threads, opportunities O001 and O002, a kv row).
BEGIN TRANSACTION;
CREATE TABLE schema_info (
	id INTEGER NOT NULL, 
	version INTEGER NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id)
);
INSERT INTO schema_info VALUES(1,1,'2026-11-23 22:26:08.272311');
CREATE TABLE users (
	id VARCHAR(128) NOT NULL, 
	display_name VARCHAR(200) NOT NULL, 
	offline_notice_sent BOOLEAN NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id)
);
INSERT INTO users VALUES('console:jane','Jane',0,'2026-11-23 22:26:08.298092');
CREATE TABLE events (
	id INTEGER NOT NULL, 
	user_id VARCHAR(128), 
	thread_id VARCHAR(36), 
	kind VARCHAR(40) NOT NULL, 
	data JSON NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id)
);
CREATE TABLE processed_events (
	source VARCHAR(20) NOT NULL, 
	event_id VARCHAR(200) NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (source, event_id)
);
CREATE TABLE kv (
	"key" VARCHAR(200) NOT NULL, 
	value TEXT NOT NULL, 
	owner VARCHAR(128), 
	PRIMARY KEY ("key")
);
INSERT INTO kv VALUES('console:thread','00000000-0000-0000-0000-000000000002','console:jane');
CREATE TABLE profiles (
	user_id VARCHAR(128) NOT NULL, 
	basics JSON NOT NULL, 
	resume_text TEXT NOT NULL, 
	completeness FLOAT NOT NULL, 
	updated_at DATETIME NOT NULL, 
	PRIMARY KEY (user_id), 
	FOREIGN KEY(user_id) REFERENCES users (id) ON DELETE CASCADE
);
INSERT INTO profiles VALUES('console:jane','{"name": "Jane Doe"}','Jane Doe - Platform Engineer',0.5,'2026-11-23 22:26:08.313329');
CREATE TABLE skills (
	id INTEGER NOT NULL, 
	user_id VARCHAR(128) NOT NULL, 
	"key" VARCHAR(200) NOT NULL, 
	name VARCHAR(200) NOT NULL, 
	category VARCHAR(60) NOT NULL, 
	attributes JSON NOT NULL, 
	evidence JSON NOT NULL, 
	updated_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(user_id) REFERENCES users (id) ON DELETE CASCADE
);
INSERT INTO skills VALUES(1,'console:jane','python','Python','language','{"duration": "5 years"}','["wrote tooling"]','2026-11-23 22:26:08.312186');
CREATE TABLE threads (
	thread_id VARCHAR(36) NOT NULL, 
	platform VARCHAR(20) NOT NULL, 
	workspace VARCHAR(100) NOT NULL, 
	channel VARCHAR(100) NOT NULL, 
	thread_root VARCHAR(100) NOT NULL, 
	owner VARCHAR(128) NOT NULL, 
	kind VARCHAR(20) NOT NULL, 
	status VARCHAR(20) NOT NULL, 
	created_at DATETIME NOT NULL, 
	updated_at DATETIME NOT NULL, 
	PRIMARY KEY (thread_id), 
	FOREIGN KEY(owner) REFERENCES users (id) ON DELETE CASCADE
);
INSERT INTO threads VALUES('00000000-0000-0000-0000-000000000001','console','local','console','1','console:jane','reply','active','2026-11-23 22:26:08.318100','2026-11-23 22:26:08.318104');
INSERT INTO threads VALUES('00000000-0000-0000-0000-000000000002','console','local','console','2','console:jane','reply','active','2026-11-23 22:26:08.335537','2026-11-23 22:26:08.335540');
CREATE TABLE button_tokens (
	token VARCHAR(32) NOT NULL, 
	card_id VARCHAR(32) NOT NULL, 
	owner VARCHAR(128) NOT NULL, 
	thread_id VARCHAR(36), 
	interrupt_id VARCHAR(64), 
	action VARCHAR(40) NOT NULL, 
	label VARCHAR(60) NOT NULL, 
	created_at DATETIME NOT NULL, 
	used_at DATETIME, 
	PRIMARY KEY (token), 
	FOREIGN KEY(owner) REFERENCES users (id) ON DELETE CASCADE
);
CREATE TABLE opportunities (
	id INTEGER NOT NULL, 
	code VARCHAR(12) NOT NULL, 
	user_id VARCHAR(128) NOT NULL, 
	thread_id VARCHAR(36) NOT NULL, 
	company VARCHAR(200) NOT NULL, 
	role VARCHAR(200) NOT NULL, 
	contact VARCHAR(200) NOT NULL, 
	stage VARCHAR(20) NOT NULL, 
	created_at DATETIME NOT NULL, 
	stage_changed_at DATETIME NOT NULL, 
	last_activity_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(user_id) REFERENCES users (id) ON DELETE CASCADE, 
	UNIQUE (thread_id)
);
INSERT INTO opportunities VALUES(1,'O001','console:jane','00000000-0000-0000-0000-000000000001','Globex','Platform Engineer','','replied','2026-11-23 22:26:08.327937','2026-11-23 22:26:08.325739','2026-11-23 22:26:08.325744');
INSERT INTO opportunities VALUES(2,'O002','console:jane','00000000-0000-0000-0000-000000000002','Initech','Platform Engineer','','replied','2026-11-23 22:26:08.339208','2026-11-23 22:26:08.338792','2026-11-23 22:26:08.338797');
CREATE TABLE opportunity_messages (
	id INTEGER NOT NULL, 
	opportunity_id INTEGER NOT NULL, 
	turn INTEGER NOT NULL, 
	employer_text TEXT NOT NULL, 
	reply_text TEXT NOT NULL, 
	outcome VARCHAR(20) NOT NULL, 
	created_at DATETIME NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(opportunity_id) REFERENCES opportunities (id) ON DELETE CASCADE
);
INSERT INTO opportunity_messages VALUES(1,1,1,'Hi Jane','Thanks','sent','2026-11-23 22:26:08.332300');
INSERT INTO opportunity_messages VALUES(2,2,1,'Hi Jane','Thanks','sent','2026-11-23 22:26:08.342115');
CREATE INDEX ix_events_user_id ON events (user_id);
CREATE INDEX ix_kv_owner ON kv (owner);
CREATE UNIQUE INDEX ix_skills_user_key ON skills (user_id, "key");
CREATE INDEX ix_skills_user_id ON skills (user_id);
CREATE INDEX ix_threads_owner ON threads (owner);
CREATE INDEX ix_button_tokens_owner ON button_tokens (owner);
CREATE INDEX ix_button_tokens_card_id ON button_tokens (card_id);
CREATE INDEX ix_opportunities_user_id ON opportunities (user_id);
CREATE UNIQUE INDEX ix_opportunities_user_code ON opportunities (user_id, code);
CREATE UNIQUE INDEX ix_opportunity_messages_turn ON opportunity_messages (opportunity_id, turn);
CREATE INDEX ix_opportunity_messages_opportunity_id ON opportunity_messages (opportunity_id);
COMMIT;
