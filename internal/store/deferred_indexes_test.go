package store_test

import (
	"slices"
	"testing"

	"claimsite/internal/store"
)

// TestDeferredIndexes: a new database has every deferred index at once.
// On PostgreSQL, one upgraded with leads in it (its deferred indexes
// missing, the indexes they replace still there, and one index left
// invalid by an interrupted build) lists what is to do, and
// BuildDeferredIndex does each entry: builds the missing and the invalid,
// drops the replaced. Search then finds the lead through them.
func TestDeferredIndexes(t *testing.T) {
	eachRaw(t, func(t *testing.T, r rawDB) {
		ctx := t.Context()
		if missing, err := r.st.MissingIndexes(ctx); err != nil || len(missing) != 0 {
			t.Fatalf("a new database lacks %v (%v)", missing, err)
		}
		if r.dialect != store.Postgres {
			return // SQLite's migration makes them.
		}
		withConsent(t, r.st)
		if _, _, err := r.st.CreateLead(ctx, newLead("quinn.archer@example.com", "(555) 010-4477"), ""); err != nil {
			t.Fatal(err)
		}
		names := store.DeferredIndexNames()
		invalid := names[len(names)/2]
		for _, name := range names {
			if name == invalid {
				continue
			}
			if _, err := r.db.Exec(`DROP INDEX ` + name); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := r.db.Exec(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = to_regclass($1)`, invalid); err != nil {
			t.Fatal(err)
		}
		for _, stmt := range []string{`CREATE INDEX leads_created_at ON leads (created_at)`, `CREATE INDEX leads_state ON leads (state)`} {
			if _, err := r.db.Exec(stmt); err != nil {
				t.Fatal(err)
			}
		}

		missing, err := r.st.MissingIndexes(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want := append(append([]string{}, names...), store.ReplacedIndexNames...)
		if !slices.Equal(missing, want) {
			t.Fatalf("missing %v, want %v", missing, want)
		}
		for _, name := range missing {
			if err := r.st.BuildDeferredIndex(ctx, name); err != nil {
				t.Fatalf("build %s: %v", name, err)
			}
		}
		if missing, err := r.st.MissingIndexes(ctx); err != nil || len(missing) != 0 {
			t.Fatalf("after the builds, still missing %v (%v)", missing, err)
		}
		for _, name := range store.ReplacedIndexNames {
			if n := r.count(t, `SELECT COUNT(*) FROM pg_indexes WHERE schemaname = current_schema() AND indexname = '`+name+`'`); n != 0 {
				t.Errorf("%s was not dropped", name)
			}
		}
		page, err := r.st.LeadList(ctx, store.LeadFilter{Query: "4477"}, store.Page{Number: 1, Size: 20}, nil)
		if err != nil || len(page.Items) != 1 {
			t.Fatalf("search after the builds: %+v %v", page, err)
		}
		if err := r.st.BuildDeferredIndex(ctx, "no_such_index"); err == nil {
			t.Error("an unknown index was accepted")
		}
	})
}
