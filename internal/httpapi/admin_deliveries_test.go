package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/billing"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// deliveryPartner creates a partner through the store (its own routes are
// tested in admin_partners_test.go).
func deliveryPartner(t *testing.T, ts *testServer, name string, states ...string) leads.Partner {
	t.Helper()
	p, err := ts.store.CreatePartner(t.Context(), leads.Partner{
		Name: name, Email: strings.ToLower(strings.ReplaceAll(name, " ", "")) + "@partners.example", States: states,
		Priority: 1, Timezone: "America/Chicago", Active: true, Settings: billing.DefaultSettings(),
	})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

type leadWithTrail struct {
	Data struct {
		ID         int64            `json:"id"`
		Routing    string           `json:"routing"`
		Deliveries []store.Delivery `json:"deliveries"`
	} `json:"data"`
}

func TestLeadDetailHasRoutingAndDeliveries(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		deliveryPartner(t, ts, "Golden State Law", "CA")
		routed := leadsSubmit(t, ts, leadsForm(nil))
		unrouted := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "tx@example.com", "phone": "5550001111", "state": "TX"}))

		var got leadWithTrail
		r := ts.get(fmt.Sprintf("/api/admin/leads/%d", routed), token)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &got)
		if got.Data.Routing != leads.Routed || len(got.Data.Deliveries) != 1 {
			t.Fatalf("routed lead: %+v", got.Data)
		}
		d := got.Data.Deliveries[0]
		if d.PartnerName != "Golden State Law" || d.Channel != store.ChannelEmail || d.Status != store.DeliveryPending || d.NextAttemptAt == nil {
			t.Errorf("delivery: %+v", d)
		}
		r = ts.get(fmt.Sprintf("/api/admin/leads/%d", unrouted), token)
		wantStatus(t, r, http.StatusOK)
		got = leadWithTrail{}
		r.decode(t, &got)
		if got.Data.Routing != leads.Unrouted || got.Data.Deliveries == nil || len(got.Data.Deliveries) != 0 {
			t.Errorf("unrouted lead: %+v, want unrouted with an empty list", got.Data)
		}
		wantStatus(t, ts.get("/api/admin/leads/999999", token), http.StatusNotFound)

		// The inbox filters by routing and by delivery status.
		_, ids := leadsList(t, ts, token, "?routing=unrouted")
		if fmt.Sprint(ids) != fmt.Sprint([]int64{unrouted}) {
			t.Errorf("?routing=unrouted: %v", ids)
		}
		_, ids = leadsList(t, ts, token, "?delivery=pending")
		if fmt.Sprint(ids) != fmt.Sprint([]int64{routed}) {
			t.Errorf("?delivery=pending: %v", ids)
		}
		_, ids = leadsList(t, ts, token, "?delivery=dead")
		if len(ids) != 0 {
			t.Errorf("?delivery=dead: %v", ids)
		}
		for _, q := range []string{"?routing=lost", "?delivery=sent"} {
			wantStatus(t, ts.get("/api/admin/leads"+q, token), http.StatusUnprocessableEntity)
		}
	})
}

func TestLeadSendByHand(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		texas := deliveryPartner(t, ts, "Lone Star Injury", "TX")
		id := leadsSubmit(t, ts, leadsForm(nil)) // California: nobody takes it
		send := func(leadID int64, body any) response {
			return ts.do(request{method: "POST", path: fmt.Sprintf("/api/admin/leads/%d/deliveries", leadID), token: token, body: body})
		}

		for _, c := range []struct {
			name string
			body any
			want int
		}{
			{"no partner", map[string]any{}, http.StatusUnprocessableEntity},
			{"unknown partner", map[string]any{"partner_id": 424242}, http.StatusUnprocessableEntity},
			{"malformed", `{"partner_id":`, http.StatusBadRequest},
		} {
			if r := send(id, c.body); r.Code != c.want {
				t.Errorf("%s: %d, want %d: %s", c.name, r.Code, c.want, r.Body.String())
			}
		}
		wantStatus(t, send(999999, map[string]any{"partner_id": texas.ID}), http.StatusNotFound)

		r := send(id, map[string]any{"partner_id": texas.ID})
		wantStatus(t, r, http.StatusCreated)
		var sent struct {
			Data []store.Delivery `json:"data"`
		}
		r.decode(t, &sent)
		if len(sent.Data) != 1 || sent.Data[0].PartnerName != "Lone Star Injury" || sent.Data[0].Status != store.DeliveryPending {
			t.Errorf("sent: %+v", sent.Data)
		}
		var got leadWithTrail
		ts.get(fmt.Sprintf("/api/admin/leads/%d", id), token).decode(t, &got)
		if got.Data.Routing != leads.Routed || len(got.Data.Deliveries) != 1 {
			t.Errorf("after sending by hand: %+v", got.Data)
		}

		// A suppressed person is never sent, by hand either.
		if _, err := ts.store.AddSuppression(t.Context(), store.Suppression{Phone: "5559990000"}); err != nil {
			t.Fatal(err)
		}
		sup := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "s@example.com", "phone": "5559990000"}))
		r = send(sup, map[string]any{"partner_id": texas.ID})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); !strings.Contains(strings.Join(errs["partner_id"], " "), "suppression") {
			t.Errorf("suppressed: %v", errs)
		}
		// A partner with no way to reach it.
		mute, err := ts.store.CreatePartner(t.Context(), leads.Partner{Name: "Mute", States: []string{"TX"}, Priority: 1, Timezone: "UTC", Active: true})
		if err != nil {
			t.Fatal(err)
		}
		wantStatus(t, send(id, map[string]any{"partner_id": mute.ID}), http.StatusUnprocessableEntity)
	})
}

func TestDeliveryRetry(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		deliveryPartner(t, ts, "Golden State Law", "CA")
		id := leadsSubmit(t, ts, leadsForm(nil))
		ds, err := ts.store.LeadDeliveries(t.Context(), id)
		if err != nil || len(ds) != 1 {
			t.Fatalf("deliveries: %v, %v", ds, err)
		}
		retry := func(deliveryID int64) response {
			return ts.do(request{method: "POST", path: fmt.Sprintf("/api/admin/deliveries/%d/retry", deliveryID), token: token})
		}
		// Pending: nothing to retry.
		wantStatus(t, retry(ds[0].ID), http.StatusConflict)
		wantStatus(t, retry(999999), http.StatusNotFound)

		items, err := ts.store.ClaimOutbox(t.Context(), "test", 10, time.Minute)
		if err != nil || len(items) != 1 {
			t.Fatalf("claim: %v, %v", items, err)
		}
		if err := ts.store.FinishOutbox(t.Context(), items[0].ID, "test", store.OutboxDead, "503 for 24 hours", nil); err != nil {
			t.Fatal(err)
		}
		woken := 0
		ts.server.OnQueued(func() { woken++ })
		r := retry(ds[0].ID)
		wantStatus(t, r, http.StatusOK)
		var body struct {
			Message string         `json:"message"`
			Data    store.Delivery `json:"data"`
		}
		r.decode(t, &body)
		if body.Data.Status != store.DeliveryPending || !strings.Contains(body.Message, "Golden State Law") || woken != 1 {
			t.Errorf("retry: %+v (woken %d)", body, woken)
		}
	})
}

// TestRoutingByPracticeAreaAndStatePage: the service page a form was on is
// the lead's practice area; the state-law form's page is its state.
func TestRoutingByPracticeAreaAndStatePage(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		services, _, err := ts.store.ServicePage(t.Context(), store.Page{Number: 1, Size: 2}, false)
		if err != nil || len(services) < 2 {
			t.Fatalf("services: %v, %v", services, err)
		}
		car, truck := services[0].ID, services[1].ID
		p, err := ts.store.CreatePartner(t.Context(), leads.Partner{Name: "Truck Firm", Email: "t@truck.example", States: []string{"CA"},
			ServiceIDs: []int64{truck}, Priority: 1, Timezone: "America/Los_Angeles", Active: true})
		if err != nil {
			t.Fatal(err)
		}
		routing := func(id int64) (string, *int64) {
			l, err := ts.store.Lead(t.Context(), id)
			if err != nil {
				t.Fatal(err)
			}
			return l.Routing, l.ServiceID
		}
		if got, sid := routing(leadsSubmit(t, ts, leadsForm(map[string]any{"service_id": truck}))); got != leads.Routed || sid == nil || *sid != truck {
			t.Errorf("truck lead: %s, service %v; want routed to %s", got, sid, p.Name)
		}
		if got, _ := routing(leadsSubmit(t, ts, leadsForm(map[string]any{"email": "c@example.com", "phone": "5550002222", "service_id": car}))); got != leads.Unrouted {
			t.Errorf("car lead: %s, want unrouted (the partner takes trucks only)", got)
		}
		if got, sid := routing(leadsSubmit(t, ts, leadsForm(map[string]any{"email": "u@example.com", "phone": "5550003333", "service_id": 987654}))); sid != nil || got != leads.Routed {
			t.Errorf("unknown service: %s, service %v; want it dropped and the lead routed", got, sid)
		}

		// The state-law form: the state of its page.
		states, err := ts.store.SearchStates(t.Context(), "California", 1)
		if err != nil || len(states) != 1 {
			t.Fatalf("states: %v, %v", states, err)
		}
		id := leadsSubmit(t, ts, leadsStateLawForm(map[string]any{"state_law_id": states[0].ID, "email": "sl@example.com", "phone": "5550004444"}))
		l, err := ts.store.Lead(t.Context(), id)
		if err != nil || l.State != "CA" || l.Routing != leads.Routed {
			t.Errorf("state-law lead: state %q, routing %s, %v; want CA, routed", l.State, l.Routing, err)
		}
	})
}

// TestTrailPricesForTheRolesThatManageFirms: each delivery in a lead's
// trail carries the price fixed when the lead was routed and whether it
// is charged; intake follows the same trail without the money.
func TestTrailPricesForTheRolesThatManageFirms(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin, intake := ts.admin(), ts.user(access.Intake, "ines@example.com")
		firm := deliveryPartner(t, ts, "Golden State Law", "CA")
		firm.PriceCents = 4500
		if _, err := ts.store.UpdatePartner(t.Context(), firm); err != nil {
			t.Fatal(err)
		}
		if _, _, err := ts.store.RecordLedgerEntry(t.Context(), store.NewLedgerEntry{PartnerID: firm.ID, Kind: store.LedgerPayment,
			AmountCents: 10_000, Method: "ACH", Key: "paid"}); err != nil {
			t.Fatal(err)
		}
		id := leadsSubmit(t, ts, leadsForm(nil))
		trail := func(token string) map[string]any {
			t.Helper()
			var got struct {
				Data struct {
					Deliveries []map[string]any `json:"deliveries"`
				} `json:"data"`
			}
			r := ts.get(fmt.Sprintf("/api/admin/leads/%d", id), token)
			wantStatus(t, r, http.StatusOK)
			r.decode(t, &got)
			if len(got.Data.Deliveries) != 1 {
				t.Fatalf("trail: %+v", got.Data.Deliveries)
			}
			return got.Data.Deliveries[0]
		}
		if d := trail(admin); d["price_cents"] != 4500.0 || d["charged"] != false {
			t.Errorf("routed, as the admin sees it: %v", d)
		}
		items, err := ts.store.ClaimOutbox(t.Context(), "w", 10, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range items {
			if it.Kind == store.KindDelivery {
				if err := ts.store.FinishOutbox(t.Context(), it.ID, "w", store.OutboxSent, "", nil); err != nil {
					t.Fatal(err)
				}
			}
		}
		if d := trail(admin); d["price_cents"] != 4500.0 || d["charged"] != true {
			t.Errorf("delivered, as the admin sees it: %v", d)
		}
		if d := trail(intake); d["price_cents"] != nil || d["charged"] != false || d["status"] != "delivered" {
			t.Errorf("delivered, as intake sees it: %v", d)
		}
	})
}
