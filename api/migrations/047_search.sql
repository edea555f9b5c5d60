-- The command palette's search (GET /search): full-text indexes on the text it matches by word,
-- with the 'simple' configuration (no stemming or stop words, so names and ids match as typed).
-- The expressions are exactly those in api/src/features/search/repository.ts, so the planner
-- uses them. Ids, e-mail addresses and coupon codes are matched with ILIKE on small tables.
CREATE INDEX members_name_search_idx ON members USING gin (to_tsvector('simple', full_name));
CREATE INDEX funding_requests_title_search_idx ON funding_requests
  USING gin (to_tsvector('simple', title));
CREATE INDEX support_messages_content_search_idx ON support_messages
  USING gin (to_tsvector('simple', content));
