package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
)

func privacyBody(typ, email, phone string) map[string]any {
	return map[string]any{"type": typ, "email": email, "phone": phone, "california_resident": true}
}

func TestPrivacyRequestValidation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		tests := []struct {
			name string
			body map[string]any
			want []string
		}{
			{"no type", privacyBody("", "a@example.com", ""), []string{"type"}},
			{"unknown type", privacyBody("sell", "a@example.com", ""), []string{"type"}},
			{"no contact", privacyBody("access", "", ""), []string{"email", "phone"}},
			{"bad e-mail", privacyBody("access", "not-an-address", ""), []string{"email"}},
			{"bad phone", privacyBody("delete", "", "12345"), []string{"phone"}},
			{"correct without details", privacyBody("correct", "a@example.com", ""), []string{"details"}},
		}
		for _, tt := range tests {
			r := ts.do(request{method: "POST", path: "/api/privacy-requests", body: tt.body})
			wantStatus(t, r, http.StatusUnprocessableEntity)
			errs := r.fieldErrors(t)
			var got []string
			for k := range errs {
				got = append(got, k)
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("%s: errors on %v, want %v", tt.name, got, tt.want)
			}
		}
		if _, n, _ := ts.store.PrivacyRequestPage(context.Background(), store.PrivacyFilter{}, store.Page{Number: 1, Size: 10}); n != 0 {
			t.Errorf("invalid requests stored: %d", n)
		}
		// A cross-site post is refused before anything else.
		r := ts.do(request{method: "POST", path: "/api/privacy-requests", body: privacyBody("access", "a@example.com", ""),
			header: map[string]string{"Origin": "https://evil.example"}})
		wantStatus(t, r, http.StatusForbidden)
		// Admin routes want an admin.
		wantStatus(t, ts.get("/api/admin/privacy-requests", ""), http.StatusUnauthorized)
		wantStatus(t, ts.get("/api/admin/privacy-requests", ts.user(access.User, "u@example.com")), http.StatusForbidden)
	})
}

// TestPrivacyDeletionFlow: a visitor's lead, their deletion request, the
// mailed confirmation, the operator's completion: the lead shows erased.
func TestPrivacyDeletionFlow(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		body := lead(42)
		email := body["email"].(string)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/contact", body: body}), http.StatusCreated)
		found, _, err := ts.store.LeadPage(context.Background(), store.LeadFilter{Email: email}, store.Page{Number: 1, Size: 10})
		if err != nil || len(found) != 1 {
			t.Fatalf("the visitor's lead: %d, %v", len(found), err)
		}
		leadID := found[0].ID

		r := ts.do(request{method: "POST", path: "/api/privacy-requests", body: privacyBody("delete", strings.ToUpper(email), ""),
			header: map[string]string{"User-Agent": "PrivacyTest/1"}})
		wantStatus(t, r, http.StatusCreated)
		var created struct {
			Message string
			Data    struct {
				ID                int64     `json:"id"`
				Status            string    `json:"status"`
				AnswerDueAt       time.Time `json:"answer_due_at"`
				EmailConfirmation bool      `json:"email_confirmation"`
			}
		}
		r.decode(t, &created)
		if created.Data.Status != "unconfirmed" || !created.Data.EmailConfirmation || !strings.Contains(created.Message, "confirmation link") {
			t.Fatalf("created: %+v", created)
		}
		path := fmt.Sprintf("/api/admin/privacy-requests/%d", created.Data.ID)

		// Nothing is erased before confirmation.
		wantStatus(t, ts.do(request{method: "POST", path: path + "/complete", token: admin}), http.StatusConflict)

		// An unknown filter is refused, not ignored (found by Portman).
		for _, q := range []string{"status=bogus", "type=bogus", "status=unconfirmed&type=Access"} {
			r := ts.get("/api/admin/privacy-requests?"+q, admin)
			wantStatus(t, r, http.StatusUnprocessableEntity)
		}
		list := ts.get("/api/admin/privacy-requests?status=unconfirmed", admin)
		wantStatus(t, list, http.StatusOK)
		var page struct {
			Data  []store.PrivacyRequest `json:"data"`
			Total int                    `json:"total"`
		}
		list.decode(t, &page)
		if page.Total != 1 || page.Data[0].Email != email || page.Data[0].ConfirmDueAt.IsZero() || page.Data[0].UserAgent != "PrivacyTest/1" {
			t.Fatalf("queue: %+v", page)
		}
		wantConfirm, _, _ := store.PrivacyDeadlines(page.Data[0].ReceivedAt)
		if !page.Data[0].ConfirmDueAt.Equal(wantConfirm) {
			t.Errorf("confirm due: got %s, want %s", page.Data[0].ConfirmDueAt, wantConfirm)
		}

		wantStatus(t, ts.do(request{method: "POST", path: "/api/privacy-requests/confirm", body: map[string]string{"token": "nope"}}),
			http.StatusUnprocessableEntity)
		token := ts.mailedToken(email, "privacy_request_confirm", "/privacy-request/confirm")
		for range 2 { // idempotent
			r = ts.do(request{method: "POST", path: "/api/privacy-requests/confirm", body: map[string]string{"token": token}})
			wantStatus(t, r, http.StatusOK)
		}

		detail := ts.get(path, admin)
		wantStatus(t, detail, http.StatusOK)
		var d struct {
			Data struct {
				Status string        `json:"status"`
				Leads  []privacyLead `json:"matching_leads"`
			}
		}
		detail.decode(t, &d)
		if d.Data.Status != "confirmed" || len(d.Data.Leads) != 1 || d.Data.Leads[0].ID != leadID {
			t.Fatalf("detail: %+v", d)
		}

		r = ts.do(request{method: "POST", path: path + "/complete", token: admin, body: map[string]string{"note": "Erased on request."}})
		wantStatus(t, r, http.StatusOK)
		if got := r.json(t)["erased_leads"]; got != float64(1) {
			t.Errorf("erased_leads: got %v, want 1", got)
		}
		wantStatus(t, ts.do(request{method: "POST", path: path + "/complete", token: admin}), http.StatusConflict)

		l := ts.get(fmt.Sprintf("/api/admin/leads/%d", leadID), admin)
		wantStatus(t, l, http.StatusOK)
		var got struct {
			Data store.Lead `json:"data"`
		}
		l.decode(t, &got)
		if got.Data.ErasedAt == nil || got.Data.ErasureReason != store.ErasurePrivacyRequest || got.Data.Email != "" || got.Data.Phone != "" {
			t.Errorf("lead after the deletion: %+v", got.Data)
		}
		if strings.Contains(ts.get(path, admin).Body.String(), email) {
			t.Errorf("the request still shows the address after the deletion")
		}
	})
}

func TestPrivacyAccessExport(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		body := lead(7)
		email := body["email"].(string)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/contact", body: body}), http.StatusCreated)
		r := ts.do(request{method: "POST", path: "/api/privacy-requests", body: privacyBody("access", email, "")})
		wantStatus(t, r, http.StatusCreated)
		id := int64(r.json(t)["data"].(map[string]any)["id"].(float64))
		path := fmt.Sprintf("/api/admin/privacy-requests/%d", id)
		// Nothing is disclosed before confirmation.
		wantStatus(t, ts.get(path+"/export", admin), http.StatusConflict)
		token := ts.mailedToken(email, "privacy_request_confirm", "/privacy-request/confirm")
		wantStatus(t, ts.do(request{method: "POST", path: "/api/privacy-requests/confirm", body: map[string]string{"token": token}}), http.StatusOK)
		x := ts.get(path+"/export", admin)
		wantStatus(t, x, http.StatusOK)
		if cd := x.Header().Get("Content-Disposition"); !strings.Contains(cd, "attachment") {
			t.Errorf("Content-Disposition: %q", cd)
		}
		var export store.PrivacyExport
		x.decode(t, &export)
		if len(export.Leads) != 1 || export.Leads[0].Email != email || export.Leads[0].Consent.Text != ts.cfg.Site.ConsentText() {
			t.Errorf("export: %+v", export.Leads)
		}
		r = ts.do(request{method: "POST", path: path + "/complete", token: admin})
		wantStatus(t, r, http.StatusOK)
		if got := r.json(t)["export_url"]; got != path+"/export" {
			t.Errorf("export_url: got %v", got)
		}
	})
}

// TestPrivacyPhoneOnlyOptOut: a request with only a phone number mails
// nothing and waits for the operator to verify the requester.
func TestPrivacyPhoneOnlyOptOut(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		r := ts.do(request{method: "POST", path: "/api/privacy-requests", body: privacyBody("opt_out", "", "(555) 010-2030")})
		wantStatus(t, r, http.StatusCreated)
		if msg := r.json(t)["message"].(string); !strings.Contains(msg, "call you") {
			t.Errorf("message: %q", msg)
		}
		id := int64(r.json(t)["data"].(map[string]any)["id"].(float64))
		path := fmt.Sprintf("/api/admin/privacy-requests/%d", id)
		wantStatus(t, ts.do(request{method: "POST", path: path + "/complete", token: admin}), http.StatusConflict)
		wantStatus(t, ts.do(request{method: "POST", path: path + "/verify", token: admin, body: map[string]string{}}), http.StatusUnprocessableEntity)
		wantStatus(t, ts.do(request{method: "POST", path: path + "/verify", token: admin,
			body: map[string]string{"note": "Called the number back."}}), http.StatusOK)
		wantStatus(t, ts.do(request{method: "POST", path: path + "/complete", token: admin}), http.StatusOK)
		if ok, err := ts.store.IsSuppressed(context.Background(), nil, "5550102030", ""); err != nil || !ok {
			t.Errorf("suppressed: %v, %v; want true", ok, err)
		}
		// Deny needs an open request and a reason.
		r = ts.do(request{method: "POST", path: "/api/privacy-requests", body: privacyBody("access", "x@example.com", "")})
		other := fmt.Sprintf("/api/admin/privacy-requests/%d", int64(r.json(t)["data"].(map[string]any)["id"].(float64)))
		wantStatus(t, ts.do(request{method: "POST", path: other + "/deny", token: admin, body: map[string]string{}}), http.StatusUnprocessableEntity)
		wantStatus(t, ts.do(request{method: "POST", path: other + "/deny", token: admin, body: map[string]string{"note": "Not verifiable."}}), http.StatusOK)
		wantStatus(t, ts.do(request{method: "POST", path: other + "/deny", token: admin, body: map[string]string{"note": "Again."}}), http.StatusConflict)
		wantStatus(t, ts.get("/api/admin/privacy-requests/99999", admin), http.StatusNotFound)
	})
}

func TestLimitPrivacyRequests(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = noon
		for range 3 {
			wantStatus(t, callFrom(ts, "192.0.2.1:1", "POST", "/api/privacy-requests", privacyBody("access", "same@example.com", "")), http.StatusCreated)
		}
		// The same address a fourth time today, from anywhere.
		wantLimited(t, callFrom(ts, "198.51.100.9:1", "POST", "/api/privacy-requests", privacyBody("access", "same@example.com", "")), 12*3600, "12 hours")
		for i := range 2 {
			wantStatus(t, callFrom(ts, "192.0.2.1:1", "POST", "/api/privacy-requests", privacyBody("access", fmt.Sprintf("p%d@example.com", i), "")), http.StatusCreated)
		}
		// A sixth from one client within the hour.
		wantLimited(t, callFrom(ts, "192.0.2.1:1", "POST", "/api/privacy-requests", privacyBody("access", "new@example.com", "")), 3600, "60 minutes")
	}, limits(ratelimit.Defaults()))
}
