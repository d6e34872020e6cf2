package httpapi

import (
	"bytes"
	"net/http"
	"strconv"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/store"
)

type invoiceList struct {
	Data  []invoiceAnswer `json:"data"`
	Total int             `json:"total"`
}

// TestInvoiceRoutes: the operator issues a firm's invoice early and reads
// every firm's; a member reads its own firm's, as JSON and PDF, and gets
// 404 for another's; intake and other roles cannot; the monthly job
// issues the month that ended once; issuing is audited.
func TestInvoiceRoutes(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		golden, silver, _, _, _ := portalFirms(t, ts)
		admin := ts.admin()
		firms, _ := ts.store.Partners(t.Context())
		var goldenID, silverID int64
		for _, p := range firms {
			switch p.Name {
			case "Golden State Law":
				goldenID = p.ID
			case "Silver State Law":
				silverID = p.ID
			}
		}
		wantStatus(t, ts.putSettings(admin, map[string]any{"payment_instructions": "Wire to First Bank, account 000123."}), http.StatusOK)
		r := ts.do(request{method: "POST", path: "/api/admin/partners/" + strconv.FormatInt(goldenID, 10) + "/ledger", token: admin,
			body: map[string]any{"kind": "payment", "amount_cents": 25000, "method": "ACH", "reference": "T-1"}})
		wantStatus(t, r, http.StatusCreated)
		ts.advance(time.Minute)

		r = ts.do(request{method: "POST", path: "/api/admin/partners/" + strconv.FormatInt(goldenID, 10) + "/invoices", token: admin})
		wantStatus(t, r, http.StatusCreated)
		var issued struct {
			Data invoiceAnswer `json:"data"`
		}
		r.decode(t, &issued)
		inv := issued.Data
		if inv.Number != 1 || inv.PartnerID != goldenID || inv.PaymentsCents != 25000 || inv.ClosingBalanceCents != 25000 ||
			inv.PDFURL != "/api/admin/invoices/1/pdf" || inv.PaymentInstructions != "Wire to First Bank, account 000123." || len(inv.Lines) != 1 {
			t.Fatalf("issued: %+v", inv)
		}
		// Nothing new since: 422, and the silver firm (only a free lead) has nothing either.
		for _, id := range []int64{goldenID, silverID} {
			wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/partners/" + strconv.FormatInt(id, 10) + "/invoices", token: admin}),
				http.StatusUnprocessableEntity)
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/partners/999/invoices", token: admin}), http.StatusNotFound)
		events, _, _ := ts.store.AuditPage(t.Context(), store.AuditFilter{RecordType: "invoice"}, store.Page{Number: 1, Size: 10})
		if len(events) != 1 || events[0].RecordID != "1" || events[0].Action != "create" {
			t.Errorf("audit: %+v", events)
		}

		// The member's own invoices, as the issue's fields say.
		var list invoiceList
		r = ts.get("/api/partner/invoices", golden)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &list)
		if list.Total != 1 || list.Data[0].Number != 1 || list.Data[0].Period == "" || list.Data[0].TotalCents != 0 ||
			list.Data[0].PDFURL != "/api/partner/invoices/1/pdf" || list.Data[0].IssuedAt.IsZero() {
			t.Errorf("portal list: %+v", list)
		}
		r = ts.get("/api/partner/invoices/1", golden)
		wantStatus(t, r, http.StatusOK)
		if bytes.Contains(r.Body.Bytes(), []byte("jane@example.com")) {
			t.Error("an invoice carries personal data")
		}
		for _, path := range []string{"/api/partner/invoices/1/pdf", "/api/admin/invoices/1/pdf"} {
			token := golden
			if path[5:10] == "admin" {
				token = admin
			}
			r = ts.get(path, token)
			wantStatus(t, r, http.StatusOK)
			if ct := r.Header().Get("Content-Type"); ct != "application/pdf" || !bytes.HasPrefix(r.Body.Bytes(), []byte("%PDF-")) ||
				r.Header().Get("Content-Disposition") != `inline; filename="invoice-1.pdf"` {
				t.Errorf("%s: %s %q", path, ct, r.Header().Get("Content-Disposition"))
			}
		}
		// Another firm's member, staff in the portal, intake, nobody.
		for _, path := range []string{"/api/partner/invoices/1", "/api/partner/invoices/1/pdf", "/api/partner/invoices/x"} {
			wantStatus(t, ts.get(path, silver), http.StatusNotFound)
		}
		r = ts.get("/api/partner/invoices", silver)
		r.decode(t, &list)
		if list.Total != 0 {
			t.Errorf("the silver firm sees %d invoices", list.Total)
		}
		intake := ts.user(access.Intake, "intake@example.com")
		for _, path := range []string{"/api/admin/invoices", "/api/admin/invoices/1", "/api/admin/invoices/1/pdf"} {
			wantStatus(t, ts.get(path, intake), http.StatusForbidden)
			wantStatus(t, ts.get(path, golden), http.StatusForbidden)
			wantStatus(t, ts.get(path, ""), http.StatusUnauthorized)
		}
		wantStatus(t, ts.get("/api/partner/invoices/1/pdf", admin), http.StatusForbidden)

		// The monthly job, once the month has ended: the silver firm's
		// adjustment lands on invoice 2; run again, it issues nothing.
		r = ts.do(request{method: "POST", path: "/api/admin/partners/" + strconv.FormatInt(silverID, 10) + "/ledger", token: admin,
			body: map[string]any{"kind": "adjustment", "amount_cents": -500, "note": "Setup fee"}})
		wantStatus(t, r, http.StatusCreated)
		ts.advance(62 * 24 * time.Hour)
		admin = ts.admin2() // the first session has expired
		got, err := ts.server.IssueMonthInvoices(t.Context())
		if err != nil || len(got) != 1 || got[0].Number != 2 || got[0].PartnerID != silverID || got[0].AdjustmentsCents != -500 {
			t.Fatalf("monthly job: %+v, %v", got, err)
		}
		if again, err := ts.server.IssueMonthInvoices(t.Context()); err != nil || len(again) != 0 {
			t.Errorf("the job again: %d, %v", len(again), err)
		}
		r = ts.get("/api/admin/invoices?partner_id="+strconv.FormatInt(silverID, 10), admin)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &list)
		if list.Total != 1 || list.Data[0].Number != 2 || list.Data[0].PDFURL != "/api/admin/invoices/2/pdf" {
			t.Errorf("admin list by firm: %+v", list)
		}
		r = ts.get("/api/admin/invoices?period="+got[0].Period, admin)
		r.decode(t, &list)
		if list.Total != 1 {
			t.Errorf("admin list by period %s: %+v", got[0].Period, list)
		}
		wantStatus(t, ts.get("/api/admin/invoices?period=2026-13", admin), http.StatusUnprocessableEntity)
		wantStatus(t, ts.get("/api/admin/invoices?partner_id=abc", admin), http.StatusUnprocessableEntity)
	})
}
