package httpapi

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/store"
)

type changeRequestAnswer struct {
	Data changeRequestItem `json:"data"`
}

type changeRequestPage struct {
	Data  []changeRequestItem `json:"data"`
	Total int                 `json:"total"`
}

// TestChangeRequestValidation: a firm asks only for its routing fields,
// each checked as the admin's partner edit checks it (422 on the field);
// a price, billing or anything else is an error of changes, and so is a
// request that asks for nothing or for the firm's present values.
func TestChangeRequestValidation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		firm := deliveryPartner(t, ts, "Golden State Law", "CA")
		member := ts.memberOf(firm.ID, "pat@golden.example")
		for _, c := range []struct {
			name  string
			body  any
			field string
		}{
			{"no changes", map[string]any{"note": "hi"}, "changes"},
			{"empty changes", map[string]any{"changes": map[string]any{}}, "changes"},
			{"changes not an object", map[string]any{"changes": "more leads"}, "changes"},
			{"a price", map[string]any{"changes": map[string]any{"price_cents": 0}}, "changes"},
			{"billing", map[string]any{"changes": map[string]any{"billing_mode": "invoice", "daily_cap": 3}}, "changes"},
			{"priority", map[string]any{"changes": map[string]any{"priority": 1}}, "changes"},
			{"present values", map[string]any{"changes": map[string]any{"states": []string{"ca"}, "timezone": "America/Chicago"}}, "changes"},
			{"unknown state", map[string]any{"changes": map[string]any{"states": []string{"ZZ"}}}, "states"},
			{"no state", map[string]any{"changes": map[string]any{"states": []string{}}}, "states"},
			{"no language", map[string]any{"changes": map[string]any{"languages": []string{}}}, "languages"},
			{"unknown language", map[string]any{"changes": map[string]any{"languages": []string{"es", "fr"}}}, "languages"},
			{"languages of the wrong type", map[string]any{"changes": map[string]any{"languages": "es"}}, "languages"},
			{"cap of the wrong type", map[string]any{"changes": map[string]any{"daily_cap": "ten"}}, "daily_cap"},
			{"daily over monthly", map[string]any{"changes": map[string]any{"daily_cap": 100, "monthly_cap": 50}}, "daily_cap"},
			{"negative cap", map[string]any{"changes": map[string]any{"monthly_cap": -1}}, "monthly_cap"},
			{"unknown practice area", map[string]any{"changes": map[string]any{"service_ids": []int{99999}}}, "service_ids"},
			{"unknown zone", map[string]any{"changes": map[string]any{"timezone": "Mars/Olympus"}}, "timezone"},
			{"bad hours", map[string]any{"changes": map[string]any{"schedule": []map[string]any{{"day": 1, "open": "17:00", "close": "09:00"}}}}, "schedule"},
			{"no channel left", map[string]any{"changes": map[string]any{"email": ""}}, "email"},
			{"bad e-mail", map[string]any{"changes": map[string]any{"email": "not-an-address"}}, "email"},
			{"long note", map[string]any{"changes": map[string]any{"daily_cap": 3}, "note": strings.Repeat("x", 1001)}, "note"},
		} {
			r := ts.do(request{method: "POST", path: "/api/partner/change-requests", token: member, body: c.body})
			if r.Code != http.StatusUnprocessableEntity {
				t.Errorf("%s: status %d, want 422: %s", c.name, r.Code, r.Body)
				continue
			}
			if errs := r.fieldErrors(t); len(errs[c.field]) == 0 {
				t.Errorf("%s: no error on %s: %v", c.name, c.field, errs)
			}
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/partner/change-requests", token: member, body: "null"}), http.StatusBadRequest)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/partner/change-requests", token: member, body: "{"}), http.StatusBadRequest)
		if n := rawRequests(t, ts); n != 0 {
			t.Errorf("%d requests stored by refused calls", n)
		}
	})
}

func rawRequests(t *testing.T, ts *testServer) int {
	t.Helper()
	_, total, err := ts.store.ChangeRequestsPage(t.Context(), store.ChangeRequestFilter{}, store.Page{Number: 1, Size: 1})
	if err != nil {
		t.Fatal(err)
	}
	return total
}

// TestChangeRequestFlow: a member asks for new routing; only what would
// change is kept; the firm sees its own requests and no other firm's;
// only an admin sees the queue and decides (intake, editors and members
// may not); an approval applies the asked fields and nothing else
// (prices and billing kept) and is in the audit log; a decline needs a
// note; a request is decided once; an approval the firm's present values
// no longer allow changes nothing.
func TestChangeRequestFlow(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin, intake, editor := ts.admin(), ts.user(access.Intake, "ines@example.com"), ts.user(access.Editor, "ed@example.com")
		golden := deliveryPartner(t, ts, "Golden State Law", "CA")
		golden.PriceCents, golden.CreditLimitCents, golden.MaxReturnRate = 2500, 50_000, 20
		if _, err := ts.store.UpdatePartner(t.Context(), golden); err != nil {
			t.Fatal(err)
		}
		silver := deliveryPartner(t, ts, "Silver State Law", "NV")
		pat, sam := ts.memberOf(golden.ID, "pat@golden.example"), ts.memberOf(silver.ID, "sam@silver.example")
		services, _ := ts.store.AllServices(t.Context())

		r := ts.do(request{method: "POST", path: "/api/partner/change-requests", token: pat, body: map[string]any{
			"changes": map[string]any{"states": []string{"ca", "az"}, "daily_cap": 10, "timezone": "America/Chicago",
				"service_ids": []int64{services[0].ID}, "languages": []string{"en", "ES"}},
			"note": "We opened in Phoenix",
		}})
		wantStatus(t, r, http.StatusCreated)
		var created changeRequestAnswer
		r.decode(t, &created)
		c := created.Data
		if c.Status != store.ChangeRequestPending || c.Note != "We opened in Phoenix" || c.PartnerName != "Golden State Law" ||
			c.RequestedByEmail != "pat@golden.example" || fmt.Sprint(c.Changes.Fields()) != "[states service_ids daily_cap languages]" ||
			fmt.Sprint(*c.Changes.States) != "[CA AZ]" || *c.Changes.DailyCap != 10 {
			t.Fatalf("created: %+v", c)
		}
		if strings.Contains(r.Body.String(), `"current"`) {
			t.Errorf("a firm's answer carries the operator's comparison: %s", r.Body)
		}

		// Each firm sees its own requests only.
		var own changeRequestPage
		r = ts.get("/api/partner/change-requests", pat)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &own)
		if own.Total != 1 || own.Data[0].ID != c.ID {
			t.Errorf("the firm's own: %+v", own)
		}
		own = changeRequestPage{}
		ts.get("/api/partner/change-requests", sam).decode(t, &own)
		if own.Total != 0 || len(own.Data) != 0 {
			t.Errorf("another firm's requests: %+v", own)
		}
		decide := fmt.Sprintf("/api/admin/change-requests/%d/", c.ID)

		// Only an admin sees and decides.
		for _, token := range []string{intake, editor, pat, sam} {
			wantStatus(t, ts.get("/api/admin/change-requests?status=pending", token), http.StatusForbidden)
			for _, step := range []string{"approve", "decline"} {
				wantStatus(t, ts.do(request{method: "POST", path: decide + step, token: token, body: map[string]any{"note": "x"}}), http.StatusForbidden)
			}
		}
		wantStatus(t, ts.get("/api/partner/change-requests", admin), http.StatusForbidden)
		wantStatus(t, ts.get("/api/admin/change-requests?status=lost", admin), http.StatusUnprocessableEntity)
		var queue changeRequestPage
		r = ts.get("/api/admin/change-requests?status=pending", admin)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &queue)
		if queue.Total != 1 || queue.Data[0].ID != c.ID || queue.Data[0].PartnerName != "Golden State Law" ||
			fmt.Sprint(*queue.Data[0].Current.States) != "[CA]" || *queue.Data[0].Current.DailyCap != 0 ||
			len(*queue.Data[0].Current.ServiceIDs) != 0 || queue.Data[0].Current.Timezone != nil {
			t.Fatalf("queue: %+v", queue)
		}

		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/change-requests/99999/approve", token: admin, body: map[string]any{}}), http.StatusNotFound)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/change-requests/x/approve", token: admin, body: map[string]any{}}), http.StatusNotFound)
		r = ts.do(request{method: "POST", path: decide + "approve", token: admin, body: map[string]any{"note": "Welcome to Arizona"}})
		wantStatus(t, r, http.StatusOK)
		var approved changeRequestAnswer
		r.decode(t, &approved)
		if a := approved.Data; a.Status != store.ChangeRequestApproved || a.DecisionNote != "Welcome to Arizona" || a.DecidedAt == nil {
			t.Errorf("approved: %+v", a)
		}
		after, _ := ts.store.Partner(t.Context(), golden.ID)
		if fmt.Sprint(after.States) != "[CA AZ]" || after.DailyCap != 10 || fmt.Sprint(after.ServiceIDs) != fmt.Sprint([]int64{services[0].ID}) ||
			after.Timezone != "America/Chicago" || after.PriceCents != 2500 || after.CreditLimitCents != 50_000 || after.MaxReturnRate != 20 ||
			after.Name != "Golden State Law" || after.Email != golden.Email || after.WebhookSecret != golden.WebhookSecret || !after.Active ||
			fmt.Sprint(after.Languages) != "[en es]" {
			t.Errorf("after approval: %+v", after)
		}
		events := auditEvents(t, ts, admin, "?record_type=change_request").Data
		if e := findEvent(t, events, auditApprove, "change_request", fmt.Sprint(c.ID)); !strings.Contains(e.Summary, "fields: daily_cap, languages, service_ids, states") ||
			!strings.Contains(e.Summary, "Golden State Law") {
			t.Errorf("approval event: %q", e.Summary)
		}
		if e := findEvent(t, events, auditCreate, "change_request", fmt.Sprint(c.ID)); e.ActorEmail != "pat@golden.example" {
			t.Errorf("request event: %+v", e)
		}
		for _, step := range []string{"approve", "decline"} {
			wantStatus(t, ts.do(request{method: "POST", path: decide + step, token: admin, body: map[string]any{"note": "again"}}), http.StatusConflict)
		}

		// Declined: a note is needed; the firm is unchanged and reads it.
		ask := func(token string, changes map[string]any) int64 {
			t.Helper()
			r := ts.do(request{method: "POST", path: "/api/partner/change-requests", token: token, body: map[string]any{"changes": changes}})
			wantStatus(t, r, http.StatusCreated)
			var a changeRequestAnswer
			r.decode(t, &a)
			return a.Data.ID
		}
		second := ask(pat, map[string]any{"monthly_cap": 500})
		decide = fmt.Sprintf("/api/admin/change-requests/%d/", second)
		r = ts.do(request{method: "POST", path: decide + "decline", token: admin, body: map[string]any{"note": " "}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if len(r.fieldErrors(t)["note"]) == 0 {
			t.Errorf("decline without a note: %s", r.Body)
		}
		wantStatus(t, ts.do(request{method: "POST", path: decide + "decline", token: admin, body: map[string]any{"note": "Not this month"}}), http.StatusOK)
		if p, _ := ts.store.Partner(t.Context(), golden.ID); p.MonthlyCap != 0 {
			t.Errorf("a decline changed the firm: monthly cap %d", p.MonthlyCap)
		}
		own = changeRequestPage{}
		ts.get("/api/partner/change-requests", pat).decode(t, &own)
		if own.Total != 2 || own.Data[0].ID != second || own.Data[0].Status != store.ChangeRequestDeclined || own.Data[0].DecisionNote != "Not this month" {
			t.Errorf("the firm's requests after the decline: %+v", own)
		}
		findEvent(t, auditEvents(t, ts, admin, "?record_type=change_request").Data, auditDecline, "change_request", fmt.Sprint(second))

		// The firm changed since it asked: the approval checks it again.
		third := ask(pat, map[string]any{"daily_cap": 40})
		after.MonthlyCap = 30
		if _, err := ts.store.UpdatePartner(t.Context(), after); err != nil {
			t.Fatal(err)
		}
		r = ts.do(request{method: "POST", path: fmt.Sprintf("/api/admin/change-requests/%d/approve", third), token: admin, body: map[string]any{}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if len(r.fieldErrors(t)["daily_cap"]) == 0 {
			t.Errorf("stale approval: %s", r.Body)
		}
		if p, _ := ts.store.Partner(t.Context(), golden.ID); p.DailyCap != 10 {
			t.Errorf("a refused approval changed the firm: daily cap %d", p.DailyCap)
		}
		queue = changeRequestPage{}
		ts.get("/api/admin/change-requests?status=pending", admin).decode(t, &queue)
		if queue.Total != 1 || queue.Data[0].ID != third {
			t.Errorf("still pending: %+v", queue)
		}
		queue = changeRequestPage{}
		ts.get("/api/admin/change-requests", admin).decode(t, &queue)
		var ids []int64
		for _, q := range queue.Data {
			ids = append(ids, q.ID)
		}
		if !slices.Equal(ids, []int64{third, second, c.ID}) {
			t.Errorf("every request, newest first: %v", ids)
		}
	})
}
