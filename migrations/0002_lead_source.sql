-- Where the visit came from (the X-Lead-Source header), each field NULL when not sent.
ALTER TABLE quotes ADD COLUMN source_landing_page TEXT;
ALTER TABLE quotes ADD COLUMN source_referrer TEXT;
ALTER TABLE quotes ADD COLUMN source_utm_source TEXT;
ALTER TABLE quotes ADD COLUMN source_utm_medium TEXT;
ALTER TABLE quotes ADD COLUMN source_utm_campaign TEXT;
ALTER TABLE quotes ADD COLUMN source_utm_term TEXT;
ALTER TABLE quotes ADD COLUMN source_utm_content TEXT;
ALTER TABLE quotes ADD COLUMN source_click_id TEXT;
-- Set once the signed JSON webhook (LEAD_JSON_WEBHOOK_URL) has delivered the lead.
ALTER TABLE quotes ADD COLUMN json_webhook_sent_at TEXT;
