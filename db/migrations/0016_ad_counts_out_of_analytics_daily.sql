-- The ads' counts live in one table, ad_events, which the counted figures read for every page.
-- The analytics rollup no longer copies them into analytics_daily; the copies it made are removed,
-- so no reader can take a second, older answer from them.
DELETE FROM "analytics_daily" WHERE "dimension" IN ('ad-impression', 'ad-viewable', 'ad-click');
