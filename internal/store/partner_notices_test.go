package store_test

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// TestQueuePartnerNotices: a notice goes to each partner that received a
// lead (delivery made, or being attempted now), once per lead and channel
// the partner has; not to a partner whose delivery failed or has not
// started. The mechanism is the same for lead.erased as for revocations.
func TestQueuePartnerNotices(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		both := newPartner(t, st, leads.Partner{Name: "Both Channels", Email: "both@partners.example", WebhookURL: "https://both.example/hook", States: []string{"CA"}})
		texas := newPartner(t, st, leads.Partner{Name: "Texas Mail", Email: "tx@partners.example", States: []string{"TX"}})
		newPartner(t, st, leads.Partner{Name: "New York Refuses", Email: "ny@partners.example", States: []string{"NY"}})
		lead := func(state, email, phone string) int64 {
			t.Helper()
			l := newLead(email, phone)
			l.State = state
			l.Reference = leads.NewReference()
			id, _, err := st.CreateLead(ctx, l, "")
			if err != nil {
				t.Fatal(err)
			}
			return id
		}
		// Plays the worker: deliveries of these leads succeed, others fail.
		work := func(succeed ...int64) {
			t.Helper()
			items, err := st.ClaimOutbox(ctx, "w", 100, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			var results []store.OutboxResult
			for _, it := range items {
				var p store.DeliveryPayload
				json.Unmarshal(it.Payload, &p)
				d, err := st.Delivery(ctx, p.DeliveryID)
				if err != nil {
					t.Fatal(err)
				}
				status := store.OutboxFailed
				if slices.Contains(succeed, d.LeadID) {
					status = store.OutboxSent
				}
				results = append(results, store.OutboxResult{ID: it.ID, Status: status})
			}
			if _, err := st.RecordOutbox(ctx, "w", results); err != nil {
				t.Fatal(err)
			}
		}

		california := lead("CA", "one@example.com", "5550000001") // Both Channels: e-mail and webhook
		if _, err := st.SendLeadTo(ctx, california, texas.ID); err != nil {
			t.Fatal(err)
		}
		newYork := lead("NY", "two@example.com", "5550000002") // refused by the receiver
		work(california)
		c.advance(time.Second)
		inFlight := lead("TX", "three@example.com", "5550000003")
		if items, err := st.ClaimOutbox(ctx, "w", 100, time.Minute); err != nil || len(items) != 1 {
			t.Fatalf("claim the in-flight delivery: %v %v", items, err)
		}
		queued := lead("TX", "four@example.com", "5550000004") // not started yet

		n, err := st.QueuePartnerNoticesNow(ctx, store.EventLeadErased, []int64{california, newYork, inFlight, queued}, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		rows, err := st.DB().QueryContext(ctx, `SELECT n.event, n.partner_id, n.partner_name, n.channel, n.lead_reference,
			n.revocation_id IS NULL, n.privacy_request_id IS NULL, o.kind, o.idempotency_key, o.status
			FROM partner_notices n JOIN outbox o ON o.id = n.outbox_id ORDER BY n.partner_name, n.channel, n.lead_reference`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		type row struct {
			event       string
			partnerID   int64
			name        string
			channel     string
			reference   string
			noRev       bool
			noReq       bool
			kind, key   string
			outboxState string
		}
		var got []row
		for rows.Next() {
			var r row
			if err := rows.Scan(&r.event, &r.partnerID, &r.name, &r.channel, &r.reference, &r.noRev, &r.noReq, &r.kind, &r.key, &r.outboxState); err != nil {
				t.Fatal(err)
			}
			got = append(got, r)
		}
		ref := func(id int64) string {
			r, err := st.LeadReference(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		want := []struct {
			partner   leads.Partner
			channel   string
			reference string
		}{
			{both, store.ChannelEmail, ref(california)},
			{both, store.ChannelWebhook, ref(california)},
			{texas, store.ChannelEmail, ref(california)},
			{texas, store.ChannelEmail, ref(inFlight)},
		}
		if n != len(want) || len(got) != len(want) {
			t.Fatalf("queued %d notices: %+v; want %d", n, got, len(want))
		}
		slices.SortFunc(want, func(a, b struct {
			partner   leads.Partner
			channel   string
			reference string
		}) int {
			if a.partner.Name+a.channel+a.reference < b.partner.Name+b.channel+b.reference {
				return -1
			}
			return 1
		})
		for i, w := range want {
			g := got[i]
			if g.event != store.EventLeadErased || g.partnerID != w.partner.ID || g.name != w.partner.Name || g.channel != w.channel ||
				g.reference != w.reference || !g.noRev || !g.noReq || g.kind != store.KindPartnerNotice || g.key == "" || g.outboxState != store.OutboxPending {
				t.Errorf("notice %d: %+v, want %s by %s about %s", i, g, w.partner.Name, w.channel, w.reference)
			}
		}
		// Nothing to tell: no leads, or leads nobody received.
		if n, err := st.QueuePartnerNoticesNow(ctx, store.EventLeadErased, nil, nil, nil); err != nil || n != 0 {
			t.Errorf("no leads: %d, %v", n, err)
		}
		if n, err := st.QueuePartnerNoticesNow(ctx, store.EventLeadErased, []int64{newYork, queued}, nil, nil); err != nil || n != 0 {
			t.Errorf("leads nobody received: %d, %v", n, err)
		}
	})
}
