package store_test

import (
	"context"
	"database/sql"
	"regexp"
	"strings"
	"testing"
	"time"

	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestLeadListPlans checks that every filter of the leads inbox, alone and
// in a few combinations, is read through an index on both databases: on
// SQLite (EXPLAIN QUERY PLAN) the index that gives the list's order where
// the filter is on the lead's own columns (no sort, the walk stops when the
// page is full), and for the other filters the other table's index, so the
// cost follows the matches; never a scan of every lead. On PostgreSQL the
// planner goes by statistics, and a table this small is cheapest read
// whole, so sequential scans are turned off: what is checked is that an
// index can serve the query (Seq Scan on leads means none can). Timing it
// would be flaky; the plan is what makes it fast.
func TestLeadListPlans(t *testing.T) {
	day := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	cursor := &store.LeadCursor{CreatedAt: day, ID: 5}
	cases := []struct {
		name   string
		f      store.LeadFilter
		before *store.LeadCursor
		// sqlite: what the page's plan holds; sorted: whether it may sort
		// (the matches of a filter on another table, or of a search).
		sqlite []string
		sorted bool
		// postgres: indexes one of which the plan uses.
		postgres []string
	}{
		{"no filter", store.LeadFilter{}, nil, []string{"SCAN l USING COVERING INDEX leads_created_at"}, false, []string{"leads_created"}},
		{"cursor", store.LeadFilter{}, cursor, []string{"SEARCH l USING COVERING INDEX leads_created_at (created_at<?)"}, false, []string{"leads_created"}},
		{"state", store.LeadFilter{State: "CA"}, nil, []string{"leads_state_created (state=?)"}, false, []string{"leads_state_created"}},
		{"state, cursor", store.LeadFilter{State: "CA"}, cursor, []string{"leads_state_created (state=? AND created_at<?)"}, false, []string{"leads_state_created"}},
		{"status", store.LeadFilter{Status: "new"}, nil, []string{"leads_status_created (status=?)"}, false, []string{"leads_status_created"}},
		{"routing", store.LeadFilter{Routing: "unrouted"}, nil, []string{"leads_routing_created (routing=?)"}, false, []string{"leads_routing_created"}},
		{"e-mail", store.LeadFilter{Email: "a@example.com"}, nil, []string{"leads_email_recent (email=?)"}, false, []string{"leads_email_recent"}},
		{"from and to", store.LeadFilter{From: day, To: day.AddDate(0, 0, 7)}, nil, []string{"leads_created_at (created_at>? AND created_at<?)"}, false, []string{"leads_created"}},
		{"source", store.LeadFilter{Source: "Google"}, nil, []string{"SEARCH l USING INTEGER PRIMARY KEY", "lead_attribution_source_lower (<expr>=?)"}, true, []string{"lead_attribution_source_lower"}},
		{"medium", store.LeadFilter{Medium: "cpc"}, nil, []string{"SEARCH l USING INTEGER PRIMARY KEY", "lead_attribution_medium_lower (<expr>=?)"}, true, []string{"lead_attribution_medium_lower"}},
		{"campaign", store.LeadFilter{Campaign: "spring"}, nil, []string{"SEARCH l USING INTEGER PRIMARY KEY", "lead_attribution_campaign_lower (<expr>=?)"}, true, []string{"lead_attribution_campaign_lower"}},
		{"delivery", store.LeadFilter{Delivery: "failed"}, nil, []string{"SEARCH l USING INTEGER PRIMARY KEY", "SEARCH o USING COVERING INDEX outbox_due (status=?)", "(outbox_id=?)"}, true, []string{"outbox_due"}},
		{"search", store.LeadFilter{Query: "smith"}, nil, []string{"SCAN lead_search VIRTUAL TABLE INDEX", "SEARCH l USING INTEGER PRIMARY KEY"}, true, []string{"leads_search"}},
		{"phone search", store.LeadFilter{Query: "(555) 010-1234"}, nil, []string{"SCAN lead_search VIRTUAL TABLE INDEX", "SEARCH l USING INTEGER PRIMARY KEY"}, true, []string{"leads_search"}},
		{"short search", store.LeadFilter{Query: "al"}, nil, []string{"leads_first_name_lower", "leads_last_name_lower", "leads_name_lower", "leads_reference (reference>? AND reference<?)"}, true,
			[]string{"leads_first_name_lower"}},
		{"state and status", store.LeadFilter{State: "CA", Status: "new"}, nil, []string{"SEARCH l USING"}, false, []string{"leads_state_created", "leads_status_created"}},
		{"state and from", store.LeadFilter{State: "CA", From: day}, nil, []string{"leads_state_created (state=? AND created_at>?)"}, false, []string{"leads_state_created"}},
		{"search and state", store.LeadFilter{Query: "smith", State: "CA"}, nil, []string{"SCAN lead_search VIRTUAL TABLE INDEX"}, true, []string{"leads_search", "leads_state_created"}},
		{"source and state", store.LeadFilter{Source: "google", State: "CA"}, nil, []string{"SEARCH l USING", "lead_attribution_source_lower"}, true, []string{"lead_attribution_source_lower", "leads_state_created"}},
		{"delivery and status", store.LeadFilter{Delivery: "dead", Status: "new"}, nil, []string{"SEARCH l USING", "outbox_due (status=?)"}, true, []string{"outbox_due", "leads_status_created"}},
	}
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		for _, c := range cases {
			page, pageArgs, count, countArgs := st.LeadListQueries(c.f, c.before)
			for _, q := range []struct {
				what  string
				query string
				args  []any
			}{{"page", page, pageArgs}, {"count", count, countArgs}} {
				got := explain(t, st, q.query, q.args)
				// A full scan of leads is only right for the unfiltered
				// list, which stops when the page is full, and its count
				// (counting all leads is another issue's: daily summaries).
				unfiltered := c.f == store.LeadFilter{}
				if unfiltered && q.what == "count" {
					continue
				}
				if st.Dialect() == store.Postgres {
					if strings.Contains(got, "Seq Scan on leads") || !containsAny(got, c.postgres) {
						t.Errorf("%s, %s: plan\n%s\nwants one of %q and no Seq Scan on leads", c.name, q.what, got, c.postgres)
					}
					continue
				}
				if fullScan.MatchString(got) && !(unfiltered && c.before == nil) {
					t.Errorf("%s, %s: plan %q scans the leads", c.name, q.what, got)
				}
				if q.what != "page" {
					continue
				}
				for _, want := range c.sqlite {
					if !strings.Contains(got, want) {
						t.Errorf("%s: plan %q lacks %q", c.name, got, want)
					}
				}
				if !c.sorted && strings.Contains(got, "TEMP B-TREE") {
					t.Errorf("%s: plan %q sorts: the index should give the order", c.name, got)
				}
			}
		}
	})
}

// fullScan matches a step of SQLite's plan that reads every lead.
var fullScan = regexp.MustCompile(`SCAN (l|leads)\b`)

func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// explain is the plan of query, one line per step, joined by "; " (SQLite)
// or newlines (PostgreSQL, sequential scans off).
func explain(t *testing.T, st *store.Store, query string, args []any) string {
	t.Helper()
	ctx := context.Background()
	tx, err := st.DB().BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	prefix, sep := "EXPLAIN QUERY PLAN ", "; "
	if st.Dialect() == store.Postgres {
		prefix, sep = "EXPLAIN ", "\n"
		if _, err := tx.Exec(`SET LOCAL enable_seqscan = off`); err != nil {
			t.Fatal(err)
		}
	}
	rows, err := tx.Query(prefix+query, args...)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var lines []string
	for rows.Next() {
		var line string
		if len(cols) == 4 {
			var id, parent, unused sql.NullInt64
			err = rows.Scan(&id, &parent, &unused, &line)
		} else {
			err = rows.Scan(&line)
		}
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, sep)
}
