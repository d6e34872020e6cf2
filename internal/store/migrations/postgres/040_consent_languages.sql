-- Consent texts per language (issue 25, decision 066). A wording is in one
-- language: its version is a hash of its words, so the same words cannot
-- be two languages, and the version a lead keeps names its language too.
-- The current text of a language is the newest publication of a wording in
-- that language. Every wording published so far is English.
ALTER TABLE consent_texts ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
