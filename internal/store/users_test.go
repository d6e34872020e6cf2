package store_test

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/store"
)

// usersMake creates an account and gives it a session named after the
// e-mail address.
func usersMake(t *testing.T, st *store.Store, first, last, email string, role access.Role) store.User {
	t.Helper()
	u, err := st.CreateUser(t.Context(), store.User{FirstName: first, LastName: last, Email: email, PasswordHash: "h", Role: role})
	if err != nil {
		t.Fatalf("create %s: %v", email, err)
	}
	if err := st.CreateSession(t.Context(), store.NewSession{TokenHash: "session-" + email, UserID: u.ID, ExpiresAt: t0.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	return u
}

// usersSignedIn reports whether the session usersMake gave email works.
func usersSignedIn(t *testing.T, st *store.Store, email string) bool {
	t.Helper()
	_, err := st.SessionUser(t.Context(), "session-"+email)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		t.Fatal(err)
	}
	return err == nil
}

func TestUserPage(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		ann := usersMake(t, st, "Ann", "Able", "ann@example.com", access.User)
		c.advance(time.Second)
		bob := usersMake(t, st, "Bob", "100%_Sure", "bob@mail.test", access.Admin)
		c.advance(time.Second)
		// SetAdmin counts the address as verified; demoting keeps that.
		cat, err := st.SetAdmin(ctx, store.User{FirstName: "Cat", LastName: "Cole", Email: "cat@example.com", PasswordHash: "h"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.UpdateUser(ctx, cat.ID, store.UserUpdate{Role: ptr(access.User)}); err != nil {
			t.Fatal(err)
		}
		dan := usersMake(t, st, "Dan", "Dole", "dan@example.com", access.User)
		if _, err := st.UpdateUser(ctx, dan.ID, store.UserUpdate{Disabled: ptr(true)}); err != nil {
			t.Fatal(err)
		}

		for _, c := range []struct {
			name string
			f    store.UserFilter
			want []int64
		}{
			{"all, newest first", store.UserFilter{}, []int64{dan.ID, cat.ID, bob.ID, ann.ID}},
			{"first name, any case", store.UserFilter{Query: "aNN"}, []int64{ann.ID}},
			{"full name", store.UserFilter{Query: "cat cole"}, []int64{cat.ID}},
			{"e-mail", store.UserFilter{Query: "MAIL.TEST"}, []int64{bob.ID}},
			{"domain", store.UserFilter{Query: "@example.com"}, []int64{dan.ID, cat.ID, ann.ID}},
			{"percent is literal", store.UserFilter{Query: "100%"}, []int64{bob.ID}},
			{"underscore is literal", store.UserFilter{Query: "%_s"}, []int64{bob.ID}},
			{"percent matches nothing else", store.UserFilter{Query: "a%e"}, nil},
			{"role admin", store.UserFilter{Role: access.Admin}, []int64{bob.ID}},
			{"role user", store.UserFilter{Role: access.User}, []int64{dan.ID, cat.ID, ann.ID}},
			{"verified", store.UserFilter{Verified: ptr(true)}, []int64{cat.ID}},
			{"not verified", store.UserFilter{Verified: ptr(false)}, []int64{dan.ID, bob.ID, ann.ID}},
			{"disabled", store.UserFilter{Disabled: ptr(true)}, []int64{dan.ID}},
			{"enabled users named D", store.UserFilter{Disabled: ptr(false), Query: "d"}, nil},
			{"combined", store.UserFilter{Role: access.User, Disabled: ptr(false), Query: "example"}, []int64{cat.ID, ann.ID}},
		} {
			t.Run(c.name, func(t *testing.T) {
				items, total, err := st.UserPage(ctx, c.f, store.Page{Number: 1, Size: 10})
				if err != nil {
					t.Fatal(err)
				}
				var got []int64
				for _, u := range items {
					got = append(got, u.ID)
				}
				if !slices.Equal(got, c.want) || total != len(c.want) {
					t.Errorf("got %v (total %d), want %v", got, total, c.want)
				}
			})
		}

		items, total, err := st.UserPage(ctx, store.UserFilter{}, store.Page{Number: 2, Size: 3})
		if err != nil || total != 4 || len(items) != 1 || items[0].ID != ann.ID {
			t.Errorf("page 2 of 3: got %d items (total %d), %v", len(items), total, err)
		}
		if !items[0].CreatedAt.Equal(t0) || items[0].Disabled || items[0].EmailVerified {
			t.Errorf("ann as listed: %+v", items[0])
		}
	})
}

func TestUpdateUser(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		usersMake(t, st, "Ada", "Admin", "admin@example.com", access.Admin)
		user := usersMake(t, st, "Uma", "User", "user@example.com", access.User)
		other := usersMake(t, st, "Olo", "Other", "other@example.com", access.Editor)

		if _, err := st.UpdateUser(ctx, 9999, store.UserUpdate{Disabled: ptr(true)}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("unknown id: got %v, want ErrNotFound", err)
		}

		// A change that changes nothing leaves the sessions alone.
		got, err := st.UpdateUser(ctx, user.ID, store.UserUpdate{Role: ptr(access.User), Disabled: ptr(false)})
		if err != nil || got.Role != access.User || got.Disabled {
			t.Fatalf("no-op update: got %+v, %v", got, err)
		}
		if !usersSignedIn(t, st, "user@example.com") {
			t.Error("a no-op update ended the session")
		}

		// Disabling ends the account's sessions and no one else's.
		c.advance(time.Minute)
		got, err = st.UpdateUser(ctx, user.ID, store.UserUpdate{Disabled: ptr(true)})
		if err != nil || !got.Disabled || got.Role != access.User {
			t.Fatalf("disable: got %+v, %v", got, err)
		}
		if usersSignedIn(t, st, "user@example.com") {
			t.Error("disabled account still signed in")
		}
		if !usersSignedIn(t, st, "other@example.com") || !usersSignedIn(t, st, "admin@example.com") {
			t.Error("disabling one account ended another's session")
		}
		// A session made while disabled does not work either (SessionUser),
		// and re-enabling does not revive the ended ones.
		if err := st.CreateSession(ctx, store.NewSession{TokenHash: "while-disabled", UserID: user.ID, ExpiresAt: t0.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		if _, err := st.SessionUser(ctx, "while-disabled"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("session of a disabled account: got %v, want ErrNotFound", err)
		}
		got, err = st.UpdateUser(ctx, user.ID, store.UserUpdate{Disabled: ptr(false)})
		if err != nil || got.Disabled {
			t.Fatalf("enable: got %+v, %v", got, err)
		}
		if usersSignedIn(t, st, "user@example.com") {
			t.Error("re-enabling revived an ended session")
		}
		if _, err := st.SessionUser(ctx, "while-disabled"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("re-enabling revived a session made while disabled: %v", err)
		}

		// A role change ends the sessions too: a promoted user signs in again
		// and a demoted admin's token loses its powers at once.
		got, err = st.UpdateUser(ctx, other.ID, store.UserUpdate{Role: ptr(access.Admin)})
		if err != nil || got.Role != access.Admin {
			t.Fatalf("promote: got %+v, %v", got, err)
		}
		if usersSignedIn(t, st, "other@example.com") {
			t.Error("promoted account kept its session")
		}
		if !usersSignedIn(t, st, "admin@example.com") {
			t.Error("promoting another account ended the acting admin's session")
		}
		if !got.UpdatedAt.Equal(t0.Add(time.Minute)) {
			t.Errorf("updated_at: got %v, want %v", got.UpdatedAt, t0.Add(time.Minute))
		}
	})
}

func TestUpdateUserLastAdmin(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		a := usersMake(t, st, "A", "Admin", "a@example.com", access.Admin)
		b := usersMake(t, st, "B", "Admin", "b@example.com", access.Admin)

		for _, u := range []store.UserUpdate{
			{Disabled: ptr(true)},
			{Role: ptr(access.Editor)},
		} {
			// With two enabled admins, either may go ...
			if _, err := st.UpdateUser(ctx, b.ID, u); err != nil {
				t.Fatalf("%+v with two admins: %v", u, err)
			}
			// ... but then the other is the last one.
			for _, last := range []store.UserUpdate{{Disabled: ptr(true)}, {Role: ptr(access.User)}, {Role: ptr(access.User), Disabled: ptr(true)}} {
				if _, err := st.UpdateUser(ctx, a.ID, last); !errors.Is(err, store.ErrLastAdmin) {
					t.Errorf("%+v on the last admin: got %v, want ErrLastAdmin", last, err)
				}
			}
			if got, _ := st.User(ctx, a.ID); got.Role != access.Admin || got.Disabled {
				t.Errorf("last admin after refusals: %+v", got)
			}
			if !usersSignedIn(t, st, "a@example.com") {
				t.Error("a refused change ended the last admin's session")
			}
			// Restore b as an enabled admin for the next round.
			if _, err := st.UpdateUser(ctx, b.ID, store.UserUpdate{Role: ptr(access.Admin), Disabled: ptr(false)}); err != nil {
				t.Fatal(err)
			}
		}

		// A disabled admin does not count as an admin who could sign in.
		if _, err := st.UpdateUser(ctx, b.ID, store.UserUpdate{Disabled: ptr(true)}); err != nil {
			t.Fatal(err)
		}
		if _, err := st.UpdateUser(ctx, a.ID, store.UserUpdate{Role: ptr(access.User)}); !errors.Is(err, store.ErrLastAdmin) {
			t.Errorf("demote with only a disabled second admin: got %v, want ErrLastAdmin", err)
		}
		// Changing a disabled admin is not limited by the rule.
		if _, err := st.UpdateUser(ctx, b.ID, store.UserUpdate{Role: ptr(access.User)}); err != nil {
			t.Errorf("demote a disabled admin: %v", err)
		}
	})
}

// TestUpdateUserLastAdminConcurrent has two admins demote or disable each
// other at the same moment, many times: exactly one may win each round.
func TestUpdateUserLastAdminConcurrent(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		pair := func(round int) (store.User, store.User) {
			return usersMake(t, st, "A", "Admin", fmt.Sprintf("a%d@example.com", round), access.Admin),
				usersMake(t, st, "B", "Admin", fmt.Sprintf("b%d@example.com", round), access.Admin)
		}
		a, b := pair(0)
		for round := range 10 {
			change := store.UserUpdate{Role: ptr(access.User)}
			if round%2 == 1 {
				change = store.UserUpdate{Disabled: ptr(true)}
			}
			var wg sync.WaitGroup
			errs := make([]error, 2)
			start := make(chan struct{})
			for i, id := range []int64{a.ID, b.ID} {
				wg.Go(func() {
					<-start
					_, errs[i] = st.UpdateUser(ctx, id, change)
				})
			}
			close(start)
			wg.Wait()
			won, refused := 0, 0
			for _, err := range errs {
				switch {
				case err == nil:
					won++
				case errors.Is(err, store.ErrLastAdmin):
					refused++
				default:
					t.Fatalf("round %d: %v", round, err)
				}
			}
			if won != 1 || refused != 1 {
				t.Fatalf("round %d: %d changes went through and %d were refused, want 1 and 1", round, won, refused)
			}
			admins, _, err := st.UserPage(ctx, store.UserFilter{Role: access.Admin, Disabled: ptr(false)}, store.Page{Number: 1, Size: 10})
			if err != nil || len(admins) != 1 {
				t.Fatalf("round %d: %d enabled admins, %v; want 1", round, len(admins), err)
			}
			// The next pair arrives, then the survivor may step down.
			a, b = pair(round + 1)
			if _, err := st.UpdateUser(ctx, admins[0].ID, store.UserUpdate{Role: ptr(access.User)}); err != nil {
				t.Fatalf("round %d: retire the survivor: %v", round, err)
			}
		}
	})
}

// TestSetAdminEndsSessions is the squatter case: someone registers the
// operator's address first and signs in; when the operator then runs
// create-admin for it, that token must not become an admin token.
func TestSetAdminEndsSessions(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		squatter := usersMake(t, st, "Sly", "Squatter", "owner@example.com", access.User)
		usersMake(t, st, "Bystander", "B", "by@example.com", access.User)
		if _, err := st.UpdateUser(ctx, squatter.ID, store.UserUpdate{Disabled: ptr(true)}); err != nil {
			t.Fatal(err)
		}
		if err := st.CreateSession(ctx, store.NewSession{TokenHash: "session-owner@example.com", UserID: squatter.ID, ExpiresAt: t0.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		admin, err := st.SetAdmin(ctx, store.User{FirstName: "Site", LastName: "Admin", Email: "OWNER@example.com", PasswordHash: "operator"})
		if err != nil {
			t.Fatal(err)
		}
		if admin.ID != squatter.ID || admin.Role != access.Admin || admin.Disabled || !admin.EmailVerified || admin.PasswordHash != "operator" {
			t.Errorf("SetAdmin on an existing account: got %+v", admin)
		}
		if usersSignedIn(t, st, "owner@example.com") {
			t.Error("the squatter's session survived SetAdmin")
		}
		if !usersSignedIn(t, st, "by@example.com") {
			t.Error("SetAdmin ended another account's session")
		}
	})
}
