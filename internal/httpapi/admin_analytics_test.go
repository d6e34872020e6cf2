package httpapi

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/store"
	"claimsite/internal/webui"
)

func TestAdminAnalytics(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
		contactPost(t, ts, contactConsultationBody(), nil) // California
		ts.clock = time.Date(2026, 3, 30, 9, 0, 0, 0, time.UTC)
		contactPost(t, ts, stateLawContactBody(), nil) // no state: the form has none
		ts.clock = time.Date(2026, 2, 28, 9, 0, 0, 0, time.UTC)
		other := contactConsultationBody()
		other["email"], other["phone"] = "other@example.com", "5550001111"
		contactPost(t, ts, other, nil) // outside the default range
		ts.clock = time.Date(2026, 3, 30, 15, 0, 0, 0, time.UTC)
		admin := ts.admin()

		// The default range: the last 30 UTC days, today included.
		r := ts.get("/api/admin/analytics", admin)
		wantStatus(t, r, http.StatusOK)
		var got struct{ Data store.Analytics }
		r.decode(t, &got)
		a := got.Data
		if a.From != "2026-03-01" || a.To != "2026-03-30" || len(a.Leads.Routing) != 30 || a.Leads.Total != 2 {
			t.Fatalf("default range: %s..%s, %d days, %d leads", a.From, a.To, len(a.Leads.Routing), a.Leads.Total)
		}
		if d := a.Leads.Routing[0]; d.Day != "2026-03-01" || d.Unrouted != 1 {
			t.Errorf("first day = %+v", d)
		}
		if d := a.Leads.Routing[29]; d.Day != "2026-03-30" || d.Unrouted != 1 {
			t.Errorf("last day = %+v", d)
		}
		if len(a.Sources) != 1 || a.Sources[0].Leads != 2 || a.Sources[0].ConversionRate != nil {
			t.Errorf("sources = %s", r.Body.String())
		}
		if len(a.Deliveries.ByStatus) != 4 || a.Partners == nil {
			t.Errorf("deliveries and partners = %s", r.Body.String())
		}

		// A range of their own.
		r = ts.get("/api/admin/analytics?from=2026-02-01&to=2026-02-28", admin)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &got)
		if got.Data.Leads.Total != 1 || len(got.Data.States) != 1 || got.Data.States[0].State != "CA" {
			t.Errorf("february: %s", r.Body.String())
		}

		// One end only: from up to today (that one day when it is ahead), or the 30 days up to to.
		for _, c := range []struct{ query, from, to string }{
			{"from=2026-03-20", "2026-03-20", "2026-03-30"},
			{"from=2026-04-02", "2026-04-02", "2026-04-02"},
			{"to=2026-02-28", "2026-01-30", "2026-02-28"},
		} {
			r := ts.get("/api/admin/analytics?"+c.query, admin)
			wantStatus(t, r, http.StatusOK)
			r.decode(t, &got)
			if got.Data.From != c.from || got.Data.To != c.to {
				t.Errorf("%s: %s..%s, want %s..%s", c.query, got.Data.From, got.Data.To, c.from, c.to)
			}
		}

		// Bad ranges.
		for _, c := range []struct{ query, field string }{
			{"from=2026-13-01", "from"},
			{"from=yesterday&to=2026-03-01", "from"},
			{"to=01/03/2026", "to"},
			{"from=2026-03-10&to=2026-03-01", "to"},
			{"from=2025-01-01&to=2026-03-01", "to"},
			{"format=csv", "section"},
			{"format=csv&section=everything", "section"},
			{"format=xml", "format"}, // found by Portman: was answered as JSON
			{"format=CSV&section=states", "format"},
		} {
			r := ts.get("/api/admin/analytics?"+c.query, admin)
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if len(r.fieldErrors(t)[c.field]) == 0 {
				t.Errorf("%s: no error on %s: %s", c.query, c.field, r.Body.String())
			}
		}
		// 366 days is the longest range.
		wantStatus(t, ts.get("/api/admin/analytics?from=2025-03-01&to=2026-03-01", admin), http.StatusOK)

		// CSV, by format or by Accept.
		r = ts.get("/api/admin/analytics?format=csv&section=leads_per_day&from=2026-03-01&to=2026-03-02", admin)
		wantStatus(t, r, http.StatusOK)
		if ct := r.Header().Get("Content-Type"); ct != "text/csv; charset=utf-8" {
			t.Errorf("content type %q", ct)
		}
		if cd := r.Header().Get("Content-Disposition"); cd != `attachment; filename="analytics-leads_per_day-2026-03-01-to-2026-03-02.csv"` {
			t.Errorf("disposition %q", cd)
		}
		want := "\"Day\",\"Routed\",\"Unrouted\",\"Duplicate\",\"Suppressed\",\"Total\"\r\n" +
			"\"2026-03-01\",\"0\",\"1\",\"0\",\"0\",\"1\"\r\n" +
			"\"2026-03-02\",\"0\",\"0\",\"0\",\"0\",\"0\"\r\n"
		if r.Body.String() != want {
			t.Errorf("leads_per_day CSV:\n%q\nwant\n%q", r.Body.String(), want)
		}
		r = ts.do(request{method: "GET", path: "/api/admin/analytics?section=states", token: admin, header: map[string]string{"Accept": "text/csv"}})
		wantStatus(t, r, http.StatusOK)
		want = "\"State\",\"Leads\"\r\n\"\",\"1\"\r\n\"CA\",\"1\"\r\n"
		if r.Body.String() != want {
			t.Errorf("states CSV:\n%q\nwant\n%q", r.Body.String(), want)
		}
		for _, section := range analyticsSectionNames {
			r := ts.get("/api/admin/analytics?format=csv&section="+section, admin)
			wantStatus(t, r, http.StatusOK)
			if !strings.HasPrefix(r.Body.String(), `"`) {
				t.Errorf("%s: %q", section, r.Body.String())
			}
		}
	})
}

func TestAdminAnalyticsIsAdminOnly(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		wantStatus(t, ts.get("/api/admin/analytics", ""), http.StatusUnauthorized)
		wantStatus(t, ts.get("/api/admin/analytics", ts.user(access.User, "user@example.com")), http.StatusForbidden)
		wantStatus(t, ts.get("/api/admin/analytics?format=csv&section=states", ts.user(access.User, "other@example.com")), http.StatusForbidden)
	})
}

// TestPageLanguageIsWebUIs: the analytics' split by language reads a
// landing page's language as the site does (webui.LanguageOf), which the
// store, without the web app, writes again.
func TestPageLanguageIsWebUIs(t *testing.T) {
	for _, p := range []string{"/", "/es", "/ES", "/es/", "/es/blog", "/Es/state-laws/1", "/esx", "/estate", "/blog/es", "", "(other)", "/e", "/es?x"} {
		if got, want := store.PageLanguage(p), webui.LanguageOf(p); got != want {
			t.Errorf("%q: store says %s, webui %s", p, got, want)
		}
	}
}
