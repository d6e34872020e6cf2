package store_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"claimsite/internal/demodata"
	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestDemoBulkEqualsLive: demo-data's bulk write (DemoWriter.Write) leaves
// every row the live functions leave when each lead goes through them one
// statement at a time (WriteLive): the leads with their consent proofs,
// attribution and status histories, the case evaluations' answers,
// deadlines and tiers (and the leads' tier and language columns), the
// routing (duplicates, suppressed people, partners at their daily and
// monthly caps, closed, not taking the practice area, the tier, the short
// forms or a passed deadline, one and two partners a lead), the assignments and
// partner contacts, the deliveries with their outbox rows, the partners'
// outcomes, the ids and what the next id will be, the summaries, and what
// a search finds. A second run adds to the first one's data while the
// summaries are being rebuilt.
func TestDemoBulkEqualsLive(t *testing.T) {
	storetest.Each(t, func(t *testing.T, bulk *store.Store) {
		ctx := t.Context()
		live := storetest.Open(t, bulk.Dialect(), demoSeeded)
		stores := []*store.Store{live, bulk}
		now := time.Date(2026, 6, 10, 18, 30, 0, 0, time.UTC)
		const days = 40
		since := now.AddDate(0, 0, -days)
		services, err := bulk.AllServices(ctx)
		if err != nil {
			t.Fatal(err)
		}
		partners := demodata.Partners(6, 10)
		partners[0].DailyCap = 2                             // the national firm fills up on busy days
		partners[1].DailyCap, partners[1].MonthlyCap = 3, 25 // and so does a regional one, by day and by month
		partners[2].Schedule = leads.Schedule{{Day: 1, Open: "09:00", Close: "17:00"}, {Day: 3, Open: "12:00", Close: "24:00"}}
		partners[3].ServiceIDs = []int64{services[0].ID}
		// A firm beside the regional ones in the big states: round-robin,
		// and two firms a lead when the intake says so.
		// It takes leads whose filing deadline has passed, which the others
		// (but Texas', mostly closed) leave.
		partners = append(partners, leads.Partner{Name: "Demo Second Opinion Law", Email: "intake@partner-9.example",
			States: []string{"CA", "TX", "FL", "NY"}, Priority: 1, Active: true, Timezone: "America/Chicago", AcceptsPassedDeadline: true})
		for _, st := range stores {
			st.SetClock(func() time.Time { return now })
			for i, p := range partners {
				created, err := st.CreateDemoPartner(ctx, p, since)
				if err != nil {
					t.Fatal(err)
				}
				// Prepaid: one firm runs out within the first batch, and
				// routing skips it from then on.
				pay := int64(10_000_000)
				if i == 4 {
					pay = 20_000
				}
				if err := st.PayDemoPartner(ctx, created.ID, pay, since); err != nil {
					t.Fatal(err)
				}
			}
		}

		write := func(batches []demodata.Batch, suppressed []string, perLead int, rebuilding bool) {
			t.Helper()
			for i, st := range stores {
				st.SetIntake(store.Intake{PartnersPerLead: perLead})
				if err := st.AddDemoSuppressions(ctx, suppressed, since); err != nil {
					t.Fatal(err)
				}
				if rebuilding {
					// The summaries are being filled: the new leads are left
					// to the rebuild, which has counted the first few.
					if err := st.ResetSummaries(ctx); err != nil {
						t.Fatal(err)
					}
					st.SetSummaryStepLeads(200)
					if _, err := st.SummaryStep(ctx); err != nil {
						t.Fatal(err)
					}
				}
				w, err := st.OpenDemoWriter(ctx, store.DemoOptions{ReturnWindow: 3 * 24 * time.Hour})
				if err != nil {
					t.Fatal(err)
				}
				for _, b := range batches {
					write := w.Write
					if i == 0 {
						write = w.WriteLive
					}
					if err := write(ctx, b.Leads, b.Visits); err != nil {
						t.Fatal(err)
					}
				}
				if err := w.Close(); err != nil {
					t.Fatal(err)
				}
				for done := !rebuilding; !done; {
					if done, err = st.SummaryStep(ctx); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		first, suppressed := demoBatches(t, bulk, 7, 320, days, now)
		write(first, suppressed, 1, false)
		write([]demodata.Batch{{Leads: edgeStories(first[0].Leads, 3*24*time.Hour)}}, nil, 1, false)
		second, suppressed := demoBatches(t, bulk, 8, 160, days, now)
		write(second, suppressed, 2, true)
		// The next ids: a real lead after the demo data.
		for _, st := range stores {
			l := newLead("after@person.example", "5125550199")
			l.State, l.Consent.TextVersion, l.Reference = "TX", "c-demo", "AFTERDEMO001"
			if _, _, err := st.CreateLead(ctx, l, ""); err != nil {
				t.Fatal(err)
			}
		}

		for _, c := range []struct{ what, query string }{
			{"duplicates", `SELECT COUNT(*) FROM leads WHERE duplicate_of IS NOT NULL`},
			{"suppressed leads", `SELECT COUNT(*) FROM leads WHERE routing = 'suppressed'`},
			{"unrouted leads", `SELECT COUNT(*) FROM leads WHERE routing = 'unrouted'`},
			{"leads sent to two partners", `SELECT COUNT(*) FROM (SELECT lead_id FROM lead_assignments GROUP BY lead_id HAVING COUNT(*) = 2) two`},
			{"returns", `SELECT COUNT(*) FROM lead_outcomes WHERE is_return`},
			{"retried deliveries", `SELECT COUNT(*) FROM outbox WHERE attempts > 1`},
			{"notes", `SELECT COUNT(*) FROM leads WHERE notes <> ''`},
			{"charges", `SELECT COUNT(*) FROM ledger_entries WHERE kind = 'charge'`},
			{"prepaid firms out of money", `SELECT COUNT(*) FROM partners WHERE price_cents > 0 AND balance_cents < price_cents`},
			// The case evaluation's leads: every tier, deadlines urgent and
			// passed, and the firms that take them by tier and deadline.
			{"case-evaluation leads", `SELECT COUNT(*) FROM leads WHERE source_form = 'case_evaluation'`},
			{"short-form leads", `SELECT COUNT(*) FROM leads WHERE source_form <> 'case_evaluation' AND tier = 'unrated'`},
			{"tier A leads", `SELECT COUNT(*) FROM leads WHERE tier = 'A'`},
			{"tier B leads", `SELECT COUNT(*) FROM leads WHERE tier = 'B'`},
			{"tier C leads", `SELECT COUNT(*) FROM leads WHERE tier = 'C'`},
			{"tier D leads", `SELECT COUNT(*) FROM leads WHERE tier = 'D'`},
			{"leads to be contacted in Spanish", `SELECT COUNT(*) FROM leads WHERE language = 'es'`},
			// Issue 25: leads from the Spanish site, routed by language, some
			// as a language fallback (decision 067).
			{"leads from the Spanish site", `SELECT COUNT(*) FROM lead_consents WHERE page_url LIKE '%/es%'`},
			{"Spanish leads sent to a firm that speaks Spanish", `SELECT COUNT(*) FROM leads l JOIN lead_assignments a ON a.lead_id = l.id
				JOIN partners p ON p.id = a.partner_id WHERE l.language = 'es' AND p.languages LIKE '%"es"%' AND NOT l.language_fallback`},
			{"language fallbacks", `SELECT COUNT(*) FROM leads WHERE language_fallback`},
			{"urgent deadlines", `SELECT COUNT(*) FROM lead_qualifications WHERE deadline_status = 'urgent'`},
			{"passed deadlines routed", `SELECT COUNT(*) FROM lead_qualifications q JOIN lead_assignments a ON a.lead_id = q.lead_id
				WHERE q.deadline_status = 'passed'`},
			{"tier C and D leads where a firm takes only A and B", `SELECT COUNT(*) FROM leads l JOIN partners p
				ON p.min_tier = 'B' AND p.states LIKE '%"' || l.state || '"%' WHERE l.tier IN ('C', 'D')`},
			{"case-evaluation leads of a firm that takes no short forms", `SELECT COUNT(*) FROM lead_assignments a
				JOIN partners p ON p.id = a.partner_id JOIN leads l ON l.id = a.lead_id WHERE NOT p.accepts_unrated`},
			{"duplicate case-evaluation leads (rated without contact)", `SELECT COUNT(*) FROM leads
				WHERE source_form = 'case_evaluation' AND duplicate_of IS NOT NULL`},
		} {
			if count(t, bulk, c.query) == 0 {
				t.Errorf("the demo data has no %s: the comparison would not cover them", c.what)
			}
		}

		tables := []string{
			`SELECT * FROM leads ORDER BY id`,
			`SELECT * FROM lead_consents ORDER BY lead_id`,
			`SELECT * FROM lead_qualifications ORDER BY lead_id`,
			`SELECT * FROM lead_attribution ORDER BY lead_id`,
			`SELECT * FROM lead_status_changes ORDER BY id`,
			`SELECT * FROM lead_assignments ORDER BY lead_id, partner_id`,
			`SELECT * FROM partner_contacts ORDER BY contact, partner_id`,
			`SELECT * FROM deliveries ORDER BY id`,
			`SELECT * FROM outbox ORDER BY id`,
			`SELECT * FROM lead_outcomes ORDER BY id`,
			`SELECT * FROM ledger_entries ORDER BY id`,
			`SELECT id, balance_cents, held_cents FROM partners ORDER BY id`,
			`SELECT * FROM suppressions ORDER BY id`,
			`SELECT * FROM visit_days ORDER BY day, route, landing_page, source, medium, campaign, device`,
			`SELECT * FROM demo_visits ORDER BY day, route, landing_page, source, medium, campaign, device`,
		}
		if bulk.Dialect() == store.SQLite {
			tables = append(tables, `SELECT name, seq FROM sqlite_sequence ORDER BY name`)
		}
		for _, q := range tables {
			compareRows(t, q, dumpRows(t, live, q), dumpRows(t, bulk, q))
		}
		// Every hold became a charge or was released.
		for _, st := range stores {
			if n := count(t, st, `SELECT COUNT(*) FROM billing_holds`); n != 0 {
				t.Errorf("%d holds left after the demo data", n)
			}
		}
		kept, err := bulk.SummaryRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want, err := live.SummaryRows(ctx)
		if err != nil {
			t.Fatal(err)
		}
		compareSummaries(t, "the bulk write's summaries, against the live functions'", kept, want)
		compareSummaries(t, "the bulk write's summaries, against a recount", kept, recountSummaries(t, bulk))

		// What a search finds, and on SQLite the text index holds exactly
		// the leads' text.
		for _, q := range []string{"Duplicate of an earlier", "example.com", "garcia", "55501", "rear-ended", "ma"} {
			var ids [2][]int64
			for i, st := range stores {
				page, _, err := st.LeadPage(ctx, store.LeadFilter{Query: q}, store.Page{Number: 1, Size: 2000})
				if err != nil {
					t.Fatal(err)
				}
				for _, l := range page {
					ids[i] = append(ids[i], l.ID)
				}
			}
			if fmt.Sprint(ids[0]) != fmt.Sprint(ids[1]) || len(ids[0]) == 0 {
				t.Errorf("search %q: the bulk write's leads %v, the live functions' %v; want the same, some", q, ids[1], ids[0])
			}
		}
		if bulk.Dialect() == store.SQLite {
			if _, err := bulk.DB().ExecContext(ctx, `INSERT INTO lead_search (lead_search, rank) VALUES ('integrity-check', 1)`); err != nil {
				t.Errorf("the search index after the bulk write: %v", err)
			}
		}
	}, demoSeeded)
}

// edgeStories are stories at the edges of what the writes decide, made
// from the leads of a first batch (written before): the same person just
// within the duplicate window, exactly at its end and just past it; a
// lead without state or attribution; a partner's report repeated, a
// rejection exactly at the end of the return window (returnWindow) and
// one just past it; the operator setting a status twice, with and
// without notes; deliveries retried before they went, failed or died.
func edgeStories(first []store.DemoLead, returnWindow time.Duration) []store.DemoLead {
	again := func(d store.DemoLead, after time.Duration, ref string) store.DemoLead {
		d.Lead.Reference, d.At = ref, d.At.Add(after)
		return d
	}
	const window = leads.DuplicateWindow
	bare := first[3]
	bare.Lead.State, bare.Lead.Attribution, bare.Lead.Reference, bare.At = "", leads.Attribution{}, "EDGEBARE0004", bare.At.Add(time.Hour)
	// New people in California, where two firms without caps work: routed.
	fresh := func(ref, email, phone string, after time.Duration) store.DemoLead {
		for _, d := range first {
			if d.Lead.State == "CA" {
				// On the second: a report exactly at the end of the return
				// window is at its end to the nanosecond.
				d.Lead.Reference, d.Lead.Email, d.Lead.Phone, d.At = ref, email, phone, d.At.Add(after).Truncate(time.Second)
				return d
			}
		}
		panic("no lead in California")
	}
	told := fresh("EDGETOLD0005", "told@example.com", "2135550188", 2*time.Hour)
	told.Webhook = []store.DemoAttempt{{After: time.Second, Status: store.OutboxPending, Error: "webhook answered 503"},
		{After: time.Minute, Status: store.OutboxPending, Error: "webhook answered 502"}, {After: time.Hour, Status: store.OutboxSent}}
	told.Email = []store.DemoAttempt{{After: 3 * time.Second, Status: store.OutboxSent}}
	told.Outcomes = []store.DemoStep{{After: time.Hour, Status: "accepted"}, {After: 2 * time.Hour, Status: "accepted"},
		{After: returnWindow, Status: "rejected", Reason: "No viable case."}, {After: returnWindow + time.Minute, Status: "rejected", Reason: "No viable case."},
		{After: returnWindow + 2*time.Minute, Status: "accepted"}, {After: returnWindow + 2*time.Minute + time.Microsecond, Status: "rejected"}}
	told.Statuses = []store.DemoStep{{After: time.Hour, Status: "contacted"}, {After: 2 * time.Hour, Status: "contacted", Reason: "Left a voicemail."},
		{After: 3 * time.Hour, Status: "rejected"}, {After: 4 * time.Hour, Status: "rejected", Reason: "At fault."}}
	failed := fresh("EDGEFAIL0006", "failed@example.com", "2135550177", 3*time.Hour)
	failed.Webhook = []store.DemoAttempt{{After: time.Second, Status: store.OutboxPending}, {After: time.Minute, Status: store.OutboxDead, Error: "gave up"}}
	failed.Email = []store.DemoAttempt{{After: time.Second, Status: store.OutboxPending, Error: "421 try again later"},
		{After: time.Minute, Status: store.OutboxFailed, Error: "550 mailbox unavailable"}}
	return []store.DemoLead{
		again(first[0], window-time.Second, "EDGEWITHIN01"),
		again(first[1], window, "EDGEATEND002"),
		again(first[2], window+time.Second, "EDGEPAST0003"),
		bare, told, failed,
	}
}

// demoBatches makes n demo leads over days up to now with seed, in
// batches of 150, for the site st holds, and the phones to suppress.
func demoBatches(t *testing.T, st *store.Store, seed uint64, n, days int, now time.Time) ([]demodata.Batch, []string) {
	t.Helper()
	gen := demoGenerator(t, st, demodata.Config{Leads: n, Days: days, Seed: seed, Now: now, BatchSize: 150})
	out := make(chan demodata.Batch)
	done := make(chan error, 1)
	go func() { done <- gen.Run(context.Background(), out) }()
	var batches []demodata.Batch
	for b := range out {
		batches = append(batches, b)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	return batches, gen.Suppressed()
}

// dumpRows reads every row query gives, each as one line of its values.
func dumpRows(t *testing.T, st *store.Store, query string) []string {
	t.Helper()
	rows, err := st.DB().QueryContext(t.Context(), query)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for rows.Next() {
		values := make([]any, len(cols))
		dst := make([]any, len(cols))
		for i := range values {
			dst[i] = &values[i]
		}
		if err := rows.Scan(dst...); err != nil {
			t.Fatal(err)
		}
		line := make([]string, len(cols))
		for i, v := range values {
			if b, ok := v.([]byte); ok {
				v = string(b)
			}
			line[i] = fmt.Sprintf("%s=%v", cols[i], v)
		}
		out = append(out, strings.Join(line, " "))
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// compareRows fails t with the first rows in which got differs from want.
func compareRows(t *testing.T, query string, want, got []string) {
	t.Helper()
	var diffs []string
	for i := range max(len(want), len(got)) {
		var w, g string
		if i < len(want) {
			w = want[i]
		}
		if i < len(got) {
			g = got[i]
		}
		if w != g {
			diffs = append(diffs, fmt.Sprintf("row %d:\n  live: %s\n  bulk: %s", i, w, g))
		}
	}
	if len(diffs) > 0 {
		t.Errorf("%s: %d rows, want %d; %d differ:\n%s", query, len(got), len(want), len(diffs), strings.Join(diffs[:min(len(diffs), 5)], "\n"))
	}
	if len(want) == 0 {
		t.Errorf("%s: no rows to compare", query)
	}
}
