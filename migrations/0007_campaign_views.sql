-- Campaign views (browsing spec 7, POST /tracking/viewed_campaign): one row per landing on a campaign
-- address. get_vars is the landing's query as JSON, without product, size, variation and personal
-- parameters; referrer is an origin and path only (src/lib/attribution.ts).
CREATE TABLE campaign_views (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  campaign_id TEXT NOT NULL,
  referrer TEXT NOT NULL DEFAULT '',
  get_vars TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX campaign_views_campaign ON campaign_views (campaign_id, created_at);
