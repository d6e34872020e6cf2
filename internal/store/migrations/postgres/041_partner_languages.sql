-- Leads reach firms that speak the language (issue 25; decision 067).
--
-- languages: the languages a firm's intake staff speak, a JSON array of
-- 'en' and 'es' (English for the firms there were). language_fallback: no
-- eligible firm spoke the lead's language and it went to firms that do
-- not, the operator's setting language_fallback allowing it. As SQLite's
-- 042. (A column with a constant default is added without rewriting the
-- table.)
ALTER TABLE partners ADD COLUMN languages TEXT NOT NULL DEFAULT '["en"]';
ALTER TABLE leads ADD COLUMN language_fallback BOOLEAN NOT NULL DEFAULT FALSE;
-- The inbox's filter by the language a lead wants to be contacted in reads
-- this index, as the tier's reads leads_tier_created.
CREATE INDEX leads_language_created ON leads (language, created_at, id);
