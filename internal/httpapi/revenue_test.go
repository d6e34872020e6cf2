package httpapi

import (
	"net/http"
	"strings"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/store"
)

// TestRevenueForAdminsOnly: a lead charged to a firm shows as revenue in
// the admin analytics (JSON and the revenue CSV tables, dollars from
// cents) and on the dashboard with this month's revenue, the returns
// pending and the firm low on balance; intake reads no analytics, and its
// dashboard has the returns pending but no money.
func TestRevenueForAdminsOnly(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin, intake := ts.admin(), ts.user(access.Intake, "ines@example.com")
		firm := deliveryPartner(t, ts, "Golden State Law", "CA")
		firm.PriceCents, firm.LowBalanceCents = 2550, 5000
		if _, err := ts.store.UpdatePartner(t.Context(), firm); err != nil {
			t.Fatal(err)
		}
		if _, _, err := ts.store.RecordLedgerEntry(t.Context(), store.NewLedgerEntry{PartnerID: firm.ID, Kind: store.LedgerPayment,
			AmountCents: 6000, Method: "ACH", Key: "paid"}); err != nil {
			t.Fatal(err)
		}
		member := ts.memberOf(firm.ID, "pat@goldenstate.example")
		id := leadsSubmit(t, ts, leadsForm(nil))
		ts.deliverAll()
		lead, err := ts.store.Lead(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/partner/leads/" + lead.Reference + "/return", token: member,
			body: map[string]any{"reason": "duplicate"}}), http.StatusCreated)

		r := ts.get("/api/admin/analytics", admin)
		wantStatus(t, r, http.StatusOK)
		var got struct{ Data store.Analytics }
		r.decode(t, &got)
		rev := got.Data.Revenue
		if rev == nil || rev.Total.RevenueCents != 2550 || rev.Total.Charges != 1 || len(rev.States) != 1 || rev.States[0].State != "CA" ||
			len(rev.Partners) != 1 || rev.Partners[0].PartnerName != "Golden State Law" || len(rev.Sources) != 1 || len(rev.Services) != 1 {
			t.Fatalf("revenue: %s", r.Body.String())
		}
		r = ts.get("/api/admin/analytics?format=csv&section=revenue_partners", admin)
		wantStatus(t, r, http.StatusOK)
		if want := `"Partner","Charges","Charged (USD)","Credits","Credited (USD)","Revenue (USD)"` + "\r\n" +
			`"Golden State Law","1","25.50","0","0.00","25.50"` + "\r\n"; r.Body.String() != want {
			t.Errorf("revenue CSV: %q, want %q", r.Body.String(), want)
		}

		r = ts.get("/api/admin/stats", admin)
		wantStatus(t, r, http.StatusOK)
		var stats struct {
			Data struct {
				ReturnsPending     *int                      `json:"returns_pending"`
				RevenueMonthCents  *int64                    `json:"revenue_month_cents"`
				RevenueMonth       string                    `json:"revenue_month"`
				PartnersLowBalance []store.LowBalancePartner `json:"partners_low_balance"`
				LeadsTotal         *int                      `json:"leads_total"`
			}
		}
		r.decode(t, &stats)
		d := stats.Data
		if d.ReturnsPending == nil || *d.ReturnsPending != 1 || d.RevenueMonthCents == nil || *d.RevenueMonthCents != 2550 ||
			d.RevenueMonth != ts.clock.Format("2006-01") || len(d.PartnersLowBalance) != 1 {
			t.Fatalf("admin dashboard: %s", r.Body.String())
		}
		// 6000 paid, 2550 charged: 3450 left, under the 5000 threshold, still enough for a lead.
		if p := d.PartnersLowBalance[0]; p.PartnerID != firm.ID || p.AvailableCents != 3450 || p.CannotPay {
			t.Errorf("low balance: %+v", p)
		}

		wantStatus(t, ts.get("/api/admin/analytics", intake), http.StatusForbidden)
		wantStatus(t, ts.get("/api/admin/analytics?format=csv&section=revenue_states", intake), http.StatusForbidden)
		r = ts.get("/api/admin/stats", intake)
		wantStatus(t, r, http.StatusOK)
		body := r.Body.String()
		for _, money := range []string{"revenue", "balance", "cents"} {
			if strings.Contains(body, money) {
				t.Errorf("intake's dashboard shows %q: %s", money, body)
			}
		}
		stats.Data.ReturnsPending, stats.Data.LeadsTotal = nil, nil
		r.decode(t, &stats)
		if stats.Data.ReturnsPending == nil || *stats.Data.ReturnsPending != 1 || stats.Data.LeadsTotal == nil {
			t.Errorf("intake's dashboard: %s", body)
		}
	})
}
