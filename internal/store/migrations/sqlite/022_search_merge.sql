-- The search index merges its segments when intake pauses, not in the
-- transaction of every lead (store/search_merge.go): at a million leads
-- FTS5's automatic merging took two thirds of a lead's write. Its bound
-- under intake that never pauses, crisismerge (16 segments a level), stays.
INSERT INTO lead_search (lead_search, rank) VALUES ('automerge', 0);
