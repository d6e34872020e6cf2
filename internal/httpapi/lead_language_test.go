package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// TestLeadsByLanguageThroughTheAPI: a Spanish case evaluation in a state
// whose only firm speaks English goes to it marked as a language fallback
// while the setting allows (the lead's answer and the admin CSV say so),
// and is unrouted once the operator turns the fallback off; a firm that
// speaks Spanish then gets the next one, unmarked (decision 067).
func TestLeadsByLanguageThroughTheAPI(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = evaluationDay
		admin := ts.admin()
		live := ts.server.Settings()
		ts.store.SetIntake(store.Intake{PartnersPerLead: 1, LanguageFallback: func(context.Context) bool { return live.Latest().LanguageFallback }})
		deliveryPartner(t, ts, "Lone Star English", "TX")

		post := func(n int) leads.Lead {
			t.Helper()
			body := with(evaluationAnswers(ts), map[string]any{"email": fmt.Sprintf("rosa%d@example.com", n), "phone": fmt.Sprintf("21455501%02d", n)})
			r := ts.do(request{method: "POST", path: "/api/case-evaluations", body: body})
			wantStatus(t, r, http.StatusCreated)
			return evaluatedLead(t, ts, admin, contactAnswerID(t, ts, r))
		}
		first := post(1)
		if first.Language != "es" || first.Routing != leads.Routed || !first.LanguageFallback {
			t.Errorf("fallback on: language %s, routing %s, fallback %v", first.Language, first.Routing, first.LanguageFallback)
		}
		_, rows := leadsCSV(t, ts, admin, "")
		if len(rows) != 1 || rows[0]["language"] != "es" || rows[0]["language_fallback"] != "true" {
			t.Errorf("CSV: %v", rows)
		}

		// The inbox's filter by language.
		var list struct {
			Total int `json:"total"`
		}
		r := ts.get("/api/admin/leads?language=es", admin)
		wantStatus(t, r, http.StatusOK)
		if r.decode(t, &list); list.Total != 1 {
			t.Errorf("Spanish leads: %d, want 1", list.Total)
		}
		list.Total = -1
		if ts.get("/api/admin/leads?language=en", admin).decode(t, &list); list.Total != 0 {
			t.Errorf("English leads: %d, want 0", list.Total)
		}
		if errs := ts.get("/api/admin/leads?language=fr", admin).fieldErrors(t); len(errs["language"]) == 0 {
			t.Errorf("an unknown language: %v", errs)
		}

		wantStatus(t, ts.putSettings(admin, map[string]any{"language_fallback": false}), http.StatusOK)
		if second := post(2); second.Routing != leads.Unrouted || second.LanguageFallback {
			t.Errorf("fallback off: routing %s, fallback %v", second.Routing, second.LanguageFallback)
		}

		spanish := deliveryPartner(t, ts, "Tejas Abogados", "TX")
		spanish.Languages = []string{"es"}
		if _, err := ts.store.UpdatePartner(t.Context(), spanish); err != nil {
			t.Fatal(err)
		}
		if third := post(3); third.Routing != leads.Routed || third.LanguageFallback {
			t.Errorf("a Spanish-speaking firm: routing %s, fallback %v", third.Routing, third.LanguageFallback)
		}
	})
}
