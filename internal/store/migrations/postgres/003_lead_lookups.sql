-- The duplicate check on a new lead asks for the newest earlier lead with
-- the same phone, and the newest with the same e-mail, within 30 days. With
-- these indexes each is one index probe, however many earlier leads share
-- the value (a bot repeating one number made the old OR query read them
-- all). They replace the single-column indexes, which are their prefixes.
DROP INDEX leads_email;
DROP INDEX leads_phone;
CREATE INDEX leads_email_recent ON leads (email, created_at, id);
CREATE INDEX leads_phone_recent ON leads (phone, created_at, id);

-- A lead is named to the visitor by a random reference, not its row id
-- (which tells anyone how many leads the site gets). Existing leads get one
-- here: 12 characters of Crockford's base32, as store.NewLeadReference
-- makes.
ALTER TABLE leads ADD COLUMN reference TEXT;
UPDATE leads SET reference = (
    SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
    FROM generate_series(1, 12) WHERE leads.id IS NOT NULL
);
ALTER TABLE leads ALTER COLUMN reference SET NOT NULL;
CREATE UNIQUE INDEX leads_reference ON leads (reference);
