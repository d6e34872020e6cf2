package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/store"
)

type ledgerAnswer struct {
	Data         []store.LedgerEntry `json:"data"`
	Total        int                 `json:"total"`
	BalanceCents int64               `json:"balance_cents"`
}

// TestLedger: the operator records payments and adjustments; each moves
// the firm's balance and carries the balance after it; a repeated request
// with the same Idempotency-Key is recorded once; entries are never
// changed (405); only an admin reads or writes a ledger.
func TestLedger(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		firm := createPartner(t, ts, admin, partnerBody("Ledger Firm"))
		path := fmt.Sprintf("/api/admin/partners/%d/ledger", firm.ID)
		record := func(body map[string]any, key string) response {
			t.Helper()
			req := request{method: "POST", path: path, token: admin, body: body}
			if key != "" {
				req.header = map[string]string{"Idempotency-Key": key}
			}
			return ts.do(req)
		}

		r := record(map[string]any{"kind": "payment", "amount_cents": 50_000, "method": "ACH", "reference": "INV-1 wire"}, "pay-1")
		wantStatus(t, r, http.StatusCreated)
		var first struct {
			Data store.LedgerEntry `json:"data"`
		}
		r.decode(t, &first)
		if first.Data.Kind != "payment" || first.Data.AmountCents != 50_000 || first.Data.BalanceAfterCents != 50_000 || first.Data.Method != "ACH" {
			t.Fatalf("payment: %+v", first.Data)
		}
		// The same request again (a double click): the same entry, nothing added.
		r = record(map[string]any{"kind": "payment", "amount_cents": 50_000, "method": "ACH"}, "pay-1")
		wantStatus(t, r, http.StatusOK)
		wantStatus(t, record(map[string]any{"kind": "adjustment", "amount_cents": -2_500, "note": "Goodwill for a late lead"}, ""), http.StatusCreated)

		r = ts.get(path, admin)
		wantStatus(t, r, http.StatusOK)
		var page ledgerAnswer
		r.decode(t, &page)
		if page.Total != 2 || page.BalanceCents != 47_500 || page.Data[0].Kind != "adjustment" || page.Data[0].BalanceAfterCents != 47_500 ||
			page.Data[1].BalanceAfterCents != 50_000 {
			t.Fatalf("ledger: %+v", page)
		}
		if p, _ := ts.store.Partner(t.Context(), firm.ID); p.BalanceCents != 47_500 {
			t.Errorf("the partner's balance: %d", p.BalanceCents)
		}

		// Refusals, by field.
		for _, c := range []struct {
			body  map[string]any
			field string
		}{
			{map[string]any{"kind": "charge", "amount_cents": -100}, "kind"},
			{map[string]any{"kind": "payment", "amount_cents": -100, "method": "card"}, "amount_cents"},
			{map[string]any{"kind": "payment", "amount_cents": 100}, "method"},
			{map[string]any{"kind": "adjustment", "amount_cents": 0, "note": "x"}, "amount_cents"},
			{map[string]any{"kind": "adjustment", "amount_cents": 100}, "note"},
			{map[string]any{"kind": "payment", "amount_cents": 100_000_001, "method": "wire"}, "amount_cents"},
		} {
			r := record(c.body, "")
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if errs := r.fieldErrors(t); len(errs[c.field]) == 0 {
				t.Errorf("%v: no error on %s: %v", c.body, c.field, errs)
			}
		}

		// An entry is read, never changed.
		entry := fmt.Sprintf("%s/%d", path, first.Data.ID)
		wantStatus(t, ts.get(entry, admin), http.StatusOK)
		for _, method := range []string{"PUT", "PATCH", "DELETE"} {
			wantStatus(t, ts.do(request{method: method, path: entry, token: admin, body: map[string]any{"amount_cents": 1}}), http.StatusMethodNotAllowed)
		}
		wantStatus(t, ts.get(fmt.Sprintf("%s/%d", path, 99999), admin), http.StatusNotFound)
		wantStatus(t, ts.get("/api/admin/partners/99999/ledger", admin), http.StatusNotFound)

		// The money is the admin's alone.
		intake := ts.user(access.Intake, "ines@example.com")
		wantStatus(t, ts.get(path, intake), http.StatusForbidden)
		wantStatus(t, record(map[string]any{"kind": "payment", "amount_cents": 1, "method": "x"}, ""), http.StatusCreated)
		r = ts.do(request{method: "POST", path: path, token: intake, body: map[string]any{"kind": "payment", "amount_cents": 1, "method": "x"}})
		wantStatus(t, r, http.StatusForbidden)

		events, _, err := ts.store.AuditPage(t.Context(), store.AuditFilter{RecordType: "ledger_entry"}, store.Page{Number: 1, Size: 10})
		if err != nil || len(events) != 3 || !strings.HasPrefix(events[2].Summary, "payment of 50000 cents to partner") {
			t.Errorf("audit: %+v %v", events, err)
		}
	})
}

// TestPartnerWithALedgerIsArchived: deleting a firm that has a ledger
// archives it: it stays listed with its ledger readable, takes no more
// leads, and its members can no longer sign in; a firm with nothing to
// keep is deleted.
func TestPartnerWithALedgerIsArchived(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		firm := deliveryPartner(t, ts, "Golden State Law", "CA")
		ts.memberOf(firm.ID, "pat@golden.example")
		if _, _, err := ts.store.RecordLedgerEntry(t.Context(), store.NewLedgerEntry{PartnerID: firm.ID, Kind: store.LedgerPayment,
			AmountCents: 5000, Method: "ACH", Key: "paid"}); err != nil {
			t.Fatal(err)
		}
		r := ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/partners/%d", firm.ID), token: admin})
		wantStatus(t, r, http.StatusOK)
		if r.json(t)["archived"] != true {
			t.Fatalf("delete: %s", r.Body)
		}
		var got struct {
			Data struct {
				ArchivedAt *string `json:"archived_at"`
				Active     bool    `json:"active"`
			} `json:"data"`
		}
		r = ts.get(fmt.Sprintf("/api/admin/partners/%d", firm.ID), admin)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &got)
		if got.Data.ArchivedAt == nil || got.Data.Active {
			t.Errorf("archived firm: %s", r.Body)
		}
		wantStatus(t, ts.get(fmt.Sprintf("/api/admin/partners/%d/ledger", firm.ID), admin), http.StatusOK)
		if l, _ := ts.store.Lead(t.Context(), leadsSubmit(t, ts, leadsForm(nil))); l.Routing != "unrouted" {
			t.Errorf("a lead after archiving: %s", l.Routing)
		}
		r = ts.do(request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "pat@golden.example", "password": "password123"}})
		if r.Code == http.StatusOK {
			t.Error("a member of an archived firm signed in")
		}

		bare := deliveryPartner(t, ts, "Silver State Law", "NV")
		r = ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/partners/%d", bare.ID), token: admin})
		wantStatus(t, r, http.StatusOK)
		if r.json(t)["archived"] != false {
			t.Errorf("a firm with nothing to keep: %s", r.Body)
		}
		wantStatus(t, ts.get(fmt.Sprintf("/api/admin/partners/%d", bare.ID), admin), http.StatusNotFound)
	})
}
