package store_test

import (
	"context"
	"strings"
	"testing"

	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// TestCorrectionTellsThePartners: a correction of a delivered lead queues
// one lead.corrected notice per partner channel, naming only the fields
// that changed; the job reads their values from the lead when sent. A
// correction of an undelivered lead, or one that changes nothing, queues
// none; an erasure cancels the notices still waiting.
func TestCorrectionTellsThePartners(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		delivered := submit(t, st, zeldaLead(zeldaPhone))
		if len(delivered.deliveries) != 2 {
			t.Fatalf("deliveries: got %d, want the webhook and the e-mail", len(delivered.deliveries))
		}
		rawExec(t, st, `UPDATE outbox SET status = 'sent' WHERE id IN (SELECT outbox_id FROM deliveries WHERE lead_id = ?)`, delivered.ID)
		undelivered := submit(t, st, routingLead(8, "TX")) // no partner in Texas

		// Nothing changes: the same phone, as intake stores it.
		if _, err := st.UpdateLead(ctx, delivered.ID, store.LeadUpdate{Contact: leads.Correction{Phone: ptr(zeldaPhone)}}); err != nil {
			t.Fatal(err)
		}
		if _, err := st.UpdateLead(ctx, undelivered.ID, store.LeadUpdate{Contact: leads.Correction{Phone: ptr("5550001111")}}); err != nil {
			t.Fatal(err)
		}
		if n := rawCount(t, st, `SELECT COUNT(*) FROM partner_notices`); n != 0 {
			t.Fatalf("notices after a no-op and an undelivered correction: got %d, want 0", n)
		}

		// The phone and e-mail change, the last name is sent unchanged.
		if _, err := st.UpdateLead(ctx, delivered.ID, store.LeadUpdate{Contact: leads.Correction{Phone: ptr("5551112222"),
			Email: ptr("zelda.new@example.com"), LastName: ptr(zeldaLast)}}); err != nil {
			t.Fatal(err)
		}
		notices, err := st.LeadNotices(ctx, delivered.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(notices) != 2 {
			t.Fatalf("notices: got %+v, want one per channel of Golden Law", notices)
		}
		for _, n := range notices {
			if n.Event != store.EventLeadCorrected || n.LeadReference != delivered.Reference || n.Status != store.DeliveryPending ||
				len(n.Fields) != 2 || n.Fields[0] != "email" || n.Fields[1] != "phone" {
				t.Errorf("notice: %+v", n)
			}
		}
		// Only names are queued: the outbox and notices hold no new value.
		// (partner_contacts keys who each partner has, by design.)
		for _, f := range findPersonal(t, st, []string{"zelda.new@example.com", "5551112222"}) {
			if !strings.HasPrefix(f, "leads.") && !strings.HasPrefix(f, "partner_contacts.") {
				t.Errorf("a new value is held outside the lead: %s", f)
			}
		}
		job, err := st.LoadPartnerNoticeJob(ctx, notices[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		if job.LeadErased || len(job.Corrected) != 2 || job.Corrected["email"] != "zelda.new@example.com" || job.Corrected["phone"] != "5551112222" {
			t.Errorf("job: corrected %v, erased %v", job.Corrected, job.LeadErased)
		}

		// The lead is erased before the notices leave: they are cancelled,
		// and a job read now has nothing to send.
		if _, err := st.EraseLeads(ctx, []int64{delivered.ID}, store.ErasureAdmin); err != nil {
			t.Fatal(err)
		}
		notices, _ = st.LeadNotices(ctx, delivered.ID)
		for _, n := range notices {
			if n.Status != store.DeliveryFailed || n.LastError != "cancelled: the lead was erased" {
				t.Errorf("notice after the erasure: %+v", n)
			}
		}
		if job, err := st.LoadPartnerNoticeJob(ctx, notices[0].ID); err != nil || !job.LeadErased || job.Corrected != nil {
			t.Errorf("job after the erasure: %+v, %v", job, err)
		}
	})
}
