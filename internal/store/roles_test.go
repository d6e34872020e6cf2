package store_test

import (
	"context"
	"database/sql"
	"errors"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// TestRolesAndPartnerFirms: every role can be stored; a partner account
// belongs to exactly one firm and only a partner account does; an admin
// moves accounts between staff roles and down to user, never up from user
// (that takes an invitation); deleting a firm makes its members visitors
// and signs them out.
func TestRolesAndPartnerFirms(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		firm, err := st.CreatePartner(ctx, leads.Partner{Name: "Firm", States: []string{"CA"}, Timezone: "UTC"})
		if err != nil {
			t.Fatal(err)
		}
		mk := func(email string, role access.Role, partner *int64) (store.User, error) {
			return st.CreateUser(ctx, store.User{FirstName: "A", LastName: "B", Email: email, PasswordHash: "h", Role: role, PartnerID: partner})
		}
		made := map[access.Role]store.User{}
		for _, r := range access.Roles {
			var partner *int64
			if r == access.Partner {
				partner = &firm.ID
			}
			u, err := mk(string(r)+"@example.com", r, partner)
			if err != nil {
				t.Fatalf("%s: %v", r, err)
			}
			if u.Role != r || (u.PartnerID != nil) != (r == access.Partner) {
				t.Errorf("%s stored as %+v", r, u)
			}
			made[r] = u
		}
		for _, bad := range []struct {
			role    access.Role
			partner *int64
		}{{access.Partner, nil}, {access.Editor, &firm.ID}, {"root", nil}} {
			if _, err := mk("bad-"+string(bad.role)+"@example.com", bad.role, bad.partner); err == nil {
				t.Errorf("%s with firm %v stored", bad.role, bad.partner)
			}
		}

		role := func(r access.Role) *access.Role { return &r }
		for _, ch := range []struct {
			who  access.Role
			to   access.Role
			want error
		}{
			{access.User, access.Editor, store.ErrRoleNeedsInvitation},
			{access.Editor, access.Partner, store.ErrRoleNeedsInvitation},
			{access.Partner, access.Intake, store.ErrRoleNeedsInvitation},
			{access.Editor, access.Intake, nil},
		} {
			if _, err := st.UpdateUser(ctx, made[ch.who].ID, store.UserUpdate{Role: role(ch.to)}); !errors.Is(err, ch.want) {
				t.Errorf("%s to %s: %v, want %v", ch.who, ch.to, err, ch.want)
			}
		}

		// A member with a session; the firm goes.
		member := made[access.Partner]
		if err := st.CreateSession(ctx, "member-session", member.ID, st.Now().Add(1e12)); err != nil {
			t.Fatal(err)
		}
		if err := st.DeletePartner(ctx, firm.ID); err != nil {
			t.Fatal(err)
		}
		after, err := st.User(ctx, member.ID)
		if err != nil || after.Role != access.User || after.PartnerID != nil {
			t.Errorf("member after the firm's deletion: %+v, %v", after, err)
		}
		if _, err := st.SessionUser(ctx, "member-session"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("member's session after the firm's deletion: %v", err)
		}
	})
}

// TestMigration025KeepsAccountsAndTheirRows: the roles migration rebuilds
// users on SQLite (foreign keys off around it): every account, session and
// row that names an account survives, and foreign keys are on again after.
func TestMigration025KeepsAccountsAndTheirRows(t *testing.T) {
	eachRaw(t, func(t *testing.T, r rawDB) {
		ctx := t.Context()
		st := r.st
		admin, err := st.CreateUser(ctx, store.User{FirstName: "Ada", LastName: "Admin", Email: "ada@example.com", PasswordHash: "h", Role: access.Admin})
		if err != nil {
			t.Fatal(err)
		}
		visitor, err := st.CreateUser(ctx, store.User{FirstName: "Vi", LastName: "Sitor", Email: "vi@example.com", PasswordHash: "h", Role: access.User})
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range []store.User{admin, visitor} {
			if err := st.CreateSession(ctx, "s-"+u.Email, u.ID, st.Now().Add(1e12)); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := st.PublishConsentText(ctx, store.ConsentText{Version: "v-roles", Text: "I agree to be contacted by the firms."}, admin.ID); err != nil {
			t.Fatal(err)
		}

		// Back to the schema before the migration.
		rewind := []string{
			`ALTER TABLE users DROP CONSTRAINT users_partner_role`,
			`DROP INDEX users_partner`,
			`ALTER TABLE users DROP COLUMN partner_id`,
			`ALTER TABLE users DROP CONSTRAINT users_role_check`,
			`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'user'))`,
			`DELETE FROM schema_migrations WHERE version = 24`,
		}
		if st.Dialect() == store.SQLite {
			rewind = []string{
				`CREATE TABLE users_old (
					id INTEGER PRIMARY KEY AUTOINCREMENT, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
					email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
					role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
					created_at TIMESTAMP NOT NULL, updated_at TIMESTAMP NOT NULL, email_verified_at TIMESTAMP, disabled_at TIMESTAMP)`,
				`INSERT INTO users_old SELECT id, first_name, last_name, email, password_hash, role, created_at, updated_at, email_verified_at, disabled_at FROM users`,
				`DROP TABLE users`,
				`ALTER TABLE users_old RENAME TO users`,
				`DELETE FROM schema_migrations WHERE version = 25`,
			}
		}
		conn, err := r.db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if st.Dialect() == store.SQLite {
			mustExec(t, conn, `PRAGMA foreign_keys = OFF`)
		}
		for _, q := range rewind {
			mustExec(t, conn, q)
		}
		if st.Dialect() == store.SQLite {
			mustExec(t, conn, `PRAGMA foreign_keys = ON`)
		}
		conn.Close()

		if err := st.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		for _, u := range []store.User{admin, visitor} {
			got, err := st.SessionUser(ctx, "s-"+u.Email)
			if err != nil || got.ID != u.ID || got.Role != u.Role || got.PartnerID != nil {
				t.Errorf("%s after the migration: %+v, %v", u.Email, got, err)
			}
		}
		var by sql.NullInt64
		if err := r.db.QueryRowContext(ctx, `SELECT published_by FROM consent_text_publications`).Scan(&by); err != nil || by.Int64 != admin.ID {
			t.Errorf("the consent text's publisher after the migration: %v, %v", by, err)
		}
		if _, err := st.CreateUser(ctx, store.User{FirstName: "E", LastName: "D", Email: "ed@example.com", PasswordHash: "h", Role: access.Editor}); err != nil {
			t.Errorf("an editor after the migration: %v", err)
		}
		// Foreign keys are on again on every connection: a session of no
		// account is refused.
		for range 3 {
			if err := st.CreateSession(ctx, "orphan", 99999, st.Now().Add(1e12)); err == nil {
				t.Fatal("a session of no account was stored")
			}
		}
	})
}

func mustExec(t *testing.T, conn *sql.Conn, q string) {
	t.Helper()
	if _, err := conn.ExecContext(context.Background(), q); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}
