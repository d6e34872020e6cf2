package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/store"
)

// zeldaAccount registers Zelda as a visitor (role user) with a session, a
// mailed verification link (the mail carries her address and name) and a
// failed login.
func zeldaAccount(t *testing.T, st *store.Store, role access.Role) store.User {
	t.Helper()
	ctx := context.Background()
	u, err := st.CreateUser(ctx, store.User{FirstName: zeldaFirst, LastName: zeldaLast, Email: zeldaEmail, PasswordHash: "x", Role: role})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CreateSession(ctx, store.NewSession{TokenHash: "session-" + fmt.Sprint(u.ID), UserID: u.ID, ExpiresAt: st.Now().Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	mail := func(u store.User) (store.Outgoing, error) {
		body, _ := json.Marshal(map[string]string{"template": "verify_email", "to": u.Email, "text": "Hello " + u.FirstName})
		return store.Outgoing{Kind: "mail", Key: fmt.Sprintf("verify-%d", u.ID), Payload: body}, nil
	}
	if err := st.IssueAccountToken(ctx, store.AccountToken{Hash: "link-" + fmt.Sprint(u.ID), UserID: u.ID, Purpose: store.PurposeVerifyEmail,
		Email: u.Email, ExpiresAt: st.Now().Add(time.Hour)}, mail); err != nil {
		t.Fatal(err)
	}
	if err := st.RecordLoginFailure(ctx, zeldaEmail, zeldaIP, time.Hour); err != nil {
		t.Fatal(err)
	}
	return u
}

// completeDeletion confirms and answers a delete request for Zelda's
// address.
func completeDeletion(t *testing.T, st *store.Store) store.PrivacyRequest {
	t.Helper()
	ctx := context.Background()
	r, token := newRequest(t, st, store.PrivacyDelete, zeldaEmail, "")
	if _, err := st.ConfirmPrivacyRequest(ctx, auth.HashToken(token)); err != nil {
		t.Fatal(err)
	}
	done, _, err := st.CompleteDeletion(ctx, r.ID, 0, "Erased.")
	if err != nil {
		t.Fatalf("CompleteDeletion: %v", err)
	}
	return done
}

// TestDeletionDeletesTheAccount: a delete request covers the visitor
// account of the address: the account, its sessions, links, failed logins
// and mails go, nothing of her is left in any table or in the files, and
// the request says what was done. A restored copy of the account is
// deleted again; an account that reuses its id later is left alone.
func TestDeletionDeletesTheAccount(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		submit(t, st, zeldaLead(zeldaPhone))
		u := zeldaAccount(t, st, access.User)
		if found := findPersonal(t, st, []string{"session-" + fmt.Sprint(u.ID), "link-" + fmt.Sprint(u.ID)}); len(found) != 2 {
			t.Fatalf("the session and link are not where the test looks: %v", found)
		}
		done := completeDeletion(t, st)
		if done.AccountAction != store.AccountDeleted || done.AccountID == nil || *done.AccountID != u.ID {
			t.Errorf("request: account %v %q, want %d deleted", done.AccountID, done.AccountAction, u.ID)
		}
		if _, err := st.User(ctx, u.ID); err != store.ErrNotFound {
			t.Errorf("the account is still there: %v", err)
		}
		if found := findPersonal(t, st, append(personal, "session-"+fmt.Sprint(u.ID), "link-"+fmt.Sprint(u.ID))); len(found) > 0 {
			t.Errorf("personal data left after the erasure:\n%s", strings.Join(found, "\n"))
		}
		for _, table := range []string{"sessions", "account_tokens"} {
			if n := rawCount(t, st, `SELECT COUNT(*) FROM `+table); n != 0 {
				t.Errorf("%s: %d rows left", table, n)
			}
		}
		if st.Dialect() == store.SQLite {
			scanFiles(t, st, personal)
		}
		file, err := os.ReadFile(st.ErasureLogPath())
		if err != nil || !strings.Contains(string(file), fmt.Sprintf(`"account_id":%d`, u.ID)) {
			t.Errorf("erasure file lacks the account: %q, %v", file, err)
		}

		// A backup taken before the request comes back: the account is
		// deleted again, once.
		created := u.CreatedAt
		rawExec(t, st, `INSERT INTO users (id, first_name, last_name, email, password_hash, role, created_at, updated_at)
			VALUES (?, ?, ?, ?, 'x', 'user', ?, ?)`, u.ID, zeldaFirst, zeldaLast, zeldaEmail, created, created)
		if n, err := st.ApplyAccountErasures(ctx); err != nil || n != 1 {
			t.Fatalf("ApplyAccountErasures: %d, %v; want 1", n, err)
		}
		if _, err := st.User(ctx, u.ID); err != store.ErrNotFound {
			t.Errorf("the restored account is still there: %v", err)
		}
		if n, err := st.ApplyAccountErasures(ctx); err != nil || n != 0 {
			t.Errorf("ApplyAccountErasures again: %d, %v; want 0", n, err)
		}
		// Someone else gets the id later (another creation time): kept.
		c.advance(time.Hour)
		later := st.Now()
		rawExec(t, st, `INSERT INTO users (id, first_name, last_name, email, password_hash, role, created_at, updated_at)
			VALUES (?, 'Other', 'Person', 'other@example.com', 'x', 'user', ?, ?)`, u.ID, later, later)
		if n, err := st.ApplyAccountErasures(ctx); err != nil || n != 0 {
			t.Errorf("ApplyAccountErasures with the id reused: %d, %v; want 0", n, err)
		}
		if _, err := st.User(ctx, u.ID); err != nil {
			t.Errorf("the later account is gone: %v", err)
		}
	})
}

// TestDeletionKeepsStaffAccounts: an admin account, or a former admin
// that acted in the admin area, with the requester's address is never
// deleted by a public request: the leads are erased, the account stays,
// and the request says so.
func TestDeletionKeepsStaffAccounts(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		for _, tc := range []struct {
			name  string
			role  access.Role
			acted bool
		}{{"admin", access.Admin, false}, {"former admin", access.User, true}} {
			t.Run(tc.name, func(t *testing.T) {
				rawExec(t, st, `DELETE FROM users WHERE email = ?`, zeldaEmail)
				lead := submit(t, st, zeldaLead(zeldaPhone))
				u := zeldaAccount(t, st, tc.role)
				if tc.acted {
					id := u.ID
					if _, err := st.RecordAudit(ctx, store.AuditEvent{ActorID: &id, ActorEmail: zeldaEmail, Action: "update",
						RecordType: "service", RecordID: "1"}); err != nil {
						t.Fatal(err)
					}
				}
				done := completeDeletion(t, st)
				if done.AccountAction != store.AccountKeptStaff || done.AccountID == nil || *done.AccountID != u.ID {
					t.Errorf("request: account %v %q, want %d kept", done.AccountID, done.AccountAction, u.ID)
				}
				if got, err := st.User(ctx, u.ID); err != nil || got.Email != zeldaEmail {
					t.Errorf("the staff account: %+v, %v", got, err)
				}
				if l, err := st.Lead(ctx, lead.ID); err != nil || l.ErasedAt == nil {
					t.Errorf("the lead was not erased: %+v, %v", l, err)
				}
				if n := rawCount(t, st, `SELECT COUNT(*) FROM account_erasures`); n != 0 {
					t.Errorf("account_erasures: %d, want 0", n)
				}
			})
		}
	})
}

// TestAccessExportHasTheAccount: the access export names the account of
// the address, its sessions and links (no token, no password hash).
func TestAccessExportHasTheAccount(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		u := zeldaAccount(t, st, access.User)
		r, _ := newRequest(t, st, store.PrivacyAccess, zeldaEmail, "")
		x, err := st.PrivacyExport(context.Background(), r)
		if err != nil {
			t.Fatal(err)
		}
		a := x.Account
		if a == nil || a.ID != u.ID || a.FirstName != zeldaFirst || a.Email != zeldaEmail || len(a.Sessions) != 1 ||
			len(a.Links) != 1 || a.Links[0].Purpose != store.PurposeVerifyEmail || len(a.FailedLogins) != 1 {
			t.Fatalf("account: %+v", a)
		}
		body, _ := json.Marshal(x)
		for _, secret := range []string{"session-", "link-", "password", zeldaIP} {
			if strings.Contains(string(body), secret) {
				t.Errorf("the export holds %q", secret)
			}
		}
		phoneOnly, _ := newRequest(t, st, store.PrivacyAccess, "", zeldaPhone)
		if x, err := st.PrivacyExport(context.Background(), phoneOnly); err != nil || x.Account != nil {
			t.Errorf("a phone-only request's export: account %+v, %v", x.Account, err)
		}
	})
}

// TestRestoredAccountMadeStaffIsKept: of two deleted accounts a restore
// brings back, one has become an admin in the restored copy: it is left
// to the operator, and the other is still deleted again.
func TestRestoredAccountMadeStaffIsKept(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		var deleted []store.User
		for _, email := range []string{"first@example.com", "second@example.com"} {
			u, err := st.CreateUser(ctx, store.User{FirstName: "Gone", LastName: "Person", Email: email, PasswordHash: "x", Role: access.User})
			if err != nil {
				t.Fatal(err)
			}
			r, token := newRequest(t, st, store.PrivacyDelete, email, "")
			if _, err := st.ConfirmPrivacyRequest(ctx, auth.HashToken(token)); err != nil {
				t.Fatal(err)
			}
			if done, _, err := st.CompleteDeletion(ctx, r.ID, 0, "Erased."); err != nil || done.AccountAction != store.AccountDeleted {
				t.Fatalf("CompleteDeletion: %+v, %v", done, err)
			}
			deleted = append(deleted, u)
		}
		for i, u := range deleted {
			role := access.User
			if i == 0 {
				role = access.Admin
			}
			rawExec(t, st, `INSERT INTO users (id, first_name, last_name, email, password_hash, role, created_at, updated_at)
				VALUES (?, 'Gone', 'Person', ?, 'x', ?, ?, ?)`, u.ID, u.Email, role, u.CreatedAt, u.CreatedAt)
		}
		if n, err := st.ApplyAccountErasures(ctx); err != nil || n != 1 {
			t.Fatalf("ApplyAccountErasures: %d, %v; want 1", n, err)
		}
		if _, err := st.User(ctx, deleted[0].ID); err != nil {
			t.Errorf("the account made admin: %v, want it kept", err)
		}
		if _, err := st.User(ctx, deleted[1].ID); err != store.ErrNotFound {
			t.Errorf("the other account: %v, want it deleted again", err)
		}
	})
}
