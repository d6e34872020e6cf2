package httpapi

import (
	"net/http"
	"strconv"
	"testing"

	"claimsite/internal/qualification"
	"claimsite/internal/store"
)

// TestStateFactsEdit: the admin state-law screen edits a state's facts
// (a form sends text, a JSON body numbers and booleans); a save that
// leaves them out keeps them; wrong values are field errors; the public
// page's API carries them.
func TestStateFactsEdit(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		ny, ok := ts.adminStateLaw("NY")
		if !ok || ny.SOLYears == nil || *ny.SOLYears != 3 || ny.FaultRule != qualification.PureComparative || !ny.NoFault {
			t.Fatalf("seeded New York: %+v", ny.StateFacts)
		}
		path := "/api/admin/state_laws/" + strconv.FormatInt(ny.ID, 10)
		r := ts.do(request{method: "POST", path: path, token: token, body: newMultipart(map[string]string{
			"_method": "PUT", "government_notice_days": "90", "bar_referral_url": "https://nysba.org/lawyer-referral/",
			"bar_referral_phone": "1-800-342-3661", "reviewed_on": "2026-11-02", "citation": "N.Y. C.P.L.R. 214(5)",
		}).done()})
		wantStatus(t, r, http.StatusOK)
		_, saved := adminSaved[store.StateLaw](t, r, "state_law")
		f := saved.StateFacts
		if f.GovernmentNoticeDays == nil || *f.GovernmentNoticeDays != 90 || f.BarReferralPhone != "1-800-342-3661" || *f.ReviewedOn != "2026-11-02" ||
			*f.SOLYears != 3 || f.FaultRule != qualification.PureComparative || !f.NoFault || f.Citation != "N.Y. C.P.L.R. 214(5)" {
			t.Errorf("saved: %+v", f)
		}
		r = ts.do(request{method: "PUT", path: path, token: token, body: map[string]any{"sol_years": 4, "no_fault": false, "government_notice_days": ""}})
		wantStatus(t, r, http.StatusOK)
		_, saved = adminSaved[store.StateLaw](t, r, "state_law")
		if *saved.SOLYears != 4 || saved.NoFault || saved.GovernmentNoticeDays != nil || saved.BarReferralURL == "" {
			t.Errorf("JSON save: %+v", saved.StateFacts)
		}
		for _, c := range []struct {
			field string
			value any
		}{
			{"sol_years", "0"}, {"sol_years", 11}, {"sol_years", "two"}, {"fault_rule", "comparative"},
			{"government_notice_days", 0}, {"government_notice_days", "731"}, {"no_fault", "maybe"},
			{"bar_referral_url", "http://nysba.org"}, {"bar_referral_phone", "call us"}, {"reviewed_on", "2026-13-01"},
			{"reviewed_on", "2099-01-01"},
		} {
			r := ts.do(request{method: "PUT", path: path, token: token, body: map[string]any{c.field: c.value}})
			adminWantFields(t, r, c.field)
		}
		var public struct {
			Data map[string]any `json:"data"`
		}
		r = ts.get("/api/state-law/"+strconv.FormatInt(ny.ID, 10), "")
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &public)
		if public.Data["sol_years"] != float64(4) || public.Data["fault_rule"] != "pure_comparative" || public.Data["bar_referral_phone"] != "1-800-342-3661" {
			t.Errorf("public: %v", public.Data)
		}
	})
}
