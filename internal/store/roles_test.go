package store_test

import (
	"database/sql"
	"errors"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
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

		// A member with a session; the firm goes: a firm with members is
		// archived (issue 22), its members disabled and signed out.
		member := made[access.Partner]
		if err := st.CreateSession(ctx, store.NewSession{TokenHash: "member-session", UserID: member.ID, ExpiresAt: st.Now().Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		if archived, err := st.DeletePartner(ctx, firm.ID); err != nil || !archived {
			t.Fatalf("deleting a firm with members: archived %v, %v", archived, err)
		}
		after, err := st.User(ctx, member.ID)
		if err != nil || !after.Disabled || after.PartnerID == nil || *after.PartnerID != firm.ID {
			t.Errorf("member after the firm's archiving: %+v, %v", after, err)
		}
		if _, err := st.SessionUser(ctx, "member-session"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("member's session after the firm's archiving: %v", err)
		}
		if p, err := st.Partner(ctx, firm.ID); err != nil || p.ArchivedAt == nil || p.Active {
			t.Errorf("the archived firm: %+v, %v", p, err)
		}
	})
}

// TestMigration025KeepsAccountsAndTheirRows: the roles migration rebuilds
// users on SQLite (foreign keys off around it): on a database as it was
// before it, every account, session and row that names an account
// survives, and foreign keys are on again after.
func TestMigration025KeepsAccountsAndTheirRows(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := t.Context()
			url, before := "", 24 // the roles migration: SQLite's 025, PostgreSQL's 024
			if d == store.Postgres {
				url, before = freshSchema(t), 23
			}
			old, err := store.OpenMigratedTo(ctx, url, t.TempDir(), before)
			if err != nil {
				t.Fatal(err)
			}
			defer old.Close()
			db := old.DB()
			now := time.Now().UTC()
			for _, q := range []struct {
				sql  string
				args []any
			}{
				{`INSERT INTO users (first_name, last_name, email, password_hash, role, created_at, updated_at) VALUES ('Ada', 'Admin', 'ada@example.com', 'h', 'admin', ?, ?)`, []any{now, now}},
				{`INSERT INTO users (first_name, last_name, email, password_hash, role, created_at, updated_at) VALUES ('Vi', 'Sitor', 'vi@example.com', 'h', 'user', ?, ?)`, []any{now, now}},
				{`INSERT INTO sessions (token_hash, user_id, created_at, expires_at) SELECT 's-' || first_name, id, ?, ? FROM users`, []any{now, now.Add(time.Hour)}},
				{`INSERT INTO consent_texts (version, text, created_at) VALUES ('v1', 'I agree.', ?)`, []any{now}},
				{`INSERT INTO consent_text_publications (version, published_by, published_at) SELECT 'v1', id, ? FROM users WHERE email = 'ada@example.com'`, []any{now}},
			} {
				if _, err := db.ExecContext(ctx, old.Rebind(q.sql), q.args...); err != nil {
					t.Fatalf("%s: %v", q.sql, err)
				}
			}
			if err := old.Migrate(ctx); err != nil {
				t.Fatal(err)
			}
			for _, c := range []struct {
				token string
				id    int64
				role  access.Role
			}{{"s-Ada", 1, access.Admin}, {"s-Vi", 2, access.User}} {
				got, err := old.SessionUser(ctx, c.token)
				if err != nil || got.ID != c.id || got.Role != c.role || got.PartnerID != nil {
					t.Errorf("%s after the migration: %+v, %v", c.token, got, err)
				}
			}
			var by sql.NullInt64
			if err := db.QueryRowContext(ctx, `SELECT published_by FROM consent_text_publications`).Scan(&by); err != nil || by.Int64 != 1 {
				t.Errorf("the consent text's publisher after the migration: %v, %v", by, err)
			}
			if _, err := old.CreateUser(ctx, store.User{FirstName: "E", LastName: "D", Email: "ed@example.com", PasswordHash: "h", Role: access.Editor}); err != nil {
				t.Errorf("an editor after the migration: %v", err)
			}
			// Foreign keys are on again on every connection: a session of
			// no account is refused.
			for range 3 {
				if err := old.CreateSession(ctx, store.NewSession{TokenHash: "orphan", UserID: 99999, ExpiresAt: now.Add(time.Hour)}); err == nil {
					t.Fatal("a session of no account was stored")
				}
			}
		})
	}
}
