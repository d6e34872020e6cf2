package store_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// setGCLID gives lead id the attribution a visitor from a Google ad has
// (written by intake on the attribution branch).
func setGCLID(t *testing.T, st *store.Store, id int64, gclid string) {
	t.Helper()
	_, err := st.DB().Exec(fmt.Sprintf(`INSERT INTO lead_attribution (lead_id, utm_source, gclid) VALUES (%d, 'google', '%s')`, id, gclid))
	if err != nil {
		t.Fatal(err)
	}
}

func setStatus(t *testing.T, st *store.Store, id int64, status string, by int64) {
	t.Helper()
	if _, err := st.UpdateLead(context.Background(), id, store.LeadUpdate{Status: &status, By: by}); err != nil {
		t.Fatal(err)
	}
}

func statuses(t *testing.T, st *store.Store, id int64) []string {
	t.Helper()
	h, err := st.LeadStatusHistory(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, c := range h {
		out = append(out, c.Status)
	}
	return out
}

// TestStatusHistory: intake writes the first "new" step (through the
// SQLite group-commit writer too), every change of status one more with
// the admin, and a save that keeps the status none.
func TestStatusHistory(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		admin, err := st.CreateUser(ctx, store.User{FirstName: "Ada", LastName: "Admin", Email: "ada@example.com", PasswordHash: "x", Role: access.Admin})
		if err != nil {
			t.Fatal(err)
		}
		r := submit(t, st, routingLead(1, "TX"))
		if got := statuses(t, st, r.ID); fmt.Sprint(got) != "[new]" {
			t.Fatalf("after intake: %v", got)
		}
		*now = now.Add(time.Hour)
		setStatus(t, st, r.ID, "contacted", admin.ID)
		notes := "called"
		if _, err := st.UpdateLead(ctx, r.ID, store.LeadUpdate{Notes: &notes, By: admin.ID}); err != nil {
			t.Fatal(err)
		}
		setStatus(t, st, r.ID, "contacted", admin.ID) // unchanged: no step
		*now = now.Add(time.Hour)
		setStatus(t, st, r.ID, "qualified", admin.ID)
		h, err := st.LeadStatusHistory(ctx, r.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(h) != 3 || h[1].Status != "contacted" || h[2].Status != "qualified" {
			t.Fatalf("history: %+v", h)
		}
		if h[0].ChangedBy != nil || h[2].ChangedBy == nil || *h[2].ChangedBy != admin.ID || h[2].ChangedByName != "Ada Admin" {
			t.Errorf("who: %+v", h)
		}
		if !h[2].ChangedAt.Equal(*now) || !h[0].ChangedAt.Equal(now.Add(-2*time.Hour)) {
			t.Errorf("when: %v %v, now %v", h[0].ChangedAt, h[2].ChangedAt, *now)
		}
	})
}

// TestConversions: only leads with a gclid, only the first time they
// became qualified, only when that falls in the range.
func TestConversions(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		start := *now
		withClick := submit(t, st, routingLead(1, "TX")).ID
		setGCLID(t, st, withClick, "Cj0KCQ-first")
		noClick := submit(t, st, routingLead(2, "TX")).ID
		setGCLID(t, st, noClick, "")
		requalified := submit(t, st, routingLead(3, "TX")).ID
		setGCLID(t, st, requalified, "Cj0KCQ-again")
		later := submit(t, st, routingLead(4, "TX")).ID
		setGCLID(t, st, later, "Cj0KCQ-later")

		*now = start.Add(time.Hour)
		setStatus(t, st, withClick, "qualified", 0)
		setStatus(t, st, noClick, "qualified", 0)
		*now = start.Add(2 * time.Hour)
		setStatus(t, st, requalified, "qualified", 0)
		*now = start.Add(3 * time.Hour)
		setStatus(t, st, requalified, "contacted", 0)
		*now = start.Add(30 * time.Hour)
		setStatus(t, st, requalified, "qualified", 0) // again: not a second conversion
		setStatus(t, st, later, "qualified", 0)

		got, err := st.Conversions(ctx, start, start.Add(24*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, c := range got {
			ids = append(ids, c.GCLID)
		}
		if fmt.Sprint(ids) != "[Cj0KCQ-first Cj0KCQ-again]" {
			t.Fatalf("first day: %v", ids)
		}
		if !got[0].QualifiedAt.Equal(start.Add(time.Hour)) {
			t.Errorf("qualified at %v", got[0].QualifiedAt)
		}
		got, err = st.Conversions(ctx, start.Add(24*time.Hour), start.Add(48*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].GCLID != "Cj0KCQ-later" {
			t.Errorf("second day: %+v", got)
		}
	})
}

// TestRecordOutcome: a partner reports only on leads it was sent; a
// rejection is a return up to exactly the window after it was sent; a
// repeated report stores nothing.
func TestRecordOutcome(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		alpha := newPartner(t, st, leads.Partner{Name: "Alpha", States: []string{"TX"}, Email: "a@alpha.example"})
		bravo := newPartner(t, st, leads.Partner{Name: "Bravo", States: []string{"OK"}, Email: "b@bravo.example"})
		first := submit(t, st, routingLead(1, "TX"))
		second := submit(t, st, routingLead(2, "TX"))
		window := 7 * 24 * time.Hour
		report := func(partner int64, ref, status, reason string) (store.Outcome, bool, error) {
			return st.RecordOutcome(ctx, store.OutcomeReport{PartnerID: partner, Reference: ref, Status: status, Reason: reason, ReturnWindow: window})
		}
		if _, _, err := report(bravo.ID, first.Reference, "accepted", ""); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("another partner's lead: %v", err)
		}
		if _, _, err := report(alpha.ID, "NOPE-0000", "accepted", ""); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("unknown reference: %v", err)
		}
		o, created, err := report(alpha.ID, first.Reference, "accepted", "")
		if err != nil || !created || o.PartnerName != "Alpha" || o.IsReturn {
			t.Fatalf("accepted: %+v %v %v", o, created, err)
		}
		if again, created, err := report(alpha.ID, first.Reference, "accepted", ""); err != nil || created || again.ID != o.ID {
			t.Errorf("repeat: %+v %v %v", again, created, err)
		}
		*now = now.Add(window) // exactly at the window: still a return
		o, _, err = report(alpha.ID, first.Reference, "rejected", "Duplicate of a client")
		if err != nil || !o.IsReturn {
			t.Errorf("rejected at the window: %+v %v", o, err)
		}
		*now = now.Add(time.Second) // just after: no longer
		o, _, err = report(alpha.ID, second.Reference, "rejected", "Not injured")
		if err != nil || o.IsReturn {
			t.Errorf("rejected after the window: %+v %v", o, err)
		}
		history, err := st.LeadOutcomes(ctx, first.ID)
		if err != nil || len(history) != 2 || history[0].Status != "accepted" || history[1].Reason != "Duplicate of a client" {
			t.Errorf("history: %+v %v", history, err)
		}

		// A third lead delivered (its send done) and not reported on yet,
		// a fourth queued and not sent: the third dilutes the rates, the
		// fourth is not delivered.
		third := submit(t, st, routingLead(3, "TX"))
		submit(t, st, routingLead(4, "TX"))
		rawExec(t, st, `UPDATE outbox SET status = 'sent' WHERE id IN (SELECT outbox_id FROM deliveries WHERE lead_id = ?)`, third.ID)
		rebuildSummaries(t, st) // the raw update went round the summaries

		stats, err := st.PartnerOutcomeStats(ctx, alpha.ID, 30)
		if err != nil {
			t.Fatal(err)
		}
		// first: accepted, then rejected (latest) within the return
		// window; second: rejected; third: no report yet. A rejection is
		// not a return (decision 049): none was asked for.
		if stats.Days != 30 || stats.Delivered != 3 || stats.Reported != 2 || stats.Accepted != 0 || stats.Rejected != 2 ||
			stats.RejectedInWindow != 1 || stats.RejectedInWindowRate == nil || *stats.RejectedInWindowRate != 0.3333 ||
			stats.AcceptanceRate == nil || *stats.AcceptanceRate != 0 || stats.Returned != 0 || stats.ReturnRate == nil || *stats.ReturnRate != 0 {
			t.Errorf("stats: %+v", stats)
		}
		if _, _, err := report(alpha.ID, third.Reference, "retained", ""); err != nil {
			t.Fatal(err)
		}
		stats, err = st.PartnerOutcomeStats(ctx, alpha.ID, 30)
		if err != nil || stats.Delivered != 3 || stats.Reported != 3 || stats.Accepted != 1 || *stats.AcceptanceRate != 0.3333 {
			t.Errorf("stats after a report: %+v %v", stats, err)
		}
		// The dashboard counts the same way.
		a, err := st.Analytics(ctx, now.AddDate(0, 0, -30), *now, testPages)
		if err != nil || len(a.Partners) != 1 || !reflect.DeepEqual(a.Partners[0].PartnerCounts, stats.PartnerCounts) {
			t.Errorf("analytics: %+v %v, want %+v", a.Partners, err, stats.PartnerCounts)
		}
		empty, err := st.PartnerOutcomeStats(ctx, bravo.ID, 30)
		if err != nil || empty.Delivered != 0 || empty.AcceptanceRate != nil || empty.ReturnRate != nil {
			t.Errorf("empty stats: %+v %v", empty, err)
		}
	})
}

// TestErasureClearsOutcomeReasons: a partner's free text may name the
// person: erasure clears it, and a report after erasure keeps none.
func TestErasureClearsOutcomeReasons(t *testing.T) {
	routingStore(t, func(t *testing.T, st *store.Store, now *time.Time) {
		ctx := context.Background()
		alpha := newPartner(t, st, leads.Partner{Name: "Alpha", States: []string{"TX"}, Email: "a@alpha.example"})
		l := submit(t, st, routingLead(1, "TX"))
		rep := store.OutcomeReport{PartnerID: alpha.ID, Reference: l.Reference, Status: "rejected", Reason: "Pat V1 already has a lawyer", ReturnWindow: time.Hour}
		if _, _, err := st.RecordOutcome(ctx, rep); err != nil {
			t.Fatal(err)
		}
		if _, err := st.EraseLeads(ctx, []int64{l.ID}, "admin"); err != nil {
			t.Fatal(err)
		}
		rep.Status, rep.Reason = "contacted", "Called Pat V1"
		o, created, err := st.RecordOutcome(ctx, rep)
		if err != nil || !created || o.Reason != "" {
			t.Fatalf("after erasure: %+v %v %v", o, created, err)
		}
		history, err := st.LeadOutcomes(ctx, l.ID)
		if err != nil || len(history) != 2 || history[0].Reason != "" || history[0].Status != "rejected" || !history[0].IsReturn {
			t.Errorf("history: %+v %v", history, err)
		}
	})
}
