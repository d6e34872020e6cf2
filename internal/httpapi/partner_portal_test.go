package httpapi

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/store"
)

// portalFirms makes two firms with a member each, a lead delivered to
// each (California to the first, Nevada to the second), and gives the
// members' tokens and the leads' references.
func portalFirms(t *testing.T, ts *testServer) (golden, silver string, goldenRef, silverRef string, goldenLead int64) {
	t.Helper()
	g := deliveryPartner(t, ts, "Golden State Law", "CA")
	s := deliveryPartner(t, ts, "Silver State Law", "NV")
	golden, silver = ts.memberOf(g.ID, "pat@golden.example"), ts.memberOf(s.ID, "sam@silver.example")
	ca := leadsSubmit(t, ts, leadsForm(nil))
	nv := leadsSubmit(t, ts, leadsForm(map[string]any{"state": "Nevada (NV)", "zipCode": "89501", "email": "nv@example.com", "phone": "5550007777"}))
	ts.deliverAll()
	caLead, _ := ts.store.Lead(t.Context(), ca)
	nvLead, _ := ts.store.Lead(t.Context(), nv)
	return golden, silver, caLead.Reference, nvLead.Reference, ca
}

// TestPortalIsolation: every /api/partner route reads the member's own
// firm: another firm's lead answers 404 by reference on every route that
// names one, and no list, search or export shows it.
func TestPortalIsolation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		golden, _, goldenRef, silverRef, _ := portalFirms(t, ts)
		for _, c := range []request{
			{method: "GET", path: "/api/partner/leads/" + silverRef},
			{method: "POST", path: "/api/partner/leads/" + silverRef + "/return", body: map[string]any{"reason": "duplicate"}},
			{method: "POST", path: "/api/partner/leads/" + silverRef + "/outcome", body: map[string]any{"status": "accepted"}},
			{method: "GET", path: "/api/partner/leads/NOSUCHREF"},
		} {
			c.token = golden
			wantStatus(t, ts.do(c), http.StatusNotFound)
		}
		var list struct {
			Data  []store.PortalLead `json:"data"`
			Total int                `json:"total"`
		}
		for _, q := range []string{"", "?q=" + silverRef, "?q=nv@example.com", "?q=7777", "?state=NV"} {
			list.Data = nil
			r := ts.get("/api/partner/leads"+q, golden)
			wantStatus(t, r, http.StatusOK)
			r.decode(t, &list)
			for _, l := range list.Data {
				if l.Reference != goldenRef {
					t.Errorf("%q: another firm's lead %s", q, l.Reference)
				}
			}
			if q == "" && (list.Total != 1 || list.Data[0].Reference != goldenRef) {
				t.Errorf("the firm's list: %+v", list)
			}
		}
		r := ts.get("/api/partner/leads/export", golden)
		wantStatus(t, r, http.StatusOK)
		rows, err := csv.NewReader(strings.NewReader(r.Body.String())).ReadAll()
		if err != nil || len(rows) != 2 || rows[1][0] != goldenRef {
			t.Errorf("export: %v %v", rows, err)
		} else if i := slices.Index(rows[0], "language"); i < 0 || rows[1][i] != "en" {
			t.Errorf("export's language column: %v", rows)
		}
		var account struct {
			Data partnerAccount `json:"data"`
		}
		r = ts.get("/api/partner/account", golden)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &account)
		if account.Data.Name != "Golden State Law" || account.Data.ReturnWindowDays != 7 ||
			account.Data.BillingMode != "prepaid" || fmt.Sprint(account.Data.Languages) != "[en]" {
			t.Errorf("account: %+v", account.Data)
		}
		// Staff have no firm: the portal is not theirs.
		wantStatus(t, ts.get("/api/partner/leads", ts.admin()), http.StatusForbidden)
	})
}

// TestPortalLead: the firm's view of a lead: what it was sent with the
// consent proof, the trail to it alone, its price; a report from the
// portal is the same outcome a signed report records; views and exports
// are audited; an erased lead has no personal data left, and one whose
// person withdrew consent says so.
func TestPortalLead(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		golden, _, goldenRef, _, leadID := portalFirms(t, ts)
		var detail struct {
			Data portalLeadDetail `json:"data"`
		}
		r := ts.get("/api/partner/leads/"+strings.ToLower(goldenRef), golden)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &detail)
		d := detail.Data
		if d.Lead == nil || d.Lead.Email != "jane@example.com" || d.Lead.Consent.Text == "" ||
			d.Lead.Consent.TrustedFormCertURL == "" || len(d.Deliveries) != 1 || d.Deliveries[0].Status != "delivered" ||
			d.ReturnOpenUntil == nil || d.Return != nil {
			t.Fatalf("detail: %+v", d)
		}
		r = ts.do(request{method: "POST", path: "/api/partner/leads/" + goldenRef + "/outcome", token: golden,
			body: map[string]any{"status": "contacted"}})
		wantStatus(t, r, http.StatusCreated)
		r = ts.get("/api/partner/leads/"+goldenRef, golden)
		r.decode(t, &detail)
		if o := detail.Data.Outcomes; len(o) != 1 || o[0].Status != "contacted" || detail.Data.Outcome != "contacted" {
			t.Errorf("outcome from the portal: %+v", o)
		}
		if strings.Contains(r.Body.String(), `"lead_id"`) || strings.Contains(r.Body.String(), `"partner_id"`) {
			t.Errorf("row ids in a firm's view: %s", r.Body)
		}
		wantStatus(t, ts.get("/api/partner/leads/export?q=jane", golden), http.StatusOK)
		events, _, _ := ts.store.AuditPage(t.Context(), store.AuditFilter{RecordType: "lead"}, store.Page{Number: 1, Size: 10})
		var actions []string
		for _, e := range events {
			actions = append(actions, e.Action)
		}
		if fmt.Sprint(actions) != "[export view]" { // views within 10 minutes fold into one
			t.Errorf("audit: %v", actions)
		}

		// The person withdraws consent: the firm's lead says so.
		if _, err := ts.store.RecordRevocation(t.Context(), store.RevocationInput{Email: "jane@example.com", Scope: "all", Channel: "email",
			ReceivedAt: ts.store.Now()}); err != nil {
			t.Fatal(err)
		}
		r = ts.get("/api/partner/leads?q="+goldenRef, golden)
		var flagged struct {
			Data []store.PortalLead `json:"data"`
		}
		r.decode(t, &flagged)
		if len(flagged.Data) != 1 || !flagged.Data[0].ConsentWithdrawn {
			t.Errorf("withdrawn: %+v", flagged.Data)
		}
		if _, err := ts.store.EraseLeads(t.Context(), []int64{leadID}, store.ErasureAdmin); err != nil {
			t.Fatal(err)
		}
		detail = struct {
			Data portalLeadDetail `json:"data"`
		}{}
		r = ts.get("/api/partner/leads/"+goldenRef, golden)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &detail)
		if !detail.Data.Erased || detail.Data.Lead != nil || detail.Data.Email != "" || detail.Data.FirstName != "" || strings.Contains(r.Body.String(), "jane") {
			t.Errorf("erased: %s", r.Body)
		}
	})
}

// TestPortalPause: a firm pauses its own deliveries and routing passes it
// over; it resumes and gets leads again.
func TestPortalPause(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		golden, _, _, _, _ := portalFirms(t, ts)
		r := ts.do(request{method: "POST", path: "/api/partner/pause", token: golden})
		wantStatus(t, r, http.StatusOK)
		paused := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "p2@example.com", "phone": "5550001212"}))
		if l, _ := ts.store.Lead(t.Context(), paused); l.Routing != "unrouted" {
			t.Errorf("a lead while paused: %s, want unrouted", l.Routing)
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/partner/resume", token: golden}), http.StatusOK)
		resumed := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "p3@example.com", "phone": "5550001313"}))
		if l, _ := ts.store.Lead(t.Context(), resumed); l.Routing != "routed" {
			t.Errorf("a lead after resuming: %s, want routed", l.Routing)
		}
	})
}

// TestPortalWebhookSecretRotation: a member makes a new webhook secret,
// shown once; the firm's signed reports verify with the new one and, for
// 24 hours, the old one; after that only the new one. A test event is
// queued for a firm with a webhook, and the attempts list is the firm's.
func TestPortalWebhookSecretRotation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		firm := deliveryPartner(t, ts, "Golden State Law", "CA")
		member := ts.memberOf(firm.ID, "pat@golden.example")
		_, ref := sentLead(t, ts, 1)
		ts.deliverAll()
		old := firm.WebhookSecret

		r := ts.do(request{method: "POST", path: "/api/partner/webhook-secret", token: member})
		wantStatus(t, r, http.StatusOK)
		var rotated struct {
			Data struct {
				WebhookSecret string `json:"webhook_secret"`
			} `json:"data"`
		}
		r.decode(t, &rotated)
		if rotated.Data.WebhookSecret == "" || rotated.Data.WebhookSecret == old {
			t.Fatalf("rotation: %s", r.Body)
		}
		var account struct {
			Data partnerAccount `json:"data"`
		}
		ts.get("/api/partner/account", member).decode(t, &account)
		if account.Data.PreviousSecretUntil == nil {
			t.Error("the account does not say the old secret still works")
		}
		wantStatus(t, report(ts, firm.ID, old, ts.clock, ref, map[string]any{"status": "contacted"}), http.StatusCreated)
		wantStatus(t, report(ts, firm.ID, rotated.Data.WebhookSecret, ts.clock, ref, map[string]any{"status": "accepted"}), http.StatusCreated)

		// The firm delivers by e-mail: no webhook to test.
		wantStatus(t, ts.do(request{method: "POST", path: "/api/partner/webhook-test", token: member}), http.StatusConflict)
		firm.WebhookURL, firm.WebhookSecret = "https://golden.example/hook", "" // the secret stays as it is
		if _, err := ts.store.UpdatePartner(t.Context(), firm); err != nil {
			t.Fatal(err)
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/partner/webhook-test", token: member}), http.StatusAccepted)
		if items, _ := ts.store.OutboxEntries(t.Context(), store.KindWebhookTest, 10); len(items) != 1 {
			t.Errorf("test events queued: %d, want 1", len(items))
		}
		other := deliveryPartner(t, ts, "Silver State Law", "NV")
		for _, a := range []store.WebhookAttempt{{PartnerID: firm.ID, Event: "test.ping", StatusCode: 204, OK: true},
			{PartnerID: other.ID, Event: "lead.created", StatusCode: 500, Error: "the webhook answered 500"}} {
			if err := ts.store.RecordWebhookAttempt(t.Context(), a); err != nil {
				t.Fatal(err)
			}
		}
		var attempts struct {
			Data []store.WebhookAttempt `json:"data"`
		}
		r = ts.get("/api/partner/webhook-attempts", member)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &attempts)
		if len(attempts.Data) != 1 || attempts.Data[0].Event != "test.ping" || attempts.Data[0].StatusCode != 204 {
			t.Errorf("attempts: %+v", attempts.Data)
		}

		// A day later only the new secret signs (the member's session is
		// over by then; the firm's server needs none).
		ts.advance(24*time.Hour + time.Second)
		wantStatus(t, report(ts, firm.ID, old, ts.clock, ref, map[string]any{"status": "retained"}), http.StatusUnauthorized)
		wantStatus(t, report(ts, firm.ID, rotated.Data.WebhookSecret, ts.clock, ref, map[string]any{"status": "retained"}), http.StatusCreated)
	})
}

func TestDollars(t *testing.T) {
	for cents, want := range map[int64]string{0: "0.00", 5: "0.05", 4500: "45.00", 123405: "1234.05", -1250: "-12.50"} {
		if got := dollars(cents); got != want {
			t.Errorf("%d: %q, want %q", cents, got, want)
		}
	}
}
