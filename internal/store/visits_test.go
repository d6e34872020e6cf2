package store_test

import (
	"fmt"
	"reflect"
	"testing"

	"claimsite/internal/store"
)

// Batches add up per row, new rows are inserted, and a batch larger than
// one statement's rows is written whole.
func TestAddVisits(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		row := func(day, source string, views, entries int64) store.VisitCount {
			return store.VisitCount{Day: day, Route: "home", LandingPage: "/", Source: source, Medium: "cpc",
				Campaign: "spring", Device: "mobile", Views: views, Entries: entries}
		}
		if err := st.AddVisits(ctx, []store.VisitCount{row("2026-11-25", "google", 3, 1), row("2026-11-25", "bing", 1, 1)}); err != nil {
			t.Fatal(err)
		}
		if err := st.AddVisits(ctx, []store.VisitCount{row("2026-11-25", "google", 2, 0), row("2026-11-26", "google", 1, 1)}); err != nil {
			t.Fatal(err)
		}
		got, err := st.VisitDays(ctx, "2026-11-25", "2026-11-26")
		if err != nil {
			t.Fatal(err)
		}
		want := []store.VisitCount{row("2026-11-25", "bing", 1, 1), row("2026-11-25", "google", 5, 1), row("2026-11-26", "google", 1, 1)}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("rows:\n got %+v\nwant %+v", got, want)
		}

		var big []store.VisitCount
		for i := range 1200 {
			big = append(big, row("2026-11-27", fmt.Sprintf("s%04d", i), 2, 1))
		}
		if err := st.AddVisits(ctx, big); err != nil {
			t.Fatal(err)
		}
		rows, err := st.VisitDays(ctx, "2026-11-27", "2026-11-27")
		if err != nil {
			t.Fatal(err)
		}
		var views int64
		for _, r := range rows {
			views += r.Views
		}
		if len(rows) != 1200 || views != 2400 {
			t.Errorf("big batch: %d rows, %d views; want 1200, 2400", len(rows), views)
		}

		// The table holds the aggregate columns and nothing else: no
		// address, user agent or identifier can be stored in it.
		cols, err := st.DB().QueryContext(ctx, `SELECT * FROM visit_days WHERE 1 = 0`)
		if err != nil {
			t.Fatal(err)
		}
		names, _ := cols.Columns()
		cols.Close()
		if want := []string{"day", "route", "landing_page", "source", "medium", "campaign", "device", "views", "entries"}; !reflect.DeepEqual(names, want) {
			t.Errorf("visit_days columns: got %v, want %v", names, want)
		}
	})
}
