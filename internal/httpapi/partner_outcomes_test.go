package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/config"
	"claimsite/internal/delivery"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
)

// sentLead submits a California lead (routed to the partner covering CA)
// with its own contacts, and returns its id and reference.
func sentLead(t *testing.T, ts *testServer, n int) (int64, string) {
	t.Helper()
	id := leadsSubmit(t, ts, leadsForm(map[string]any{"email": fmt.Sprintf("p%d@example.com", n), "phone": fmt.Sprintf("555000%04d", n)}))
	l, err := ts.store.Lead(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	return id, l.Reference
}

// report posts an outcome as partner p, signed with secret at the time at.
func report(ts *testServer, partnerID int64, secret string, at time.Time, ref string, body any, header ...string) response {
	ts.t.Helper()
	b, _ := json.Marshal(body)
	h := map[string]string{
		"X-Claimsite-Partner":   fmt.Sprint(partnerID),
		"X-Claimsite-Signature": delivery.Sign(at, b, secret),
	}
	for i := 0; i+1 < len(header); i += 2 {
		h[header[i]] = header[i+1]
	}
	return ts.do(request{method: "POST", path: "/api/partner/leads/" + ref + "/outcome", body: b, header: h})
}

func TestPartnerOutcomeSignature(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		golden := deliveryPartner(t, ts, "Golden State Law", "CA")
		other := deliveryPartner(t, ts, "Lone Star Law", "TX")
		_, ref := sentLead(t, ts, 1)
		accepted := map[string]any{"status": "accepted"}

		for _, c := range []struct {
			name    string
			partner int64
			secret  string
			at      time.Time
			want    int
		}{
			{"wrong secret", golden.ID, "not-the-secret", ts.clock, http.StatusUnauthorized},
			{"other partner's secret", golden.ID, other.WebhookSecret, ts.clock, http.StatusUnauthorized},
			{"stale", golden.ID, golden.WebhookSecret, ts.clock.Add(-5*time.Minute - time.Second), http.StatusUnauthorized},
			{"from the future", golden.ID, golden.WebhookSecret, ts.clock.Add(6 * time.Minute), http.StatusUnauthorized},
			{"unknown partner", 999999, golden.WebhookSecret, ts.clock, http.StatusUnauthorized},
			{"partner never sent the lead", other.ID, other.WebhookSecret, ts.clock, http.StatusNotFound},
			{"good, 4 minutes old", golden.ID, golden.WebhookSecret, ts.clock.Add(-4 * time.Minute), http.StatusCreated},
			{"good again: a retry", golden.ID, golden.WebhookSecret, ts.clock, http.StatusOK},
		} {
			r := report(ts, c.partner, c.secret, c.at, ref, accepted)
			if r.Code != c.want {
				t.Errorf("%s: %d, want %d: %s", c.name, r.Code, c.want, r.Body.String())
			}
		}
		// No headers at all, or only the signature.
		wantStatus(t, ts.do(request{method: "POST", path: "/api/partner/leads/" + ref + "/outcome", body: accepted}), http.StatusUnauthorized)
		b, _ := json.Marshal(accepted)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/partner/leads/" + ref + "/outcome", body: b,
			header: map[string]string{"X-Claimsite-Signature": delivery.Sign(ts.clock, b, golden.WebhookSecret)}}), http.StatusUnauthorized)
		// A signature over another body does not carry over.
		r := ts.do(request{method: "POST", path: "/api/partner/leads/" + ref + "/outcome", body: `{"status":"rejected","reason":"x"}`,
			header: map[string]string{"X-Claimsite-Partner": fmt.Sprint(golden.ID), "X-Claimsite-Signature": delivery.Sign(ts.clock, b, golden.WebhookSecret)}})
		wantStatus(t, r, http.StatusUnauthorized)
		// An unknown reference is a 404 like another partner's lead.
		wantStatus(t, report(ts, golden.ID, golden.WebhookSecret, ts.clock, "ZZZZ-9999", accepted), http.StatusNotFound)
		wantStatus(t, report(ts, golden.ID, golden.WebhookSecret, ts.clock, "AB%00CD", accepted), http.StatusNotFound)
		// Servers, not browsers, call it: no same-origin rule.
		r = report(ts, golden.ID, golden.WebhookSecret, ts.clock, ref, map[string]any{"status": "contacted"},
			"Origin", "https://crm.partner.example", "Sec-Fetch-Site", "cross-site")
		wantStatus(t, r, http.StatusCreated)
	})
}

func TestPartnerOutcomeValidation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		p := deliveryPartner(t, ts, "Golden State Law", "CA")
		_, ref := sentLead(t, ts, 1)
		for _, c := range []struct {
			body  any
			field string
		}{
			{map[string]any{"status": "won"}, "status"},
			{map[string]any{}, "status"},
			{map[string]any{"status": "rejected"}, "reason"},
			{map[string]any{"status": "rejected", "reason": "   "}, "reason"},
			{map[string]any{"status": "rejected", "reason": strings.Repeat("x", 501)}, "reason"},
			{map[string]any{"status": "accepted", "reason": "a\x00b"}, "reason"},
		} {
			r := report(ts, p.ID, p.WebhookSecret, ts.clock, ref, c.body)
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if errs := r.fieldErrors(t); len(errs[c.field]) == 0 {
				t.Errorf("%v: errors %v, want one on %s", c.body, errs, c.field)
			}
		}
		wantStatus(t, report(ts, p.ID, p.WebhookSecret, ts.clock, ref, "not json"), http.StatusBadRequest)
		wantStatus(t, report(ts, p.ID, p.WebhookSecret, ts.clock, ref, map[string]any{"status": "rejected", "reason": strings.Repeat("x", 500)}),
			http.StatusCreated)
	})
}

// TestPartnerOutcomeReturnWindow: the window is the setting, counted from
// the lead's delivery to the partner; exactly at its end is still inside.
func TestPartnerOutcomeReturnWindow(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		wantStatus(t, ts.do(request{method: "PUT", path: "/api/admin/settings", token: token, body: map[string]any{"return_window_days": 2}}), http.StatusOK)
		p := deliveryPartner(t, ts, "Golden State Law", "CA")
		atEnd, atEndRef := sentLead(t, ts, 1)
		_, afterRef := sentLead(t, ts, 2)
		rejected := map[string]any{"status": "rejected", "reason": "Already represented"}

		ts.advance(48 * time.Hour)
		r := report(ts, p.ID, p.WebhookSecret, ts.clock, atEndRef, rejected)
		wantStatus(t, r, http.StatusCreated)
		var got struct {
			Data outcomeAnswer `json:"data"`
		}
		r.decode(t, &got)
		if !got.Data.IsReturn || got.Data.Reference != atEndRef || got.Data.Reason != "Already represented" {
			t.Errorf("at the end of the window: %+v", got.Data)
		}
		ts.advance(time.Second)
		r = report(ts, p.ID, p.WebhookSecret, ts.clock, afterRef, rejected)
		wantStatus(t, r, http.StatusCreated)
		got.Data = outcomeAnswer{}
		r.decode(t, &got)
		if got.Data.IsReturn {
			t.Errorf("just after the window: %+v", got.Data)
		}

		// The lead shows its outcomes and status history (a new session:
		// the first one ran out while the clock moved).
		token = ts.user(access.Admin, "second-admin@example.com")
		var detail struct {
			Data struct {
				Outcomes      []store.Outcome      `json:"outcomes"`
				StatusHistory []store.StatusChange `json:"status_history"`
			} `json:"data"`
		}
		ts.get(fmt.Sprintf("/api/admin/leads/%d", atEnd), token).decode(t, &detail)
		if len(detail.Data.Outcomes) != 1 || detail.Data.Outcomes[0].PartnerName != "Golden State Law" || !detail.Data.Outcomes[0].IsReturn {
			t.Errorf("outcomes: %+v", detail.Data.Outcomes)
		}
		if len(detail.Data.StatusHistory) != 1 || detail.Data.StatusHistory[0].Status != "new" {
			t.Errorf("status history: %+v", detail.Data.StatusHistory)
		}

		// The partner's rates: two delivered, both reported rejected, one
		// within the return window; no return was asked for (decision 049).
		r = ts.get(fmt.Sprintf("/api/admin/partners/%d/stats", p.ID), token)
		wantStatus(t, r, http.StatusOK)
		var stats struct {
			Data partnerStats `json:"data"`
		}
		r.decode(t, &stats)
		if len(stats.Data.Periods) != 2 || stats.Data.Periods[0].Days != 30 || stats.Data.Periods[1].Days != 90 {
			t.Fatalf("stats: %+v", stats.Data)
		}
		s30 := stats.Data.Periods[0]
		if s30.Delivered != 2 || s30.Reported != 2 || s30.Rejected != 2 || s30.RejectedInWindow != 1 || *s30.RejectedInWindowRate != 0.5 ||
			s30.Returned != 0 || *s30.AcceptanceRate != 0 || *s30.ReturnRate != 0 {
			t.Errorf("30 days: %+v", s30)
		}
		wantStatus(t, ts.get("/api/admin/partners/999999/stats", token), http.StatusNotFound)
		wantStatus(t, ts.get(fmt.Sprintf("/api/admin/partners/%d/stats", p.ID), ts.user(access.User, "u@example.com")), http.StatusForbidden)
	})
}

func TestPartnerOutcomeRateLimit(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		p := deliveryPartner(t, ts, "Golden State Law", "CA")
		_, ref := sentLead(t, ts, 1)
		for i, want := range []int{http.StatusUnauthorized, http.StatusCreated, http.StatusTooManyRequests} {
			secret := p.WebhookSecret
			if i == 0 {
				secret = "guess" // a failed guess counts too
			}
			wantStatus(t, report(ts, p.ID, secret, ts.clock, ref, map[string]any{"status": "accepted"}), want)
		}
	}, func(c *config.Config) {
		c.RateLimits = ratelimit.Set{ratelimit.PartnerOutcomeIP: {Max: 2, Window: time.Hour}}
	})
}

// TestStatusHistoryFromTheAPI: the admin's status changes are recorded
// with who made them.
func TestStatusHistoryFromTheAPI(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		id := leadsSubmit(t, ts, leadsForm(nil))
		ts.advance(time.Minute)
		wantStatus(t, leadsPatch(t, ts, token, id, map[string]any{"status": "contacted"}), http.StatusOK)
		wantStatus(t, leadsPatch(t, ts, token, id, map[string]any{"notes": "left a message"}), http.StatusOK)
		var detail struct {
			Data struct {
				StatusHistory []store.StatusChange `json:"status_history"`
			} `json:"data"`
		}
		ts.get(fmt.Sprintf("/api/admin/leads/%d", id), token).decode(t, &detail)
		h := detail.Data.StatusHistory
		if len(h) != 2 || h[0].Status != "new" || h[0].ChangedBy != nil || h[1].Status != "contacted" || h[1].ChangedBy == nil ||
			h[1].ChangedByName == "" || h[1].ChangedAt.Sub(ts.clock).Abs() > time.Millisecond {
			t.Errorf("history: %+v", h)
		}
	})
}
