package store_test

import (
	"slices"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/qualification"
	"claimsite/internal/store"
)

// evaluated is newLead as a case evaluation with answers that rate it
// well (good) or poorly.
func evaluated(email, phone string, good bool) store.Lead {
	l := newLead(email, phone)
	l.SourceForm = leads.FormCaseEvaluation
	yes, no := true, false
	q := &leads.Qualification{AccidentDate: "2026-03-01", Injured: &yes, Treatment: "surgery", StillTreating: &yes, Fault: "other",
		PoliceReport: "yes", Vehicles: []string{}}
	if !good {
		q = &leads.Qualification{AccidentDate: "2026-03-01", Injured: &no, Fault: "me", PoliceReport: "no", Vehicles: []string{}}
	}
	on, status, left := "2028-03-01", qualification.DeadlineOpen, 600
	q.DeadlineOn, q.DeadlineStatus, q.DaysLeft = &on, &status, &left
	l.Qualification = q
	return l
}

// TestLeadListByTier: the inbox sorted by tier lists the best tier first,
// newest first within a tier, and a page that spans two tiers takes the
// end of one and the start of the next; its total is the filter's.
func TestLeadListByTier(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		withConsent(t, st)
		ctx := t.Context()
		made := map[int64]string{}
		for i, l := range []store.Lead{
			newLead("u1@example.com", "2145550101"),
			evaluated("a1@example.com", "2145550102", true),
			evaluated("d1@example.com", "2145550103", false),
			newLead("u2@example.com", "2145550104"),
			evaluated("a2@example.com", "2145550105", true),
		} {
			c.advance(time.Minute)
			id, _, err := st.CreateLead(ctx, l, "")
			if err != nil {
				t.Fatalf("lead %d: %v", i, err)
			}
			got, err := st.Lead(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			made[id] = got.Email
		}
		var order []string
		for page := 1; page <= 3; page++ {
			list, err := st.LeadListByTier(ctx, store.LeadFilter{}, store.Page{Number: page, Size: 2})
			if err != nil {
				t.Fatal(err)
			}
			if list.Total != 5 || !list.TotalExact {
				t.Errorf("page %d: total %d (exact %v)", page, list.Total, list.TotalExact)
			}
			for _, l := range list.Items {
				order = append(order, l.Tier+" "+made[l.ID])
			}
		}
		want := []string{"A a2@example.com", "A a1@example.com", "D d1@example.com", "unrated u2@example.com", "unrated u1@example.com"}
		if !slices.Equal(order, want) {
			t.Errorf("order:\n got %v\nwant %v", order, want)
		}
		list, err := st.LeadListByTier(ctx, store.LeadFilter{Tier: "unrated"}, store.Page{Number: 1, Size: 10})
		if err != nil || list.Total != 2 || len(list.Items) != 2 {
			t.Errorf("one tier: %d of %d (%v)", len(list.Items), list.Total, err)
		}
	})
}
