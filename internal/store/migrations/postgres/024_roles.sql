-- Roles with least privilege (issue 21, decision 043): an account is an
-- admin, an editor, an intake member, a member of a partner firm
-- (partner_id) or a visitor.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'editor', 'intake', 'partner', 'user'));
-- The firm of a partner account, and only of one. A firm with members is
-- not deleted from under them (DeletePartner demotes them first).
ALTER TABLE users ADD COLUMN partner_id BIGINT REFERENCES partners (id);
ALTER TABLE users ADD CONSTRAINT users_partner_role CHECK ((role = 'partner') = (partner_id IS NOT NULL));
CREATE INDEX users_partner ON users (partner_id) WHERE partner_id IS NOT NULL;
