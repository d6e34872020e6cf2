package store_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"claimsite/internal/store"
)

func TestSuppressions(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		phoneOnly, err := st.AddSuppression(ctx, store.Suppression{Phone: "5551234567", Reason: "Asked by phone"})
		if err != nil {
			t.Fatal(err)
		}
		if phoneOnly.ID == 0 || phoneOnly.Phone != "5551234567" || phoneOnly.Email != "" || !phoneOnly.CreatedAt.Equal(t0) {
			t.Errorf("added: %+v", phoneOnly)
		}
		c.advance(time.Minute)
		both, err := st.AddSuppression(ctx, store.Suppression{Phone: "5559990000", Email: "opt.out@example.com", Reason: "Complaint 100%"})
		if err != nil {
			t.Fatal(err)
		}
		c.advance(time.Minute)
		if _, err := st.AddSuppression(ctx, store.Suppression{Email: "only@example.com"}); err != nil {
			t.Fatal(err)
		}

		for _, c := range []struct {
			phone, email string
			want         bool
		}{
			{"5551234567", "", true},
			{"", "opt.out@example.com", true},
			{"5559990000", "someone@example.com", true},
			{"0000000000", "opt.out@example.com", true},
			{"0000000000", "someone@example.com", false},
			{"", "", false}, // the phone-only row's empty e-mail matches nothing
			{"555123456", "", false},
			{"", "only@example.co", false},
		} {
			got, err := st.IsSuppressed(ctx, nil, c.phone, c.email)
			if err != nil || got != c.want {
				t.Errorf("IsSuppressed(%q, %q): got %v, %v, want %v", c.phone, c.email, got, err, c.want)
			}
		}
		// Inside a transaction, as routing calls it.
		tx, err := st.DB().BeginTx(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := st.IsSuppressed(ctx, tx, "", "only@example.com"); err != nil || !got {
			t.Errorf("IsSuppressed in a transaction: %v, %v", got, err)
		}
		tx.Rollback()

		// Entries that add nothing are refused; one adding a new value is not.
		for _, v := range []store.Suppression{
			{Phone: "5551234567"},
			{Phone: "5559990000", Email: "opt.out@example.com"},
			{Phone: "5551234567", Email: "opt.out@example.com"},
			{Email: "only@example.com", Reason: "again"},
		} {
			if _, err := st.AddSuppression(ctx, v); !errors.Is(err, store.ErrAlreadySuppressed) {
				t.Errorf("AddSuppression(%+v): got %v, want ErrAlreadySuppressed", v, err)
			}
		}
		if _, err := st.AddSuppression(ctx, store.Suppression{Phone: "5551234567", Email: "new@example.com"}); err != nil {
			t.Errorf("adding a new e-mail beside a listed phone: %v", err)
		}

		// Newest first, with search.
		list := func(q string) []string {
			t.Helper()
			items, total, err := st.SuppressionPage(ctx, q, store.Page{Number: 1, Size: 10})
			if err != nil || total != len(items) {
				t.Fatalf("SuppressionPage(%q): %d of %d, %v", q, len(items), total, err)
			}
			var out []string
			for _, s := range items {
				out = append(out, s.Phone+"/"+s.Email)
			}
			return out
		}
		for q, want := range map[string]string{
			"":                "[5551234567/new@example.com /only@example.com 5559990000/opt.out@example.com 5551234567/]",
			"OPT.OUT":         "[5559990000/opt.out@example.com]",
			"(555) 123":       "[5551234567/new@example.com 5551234567/]",
			"complaint":       "[5559990000/opt.out@example.com]",
			"100%":            "[5559990000/opt.out@example.com]",
			"_":               "[]",
			"nobody":          "[]",
			"+1 555-999-0000": "[5559990000/opt.out@example.com]",
		} {
			if got := fmt.Sprint(list(q)); got != want {
				t.Errorf("list %q: got %s, want %s", q, got, want)
			}
		}

		if err := st.DeleteSuppression(ctx, both.ID); err != nil {
			t.Fatal(err)
		}
		if got, _ := st.IsSuppressed(ctx, st.DB(), "5559990000", ""); got {
			t.Error("deleted entry still suppresses")
		}
		if err := st.DeleteSuppression(ctx, both.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("delete twice: got %v", err)
		}
	})
}

func TestImportSuppressions(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		if _, err := st.AddSuppression(ctx, store.Suppression{Email: "listed@example.com"}); err != nil {
			t.Fatal(err)
		}
		res, err := st.ImportSuppressions(ctx, []store.Suppression{
			{Phone: "5550000001", Reason: "import"},
			{Email: "listed@example.com"},                      // listed already
			{Phone: "5550000002", Email: "b@example.com"},      // new
			{Phone: "5550000001"},                              // earlier in this import
			{Phone: "5550000003", Email: "listed@example.com"}, // a new phone
		})
		if err != nil {
			t.Fatal(err)
		}
		if res.Added != 3 || fmt.Sprint(res.Skipped) != "[1 3]" {
			t.Errorf("import: got %+v, want 3 added, [1 3] skipped", res)
		}
		_, total, err := st.SuppressionPage(ctx, "", store.Page{Number: 1, Size: 10})
		if err != nil || total != 4 {
			t.Errorf("after import: %d entries, %v", total, err)
		}
		// All or nothing: an entry the database refuses undoes the import.
		if _, err := st.ImportSuppressions(ctx, []store.Suppression{{Phone: "5550000009"}, {}}); err == nil {
			t.Error("import with an empty entry: got nil error")
		}
		if got, _ := st.IsSuppressed(ctx, st.DB(), "5550000009", ""); got {
			t.Error("a failed import kept its first entry")
		}
	})
}
