package httpapi

import (
	"net/http"
	"testing"

	"claimsite/internal/store"
)

// TestAnalyticsCountsVisitsAndLeadsAlike: the visit beacon and the lead
// form send the same first touch, spelled as the visitor's browser had it;
// the dashboard counts the visit and the lead under one landing page and
// one source/medium/campaign row (package attribution on both sides).
func TestAnalyticsCountsVisitsAndLeadsAlike(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		landing := "https://claims.example/Service-Detail/3/?utm_source=Google&utm_medium=CPC&utm_campaign=Spring_Sale#form"
		wantStatus(t, ts.beacon(map[string]any{"path": "/service-detail/3", "landing_page": landing,
			"source": "Google", "medium": "CPC", "campaign": "Spring_Sale", "entry": true}, nil), http.StatusNoContent)
		wantStatus(t, ts.beacon(map[string]any{"path": "/stateLaw", "landing_page": "/stateLaw/",
			"source": "", "medium": "", "campaign": "", "entry": true}, nil), http.StatusNoContent)
		ts.visitRows() // flush

		body := contactConsultationBody()
		body["attribution"] = map[string]any{"landing_page": landing, "utm_source": "Google", "utm_medium": "CPC", "utm_campaign": "Spring_Sale"}
		contactPost(t, ts, body, nil)
		body = contactConsultationBody()
		body["email"], body["phone"] = "other@example.com", "5559990000"
		body["attribution"] = map[string]any{"landing_page": "/STATELAW?x=1"}
		contactPost(t, ts, body, nil)

		var a struct {
			Data store.Analytics `json:"data"`
		}
		r := ts.get("/api/admin/analytics", ts.admin())
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &a)
		pages := map[string][2]int{}
		for _, row := range a.Data.LandingPages {
			pages[row.LandingPage] = [2]int{row.Entries, row.Leads}
		}
		if len(pages) != 2 || pages["/service-detail/3"] != [2]int{1, 1} || pages["/stateLaw"] != [2]int{1, 1} {
			t.Errorf("landing pages (entries, leads) = %v", pages)
		}
		sources := map[string][2]int{}
		for _, row := range a.Data.Sources {
			sources[row.Source+"|"+row.Medium+"|"+row.Campaign] = [2]int{row.Entries, row.Leads}
		}
		if len(sources) != 2 || sources["google|cpc|spring_sale"] != [2]int{1, 1} || sources["(direct)|(direct)|(direct)"] != [2]int{1, 1} {
			t.Errorf("sources (entries, leads) = %v", sources)
		}
	})
}
