-- Content in Spanish (issue 25, decision 065). As SQLite's 040.
--
-- Each content record may have a Spanish version, kept in es_ columns
-- beside the English ones it translates. The first of them is NULL when the
-- record has none (es_title, es_name, es_faq_question): the Spanish site
-- and sitemap then leave the record out. The others are '' until written.
-- A post's Spanish version has its own slug, unique among Spanish slugs
-- (lower-case, as the admin form makes every slug), which /es/blog/{slug}
-- looks up through its index.
ALTER TABLE services ADD COLUMN es_title TEXT;
ALTER TABLE services ADD COLUMN es_description TEXT NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN es_seo_title TEXT NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN es_seo_description TEXT NOT NULL DEFAULT '';
ALTER TABLE services ADD COLUMN es_seo_keywords TEXT NOT NULL DEFAULT '';

ALTER TABLE state_laws ADD COLUMN es_name TEXT;
ALTER TABLE state_laws ADD COLUMN es_title TEXT NOT NULL DEFAULT '';
ALTER TABLE state_laws ADD COLUMN es_description TEXT NOT NULL DEFAULT '';
ALTER TABLE state_laws ADD COLUMN es_seo_title TEXT NOT NULL DEFAULT '';
ALTER TABLE state_laws ADD COLUMN es_seo_description TEXT NOT NULL DEFAULT '';
ALTER TABLE state_laws ADD COLUMN es_seo_keywords TEXT NOT NULL DEFAULT '';

ALTER TABLE questions ADD COLUMN es_faq_question TEXT;
ALTER TABLE questions ADD COLUMN es_answer TEXT NOT NULL DEFAULT '';

ALTER TABLE blogs ADD COLUMN es_title TEXT;
ALTER TABLE blogs ADD COLUMN es_slug TEXT;
ALTER TABLE blogs ADD COLUMN es_excerpt TEXT NOT NULL DEFAULT '';
ALTER TABLE blogs ADD COLUMN es_body TEXT NOT NULL DEFAULT '';
ALTER TABLE blogs ADD COLUMN es_seo_title TEXT NOT NULL DEFAULT '';
ALTER TABLE blogs ADD COLUMN es_seo_description TEXT NOT NULL DEFAULT '';
ALTER TABLE blogs ADD COLUMN es_seo_keywords TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX blogs_es_slug ON blogs (es_slug);
