-- The consent record proves the tick, not only the texts (152-ФЗ ст. 9 ч. 3), and names the separate
-- consent to the anket's health data when the clinic asks for it (ст. 10 ч. 2 п. 1): its page and
-- the edition (content hash) built when the anket arrived. Kept to PostgreSQL 15.

-- true when the form sent its consent tick; rows stored before this migration did not send one
ALTER TABLE submissions ADD COLUMN consent_ticked boolean NOT NULL DEFAULT false;
-- 'consent-health' and its hash, or both NULL when the anket was not asked for it
ALTER TABLE submissions ADD COLUMN health_consent_document text;
ALTER TABLE submissions ADD COLUMN health_consent_version text;
ALTER TABLE submissions ADD CONSTRAINT submissions_health_consent_whole
  CHECK ((health_consent_document IS NULL) = (health_consent_version IS NULL));
ALTER TABLE submissions ADD CONSTRAINT submissions_health_consent_ticked
  CHECK (health_consent_document IS NULL OR consent_ticked);

-- a form whose notice never went out is deleted formsRetentionDays after it arrived
CREATE INDEX submissions_undelivered_received_at ON submissions (received_at) WHERE delivered_at IS NULL;
