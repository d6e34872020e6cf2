package httpapi

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"claimsite/internal/access"
)

func TestConversionExport(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = time.Date(2026, 7, 1, 12, 0, 0, 0, time.UTC)
		token := ts.admin()
		wantStatus(t, ts.do(request{method: "PUT", path: "/api/admin/settings", token: token, body: map[string]any{
			"conversion_name": `Qualified, "hot" lead`, "conversion_value": 150.5, "conversion_currency": "usd",
			"operator_timezone": "America/New_York",
		}}), http.StatusOK)
		// A lead from the contact form, with the attribution of a visitor
		// from a Google ad when gclid is set.
		lead := func(n int, gclid string) int64 {
			form := leadsForm(map[string]any{"email": fmt.Sprintf("c%d@example.com", n), "phone": fmt.Sprintf("555100%04d", n)})
			if gclid != "" {
				form["attribution"] = map[string]any{"utm_source": "google", "utm_medium": "cpc", "gclid": gclid}
			}
			return leadsSubmit(t, ts, form)
		}
		summer := lead(1, "Cj0KCQjw-summer_1")
		winter := lead(2, "Cj0KCQjw-winter_2")
		noClick := lead(3, "")
		onlyContacted := lead(4, "Cj0KCQjw-contacted")
		lateEvening := lead(5, "Cj0KCQjw-evening")
		notAClickID := lead(6, "=HYPERLINK(1)")

		// Each status change needs a live session: sign in again at each time.
		qualify := func(id int64, at time.Time, status string) {
			ts.clock = at
			wantStatus(t, leadsPatch(t, ts, ts.user(access.Admin, fmt.Sprintf("a%d-%d@example.com", id, at.Unix())), id,
				map[string]any{"status": status}), http.StatusOK)
		}
		qualify(summer, time.Date(2026, 7, 10, 14, 3, 0, 0, time.UTC), "qualified")        // EDT, -0400
		qualify(noClick, time.Date(2026, 7, 10, 15, 0, 0, 0, time.UTC), "qualified")       // no gclid: left out
		qualify(onlyContacted, time.Date(2026, 7, 11, 15, 0, 0, 0, time.UTC), "contacted") // never qualified
		qualify(notAClickID, time.Date(2026, 7, 12, 15, 0, 0, 0, time.UTC), "qualified")   // not a gclid: left out
		qualify(winter, time.Date(2026, 12, 1, 19, 3, 0, 0, time.UTC), "qualified")        // EST, -0500
		// 03:30 UTC on Dec 2 is still Dec 1 in New York.
		qualify(lateEvening, time.Date(2026, 12, 2, 3, 30, 0, 0, time.UTC), "qualified")
		ts.clock = time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
		token = ts.user(access.Admin, "december@example.com")

		r := ts.get("/api/admin/conversions/export?from=2026-07-01&to=2026-12-01", token)
		wantStatus(t, r, http.StatusOK)
		want := "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n" +
			`Cj0KCQjw-summer_1,"Qualified, ""hot"" lead",2026-07-10 10:03:00-0400,150.5,USD` + "\r\n" +
			`Cj0KCQjw-winter_2,"Qualified, ""hot"" lead",2026-12-01 14:03:00-0500,150.5,USD` + "\r\n" +
			`Cj0KCQjw-evening,"Qualified, ""hot"" lead",2026-12-01 22:30:00-0500,150.5,USD` + "\r\n"
		if got := r.Body.String(); got != want {
			t.Errorf("export:\n%s\nwant:\n%s", got, want)
		}
		if ct := r.Header().Get("Content-Type"); ct != "text/csv; charset=utf-8" {
			t.Errorf("Content-Type %q", ct)
		}
		if cd := r.Header().Get("Content-Disposition"); cd != `attachment; filename="conversions-2026-07-01-to-2026-12-01.csv"` {
			t.Errorf("Content-Disposition %q", cd)
		}

		// The range is of the operator's days; a re-qualification is not a
		// second conversion.
		qualify(summer, time.Date(2026, 12, 2, 16, 0, 0, 0, time.UTC), "contacted")
		qualify(summer, time.Date(2026, 12, 2, 17, 0, 0, 0, time.UTC), "qualified")
		ts.clock = time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
		token = ts.user(access.Admin, "december-again@example.com")
		r = ts.get("/api/admin/conversions/export?from=2026-12-02&to=2026-12-02", token)
		wantStatus(t, r, http.StatusOK)
		if got := r.Body.String(); got != "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n" {
			t.Errorf("Dec 2 (New York): %q", got)
		}
		// By default the last 30 days up to today (Dec 3 in New York).
		r = ts.get("/api/admin/conversions/export", token)
		wantStatus(t, r, http.StatusOK)
		if cd := r.Header().Get("Content-Disposition"); cd != `attachment; filename="conversions-2026-11-04-to-2026-12-03.csv"` {
			t.Errorf("default range: %q", cd)
		}

		for _, q := range []string{"?from=2026-13-01", "?to=yesterday", "?from=2026-12-02&to=2026-12-01"} {
			wantStatus(t, ts.get("/api/admin/conversions/export"+q, token), http.StatusUnprocessableEntity)
		}
		wantStatus(t, ts.get("/api/admin/conversions/export", ""), http.StatusUnauthorized)
		wantStatus(t, ts.get("/api/admin/conversions/export", ts.user(access.User, "u@example.com")), http.StatusForbidden)
	})
}
