package store_test

import (
	"context"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestLeadListAtScale times the leads inbox's queries over many leads,
// written straight into the tables (the triggers and indexes do their
// work as for any lead). It runs only when CLAIMSITE_LEAD_LIST_SCALE names
// how many leads (e.g. 100000), and reports the median of 5 runs of each:
//
//	CLAIMSITE_LEAD_LIST_SCALE=100000 go test -run TestLeadListAtScale -v ./internal/store/
func TestLeadListAtScale(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("CLAIMSITE_LEAD_LIST_SCALE"))
	if n <= 0 {
		t.Skip("set CLAIMSITE_LEAD_LIST_SCALE to a number of leads")
	}
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		withConsent(t, st)
		// Names: 1,000 first names by 997 last names; every lead in one of
		// 4 states, 4 statuses; one lead a minute.
		created := `strftime('%Y-%m-%d %H:%M:%S', '2025-01-01', '+' || i || ' minutes') || ' +0000 UTC'`
		text := func(e string) string { return "CAST(" + e + " AS TEXT)" }
		if st.Dialect() == store.Postgres {
			created = `TIMESTAMPTZ '2025-01-01 00:00:00+00' + i * INTERVAL '1 minute'`
		}
		start := time.Now()
		for _, q := range []string{
			`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ` + strconv.Itoa(n) + `)
			INSERT INTO leads (reference, source_form, first_name, last_name, email, phone, zip_code, state, description,
				status, created_at, updated_at)
			SELECT 'REF' || ` + text("i") + `, 'consultation', 'Fn' || ` + text("i % 1000") + `, 'Ln' || ` + text("i % 997") + `,
				'person' || ` + text("i") + ` || '@example.com', ` + text("5550000000 + i") + `, '90210',
				CASE i % 4 WHEN 0 THEN 'CA' WHEN 1 THEN 'TX' WHEN 2 THEN 'NY' ELSE 'FL' END, 'rear-ended at a light',
				CASE i % 4 WHEN 0 THEN 'new' WHEN 1 THEN 'contacted' WHEN 2 THEN 'qualified' ELSE 'rejected' END,
				` + created + `, ` + created + ` FROM n`,
			`INSERT INTO lead_consents (lead_id, text_version, consented_at, ip) SELECT id, '` + consentVersion + `', created_at, '192.0.2.1' FROM leads`,
		} {
			if _, err := st.DB().ExecContext(ctx, q); err != nil {
				t.Fatal(err)
			}
		}
		if st.Dialect() == store.Postgres {
			if _, err := st.DB().ExecContext(ctx, `ANALYZE`); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%s: %d leads written and indexed in %v", st.Dialect(), n, time.Since(start).Round(time.Millisecond))
		first, err := st.LeadList(ctx, store.LeadFilter{}, store.Page{Number: 1, Size: 10}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name   string
			f      store.LeadFilter
			before *store.LeadCursor
		}{
			{"no filter, page 1", store.LeadFilter{}, nil},
			{"no filter, after a cursor", store.LeadFilter{}, first.Next},
			{"state", store.LeadFilter{State: "TX"}, nil},
			{"state and status", store.LeadFilter{State: "TX", Status: "new"}, nil},
			{"search: one person's e-mail", store.LeadFilter{Query: "person77777@"}, nil},
			{"search: one person's phone, formatted", store.LeadFilter{Query: "(555) 007-7777"}, nil},
			{"search: a last name (~100 leads)", store.LeadFilter{Query: "Ln123"}, nil},
			{"search: 2 letters (prefix)", store.LeadFilter{Query: "Zz"}, nil},
			{"search: a term every lead has (capped count)", store.LeadFilter{Query: "example.com"}, nil},
		} {
			var times []time.Duration
			var list store.LeadList
			for range 5 {
				t0 := time.Now()
				list, err = st.LeadList(ctx, c.f, store.Page{Number: 1, Size: 10}, c.before)
				if err != nil {
					t.Fatal(err)
				}
				times = append(times, time.Since(t0))
			}
			slices.Sort(times)
			t.Logf("%s: %-45s %8v  (total %d, exact %v)", st.Dialect(), c.name, times[2].Round(10*time.Microsecond), list.Total, list.TotalExact)
		}
	})
}
