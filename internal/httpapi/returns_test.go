package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/store"
)

// memberOf signs in a new partner user of firm and gives the token.
func (ts *testServer) memberOf(firmID int64, email string) string {
	ts.t.Helper()
	hasher, _ := auth.NewHasher(4)
	hash, _ := hasher.Hash("password123")
	if _, err := ts.store.CreateUser(ts.t.Context(), store.User{FirstName: "Pat", LastName: "Member", Email: email, PasswordHash: hash,
		Role: access.Partner, PartnerID: &firmID}); err != nil {
		ts.t.Fatal(err)
	}
	r := ts.do(request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": email, "password": "password123"}})
	wantStatus(ts.t, r, http.StatusOK)
	var body struct {
		AccessToken string `json:"access_token"`
	}
	r.decode(ts.t, &body)
	return body.AccessToken
}

// deliverAll marks every queued delivery sent, as the worker does.
func (ts *testServer) deliverAll() {
	ts.t.Helper()
	items, err := ts.store.ClaimOutbox(ts.t.Context(), "test-worker", 100, time.Minute)
	if err != nil {
		ts.t.Fatal(err)
	}
	for _, it := range items {
		status := store.OutboxPending
		if it.Kind == store.KindDelivery {
			status = store.OutboxSent
		}
		if _, err := ts.store.RecordOutbox(ts.t.Context(), "test-worker", []store.OutboxResult{{ID: it.ID, Status: status, NextAttemptAt: time.Now()}}); err != nil {
			ts.t.Fatal(err)
		}
	}
}

// TestReturnFlow: a partner user returns a lead its firm was charged for,
// with a reason from the list (a note for "other"); once; another firm's
// member finds no such lead; the queue shows it with the firm's month;
// intake approves it and the charge comes back; a decided return is not
// decided again; both steps are in the audit log.
func TestReturnFlow(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin, intake := ts.admin(), ts.user(access.Intake, "ines@example.com")
		firm := deliveryPartner(t, ts, "Golden State Law", "CA")
		firm.PriceCents = 2500
		if _, err := ts.store.UpdatePartner(t.Context(), firm); err != nil {
			t.Fatal(err)
		}
		if _, _, err := ts.store.RecordLedgerEntry(t.Context(), store.NewLedgerEntry{PartnerID: firm.ID, Kind: store.LedgerPayment,
			AmountCents: 10_000, Method: "ACH", Key: "paid"}); err != nil {
			t.Fatal(err)
		}
		member := ts.memberOf(firm.ID, "pat@goldenstate.example")
		stranger := ts.user(access.Partner, "sam@elsewhere.example")
		id := leadsSubmit(t, ts, leadsForm(nil))
		ts.deliverAll()
		lead, err := ts.store.Lead(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		path := "/api/partner/leads/" + strings.ToLower(lead.Reference) + "/return"
		send := func(token string, body map[string]any) response {
			return ts.do(request{method: "POST", path: path, token: token, body: body})
		}

		for _, c := range []struct {
			body  map[string]any
			field string
		}{
			{map[string]any{"reason": "no_contact"}, "reason"},
			{map[string]any{"reason": "other"}, "note"},
			{map[string]any{"reason": "other", "note": strings.Repeat("x", 1001)}, "note"},
		} {
			r := send(member, c.body)
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if len(r.fieldErrors(t)[c.field]) == 0 {
				t.Errorf("%v: no error on %s", c.body, c.field)
			}
		}
		wantStatus(t, send(stranger, map[string]any{"reason": "duplicate"}), http.StatusNotFound)
		wantStatus(t, send(admin, map[string]any{"reason": "duplicate"}), http.StatusForbidden)

		r := send(member, map[string]any{"reason": "wrong_number", "note": "Disconnected"})
		wantStatus(t, r, http.StatusCreated)
		var created struct {
			Data returnAnswer `json:"data"`
		}
		r.decode(t, &created)
		if created.Data.Status != "pending" || created.Data.AmountCents != 2500 || created.Data.ReasonLabel == "" || created.Data.LeadReference != lead.Reference {
			t.Fatalf("return: %+v", created.Data)
		}
		wantStatus(t, send(member, map[string]any{"reason": "duplicate"}), http.StatusConflict)

		r = ts.get("/api/admin/returns?status=pending", intake)
		wantStatus(t, r, http.StatusOK)
		var queue struct {
			Data  []returnQueueItem `json:"data"`
			Total int               `json:"total"`
		}
		r.decode(t, &queue)
		if queue.Total != 1 || queue.Data[0].ID != created.Data.ID || queue.Data[0].PartnerMonth.Charged != 1 ||
			queue.Data[0].PartnerMonth.Returns != 1 || queue.Data[0].PartnerMonth.MaxRate != 15 {
			t.Fatalf("queue: %+v", queue)
		}
		wantStatus(t, ts.get("/api/admin/returns?status=lost", admin), http.StatusUnprocessableEntity)
		for _, token := range []string{member, ts.user(access.Editor, "ed@example.com")} {
			wantStatus(t, ts.get("/api/admin/returns", token), http.StatusForbidden)
		}

		decide := fmt.Sprintf("/api/admin/returns/%d/", created.Data.ID)
		r = ts.do(request{method: "POST", path: decide + "deny", token: intake, body: map[string]any{"note": ""}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		r = ts.do(request{method: "POST", path: decide + "approve", token: intake, body: map[string]any{"note": "Number is disconnected"}})
		wantStatus(t, r, http.StatusOK)
		var approved struct {
			Data returnAnswer `json:"data"`
		}
		r.decode(t, &approved)
		if approved.Data.Status != "approved" || approved.Data.DecisionNote != "Number is disconnected" {
			t.Errorf("approved: %+v", approved.Data)
		}
		if p, _ := ts.store.Partner(t.Context(), firm.ID); p.BalanceCents != 10_000 {
			t.Errorf("balance after the credit: %d, want 10000", p.BalanceCents)
		}
		wantStatus(t, ts.do(request{method: "POST", path: decide + "deny", token: admin, body: map[string]any{"note": "no"}}), http.StatusConflict)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/returns/9999/approve", token: admin, body: map[string]any{}}), http.StatusNotFound)

		events, _, err := ts.store.AuditPage(t.Context(), store.AuditFilter{RecordType: "return"}, store.Page{Number: 1, Size: 10})
		if err != nil || len(events) != 2 || events[0].Action != "approve" || events[1].Action != "create" {
			t.Errorf("audit: %+v, %v", events, err)
		}
	})
}
