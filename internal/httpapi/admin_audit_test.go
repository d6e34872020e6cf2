package httpapi

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestAuditTableCoversRoutes walks the route table: every admin write,
// every export and a lead's detail must be audited, every audit rule must
// name a real route, and nothing can change the audit log through the API.
func TestAuditTableCoversRoutes(t *testing.T) {
	srv := New(storetest.Open(t, store.SQLite), nil, nil, testConfig(t), nil, nil)
	inTable := map[string]bool{}
	for _, rt := range srv.routes() {
		key := rt.method + " " + rt.pattern
		inTable[key] = true
		_, audited := auditRules[key]
		staff := rt.access != access.Public && rt.access != access.SignedIn
		mustAudit := staff && rt.method != http.MethodGet ||
			rt.method == http.MethodGet && (strings.Contains(rt.pattern, "export") || rt.pattern == "/api/admin/leads/{id}")
		if mustAudit && !audited {
			t.Errorf("%s: not in auditRules (audit.go)", key)
		}
		if strings.HasPrefix(rt.pattern, "/api/admin/audit") && rt.method != http.MethodGet {
			t.Errorf("%s: the audit log is append-only; no route may change it", key)
		}
	}
	for key, rule := range auditRules {
		if !inTable[key] {
			t.Errorf("auditRules has %q, which is not a route", key)
		}
		if !slices.Contains(auditActions, rule.action) {
			t.Errorf("%s: action %q is not in auditActions", key, rule.action)
		}
	}
}

// auditEvents reads the audit log through the API.
func auditEvents(t *testing.T, ts *testServer, token, query string) paginated[store.AuditEvent] {
	t.Helper()
	r := ts.get("/api/admin/audit"+query, token)
	wantStatus(t, r, http.StatusOK)
	var page paginated[store.AuditEvent]
	r.decode(t, &page)
	return page
}

// findEvent is the newest event of action on the record, or fails.
func findEvent(t *testing.T, events []store.AuditEvent, action, recordType, recordID string) store.AuditEvent {
	t.Helper()
	for _, e := range events {
		if e.Action == action && e.RecordType == recordType && e.RecordID == recordID {
			return e
		}
	}
	t.Fatalf("no %s event for %s %q in %+v", action, recordType, recordID, events)
	return store.AuditEvent{}
}

func TestAuditRecordsAdminActions(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		adminUser, err := ts.store.UserByEmail(t.Context(), "admin@example.com")
		if err != nil {
			t.Fatal(err)
		}
		leadID := leadsSubmit(t, ts, leadsForm(nil))
		services, _ := ts.store.AllServices(t.Context())
		svc := services[0]

		// A service edited, a lead viewed, corrected and exported, a user
		// promoted, a suppression added and removed, settings changed.
		wantStatus(t, ts.do(request{method: "PUT", path: fmt.Sprintf("/api/admin/services/%d", svc.ID), token: admin,
			body: map[string]any{"title": "Renamed service"}}), http.StatusOK)
		wantStatus(t, ts.get(fmt.Sprintf("/api/admin/leads/%d", leadID), admin), http.StatusOK)
		wantStatus(t, ts.get(fmt.Sprintf("/api/admin/leads/%d", leadID), admin), http.StatusOK) // a refresh: the same view
		wantStatus(t, leadsPatch(t, ts, admin, leadID, map[string]any{"phone": "5559876543", "email": "new@example.com"}), http.StatusOK)
		wantStatus(t, leadsPatch(t, ts, admin, leadID, map[string]any{"status": "contacted"}), http.StatusOK)
		wantStatus(t, ts.get("/api/admin/leads/export?state=CA&q=Jane", admin), http.StatusOK)
		ts.user(access.Editor, "staff@example.com")
		staff, _ := ts.store.UserByEmail(t.Context(), "staff@example.com")
		wantStatus(t, ts.do(request{method: "PATCH", path: fmt.Sprintf("/api/admin/users/%d", staff.ID), token: admin,
			body: map[string]any{"role": "admin"}}), http.StatusOK)
		r := addSuppression(ts, admin, map[string]any{"phone": "5550001111"})
		wantStatus(t, r, http.StatusCreated)
		var sup struct {
			Data store.Suppression `json:"data"`
		}
		r.decode(t, &sup)
		wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/suppressions/%d", sup.Data.ID), token: admin}), http.StatusOK)
		wantStatus(t, ts.do(request{method: "PUT", path: "/api/admin/settings", token: admin,
			body: map[string]any{"brand": "New Brand"}}), http.StatusOK)
		// The analytics screen's JSON is no export; its CSV download is.
		wantStatus(t, ts.get("/api/admin/analytics", admin), http.StatusOK)
		wantStatus(t, ts.get("/api/admin/analytics?format=csv&section=states", admin), http.StatusOK)
		// Refused calls leave nothing.
		wantStatus(t, ts.get("/api/admin/leads/999999", admin), http.StatusNotFound)
		wantStatus(t, ts.do(request{method: "PUT", path: fmt.Sprintf("/api/admin/services/%d", svc.ID), token: admin,
			body: map[string]any{"title": ""}}), http.StatusUnprocessableEntity)

		page := auditEvents(t, ts, admin, "")
		events := page.Data
		for n := 2; n <= page.LastPage; n++ {
			events = append(events, auditEvents(t, ts, admin, fmt.Sprintf("?page=%d", n)).Data...)
		}
		id := func(n int64) string { return fmt.Sprint(n) }

		edit := findEvent(t, events, "update", "service", id(svc.ID))
		if edit.ActorID == nil || *edit.ActorID != adminUser.ID || edit.ActorEmail != "admin@example.com" ||
			edit.ActorName != "Test Admin" || edit.IP != "192.0.2.10" || edit.RequestID == "" || edit.At.IsZero() {
			t.Errorf("service edit: %+v", edit)
		}
		if edit.Summary != "fields: title" {
			t.Errorf("service edit summary: %q, want %q", edit.Summary, "fields: title")
		}
		findEvent(t, events, "view", "lead", id(leadID))
		if views := auditEvents(t, ts, admin, "?action=view"); views.Total != 1 {
			t.Errorf("two reads of the lead at once: %d view events, want 1", views.Total)
		}
		for _, e := range events {
			if e.RecordID == "999999" {
				t.Errorf("a refused view was recorded: %+v", e)
			}
		}
		var correction, status bool
		for _, e := range events {
			if e.Action == "update" && e.RecordType == "lead" {
				correction = correction || e.Summary == "fields: email, phone"
				status = status || e.Summary == "status: contacted"
			}
			// Never a visitor's data in the log.
			for _, personal := range []string{"555", "987", "6543", "new@example", "Jane", "jane"} {
				if strings.Contains(e.Summary, personal) {
					t.Errorf("event %d summary %q holds personal data %q", e.ID, e.Summary, personal)
				}
			}
		}
		if !correction || !status {
			t.Errorf("lead updates: correction recorded %v, status recorded %v", correction, status)
		}
		export := findEvent(t, events, "export", "lead", "")
		if export.Summary != "filters: q (given), state=CA" {
			t.Errorf("export summary: %q", export.Summary)
		}
		if got := auditEvents(t, ts, admin, "?record_type=analytics"); got.Total != 1 || !strings.Contains(got.Data[0].Summary, "section=states") {
			t.Errorf("analytics events: %+v, want the CSV download only", got.Data)
		}
		role := findEvent(t, events, "role_change", "user", id(staff.ID))
		if role.Summary != "role: editor → admin" {
			t.Errorf("role change summary: %q", role.Summary)
		}
		findEvent(t, events, "create", "suppression", id(sup.Data.ID))
		findEvent(t, events, "delete", "suppression", id(sup.Data.ID))
		if s := findEvent(t, events, "settings_change", "settings", ""); s.Summary != "fields: brand" {
			t.Errorf("settings summary: %q", s.Summary)
		}
		if page.Total != len(events) || page.Total < 10 {
			t.Errorf("total %d for %d events", page.Total, len(events))
		}
		for i := 1; i < len(events); i++ {
			if events[i].ID > events[i-1].ID {
				t.Fatalf("not newest first: %d before %d", events[i-1].ID, events[i].ID)
			}
		}

		// Filters.
		for _, c := range []struct {
			query string
			want  func(store.AuditEvent) bool
		}{
			{"?action=view", func(e store.AuditEvent) bool { return e.Action == "view" }},
			{"?record_type=lead&record_id=" + id(leadID), func(e store.AuditEvent) bool { return e.RecordType == "lead" && e.RecordID == id(leadID) }},
			{"?actor=" + id(adminUser.ID), func(e store.AuditEvent) bool { return *e.ActorID == adminUser.ID }},
			{"?actor=ADMIN@example", func(e store.AuditEvent) bool { return e.ActorEmail == "admin@example.com" }},
			{"?actor=nobody@", nil},
			{"?from=" + leadsDay(ts) + "&to=" + leadsDay(ts), func(store.AuditEvent) bool { return true }},
		} {
			got := auditEvents(t, ts, admin, c.query)
			if c.want == nil {
				if got.Total != 0 {
					t.Errorf("%s: %d events, want none", c.query, got.Total)
				}
				continue
			}
			if len(got.Data) == 0 {
				t.Errorf("%s: no event", c.query)
			}
			for _, e := range got.Data {
				if !c.want(e) {
					t.Errorf("%s: event %+v does not match", c.query, e)
				}
			}
		}
		if got := auditEvents(t, ts, admin, "?from=2000-01-01&to=2000-01-02"); got.Total != 0 {
			t.Errorf("a range long ago: %d events", got.Total)
		}
		for _, q := range []string{"?action=nap", "?record_type=pony", "?from=yesterday", "?to=2026-13-01",
			"?from=2026-02-02&to=2026-02-01", "?record_id=1%20OR%201=1"} {
			wantStatus(t, ts.get("/api/admin/audit"+q, admin), http.StatusUnprocessableEntity)
		}
		// Page links keep the filters.
		if got := auditEvents(t, ts, admin, "?action=update&page=1"); got.NextPageURL != nil && !strings.Contains(*got.NextPageURL, "action=update") {
			t.Errorf("next page link %q lost the filter", *got.NextPageURL)
		}

		// The CSV export is audited too, with its filters.
		r = ts.get("/api/admin/audit/export?action=view", admin)
		wantStatus(t, r, http.StatusOK)
		if ct := r.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/csv") {
			t.Errorf("export content type %q", ct)
		}
		rows, err := csv.NewReader(strings.NewReader(r.Body.String())).ReadAll()
		if err != nil || len(rows) != 2 || rows[0][0] != "id" || rows[1][5] != "view" || rows[1][7] != id(leadID) {
			t.Errorf("export: %v %q", err, rows)
		}
		after := auditEvents(t, ts, admin, "?record_type=audit_event")
		if len(after.Data) != 1 || after.Data[0].Action != "export" || after.Data[0].Summary != "filters: action=view" {
			t.Errorf("the export's own event: %+v", after.Data)
		}

		// Non-admins see nothing.
		user := ts.user(access.User, "plain@example.com")
		wantStatus(t, ts.get("/api/admin/audit", user), http.StatusForbidden)
		wantStatus(t, ts.get("/api/admin/audit/export", user), http.StatusForbidden)
		wantStatus(t, ts.get("/api/admin/audit", ""), http.StatusUnauthorized)
	})
}

func TestAuditNoRouteChangesTheLog(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		before := auditEvents(t, ts, admin, "")
		for _, m := range []string{"POST", "PUT", "PATCH", "DELETE"} {
			for _, p := range []string{"/api/admin/audit", fmt.Sprintf("/api/admin/audit/%d", before.Data[0].ID)} {
				r := ts.do(request{method: m, path: p, token: admin, body: map[string]any{"summary": "x"}})
				if r.Code != http.StatusMethodNotAllowed && r.Code != http.StatusNotFound {
					t.Errorf("%s %s: %d, want 405 or 404", m, p, r.Code)
				}
			}
		}
		after := auditEvents(t, ts, admin, "")
		if after.Total != before.Total || after.Data[0].Summary != before.Data[0].Summary {
			t.Errorf("the log changed: %d events, then %d", before.Total, after.Total)
		}
	})
}

func TestAuditSignIn(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin() // signs in once
		ts.user(access.User, "visitor@example.com")
		bad := ts.do(request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "admin@example.com", "password": "wrong-password"}})
		wantStatus(t, bad, http.StatusUnauthorized)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "visitor@example.com", "password": "wrong"}}), http.StatusUnauthorized)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "nobody@example.com", "password": "wrong"}}), http.StatusUnauthorized)

		in := auditEvents(t, ts, admin, "?action=sign_in")
		if in.Total != 1 || in.Data[0].ActorEmail != "admin@example.com" || in.Data[0].RecordID != fmt.Sprint(*in.Data[0].ActorID) {
			t.Errorf("sign-ins: %+v (the user's is not recorded)", in.Data)
		}
		failed := auditEvents(t, ts, admin, "?action=sign_in_failed")
		if failed.Total != 1 || failed.Data[0].ActorEmail != "admin@example.com" || failed.Data[0].IP != "192.0.2.10" {
			t.Errorf("failed sign-ins: %+v (only the admin account's)", failed.Data)
		}
	})
}

// TestAuditWriteFails: without an audit log, a lead's data is not sent,
// while a change (already committed) answers as usual.
func TestAuditWriteFails(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		leadID := leadsSubmit(t, ts, leadsForm(nil))
		services, _ := ts.store.AllServices(t.Context())
		ts.server.auditWrite = func(context.Context, store.AuditEvent) (store.AuditEvent, error) {
			return store.AuditEvent{}, errors.New("disk full")
		}
		r := ts.get(fmt.Sprintf("/api/admin/leads/%d", leadID), admin)
		wantStatus(t, r, http.StatusInternalServerError)
		if strings.Contains(r.Body.String(), "Jane") || strings.Contains(r.Body.String(), "5551234567") {
			t.Errorf("the lead went out without its audit event: %s", r.Body.String())
		}
		r = ts.get("/api/admin/leads/export", admin)
		if strings.Contains(r.Body.String(), "5551234567") || r.Header().Get("Content-Disposition") != "" {
			t.Errorf("the export went out without its audit event: %d %s", r.Code, r.Body.String())
		}
		wantStatus(t, ts.do(request{method: "PUT", path: fmt.Sprintf("/api/admin/services/%d", services[0].ID), token: admin,
			body: map[string]any{"title": "Saved anyway"}}), http.StatusOK)
		got, err := ts.store.Service(t.Context(), services[0].ID)
		if err != nil || got.Title != "Saved anyway" {
			t.Errorf("service after the update: %q, %v", got.Title, err)
		}
	})
}

func TestChangedFields(t *testing.T) {
	type rec struct {
		ID        int64  `json:"id"`
		Title     string `json:"title"`
		Body      string `json:"body"`
		Count     int    `json:"count"`
		UpdatedAt string `json:"updated_at"`
	}
	base := rec{ID: 1, Title: "A", Body: "one\n\ntwo", Count: 2, UpdatedAt: "t1"}
	for _, c := range []struct {
		name  string
		after rec
		want  []string
	}{
		{"nothing", base, nil},
		{"only the timestamp", rec{ID: 1, Title: "A", Body: "one\n\ntwo", Count: 2, UpdatedAt: "t2"}, nil},
		{"line endings only", rec{ID: 1, Title: "A", Body: "one\r\n\r\ntwo", Count: 2}, nil},
		{"title and count", rec{ID: 1, Title: "B", Body: "one\n\ntwo", Count: 3}, []string{"count", "title"}},
		{"body text", rec{ID: 1, Title: "A", Body: "one\r\n\r\nthree", Count: 2}, []string{"body"}},
	} {
		if got := changedFields(base, c.after); !slices.Equal(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}
