package httpapi

import (
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// evaluationDay is the test servers' today for the case evaluation.
var evaluationDay = time.Date(2026, 6, 15, 15, 0, 0, 0, time.UTC)

// evaluationAnswers is a complete evaluation: a rear-ended driver in
// Texas, treated in hospital in March, the other driver at fault.
func evaluationAnswers(ts *testServer) map[string]any {
	ts.t.Helper()
	services, err := ts.store.AllServices(ts.t.Context())
	if err != nil || len(services) == 0 {
		ts.t.Fatalf("services: %v", err)
	}
	return map[string]any{
		"service_id": services[0].ID, "accident_date": "2026-03-02", "state": "TX", "zip_code": "73301",
		"injured": true, "treatment": "hospital", "still_treating": true,
		"fault": "other", "police_report": "yes", "vehicles": []string{"commercial"},
		"represented": false, "settled": false,
		"first_name": "Rosa", "last_name": "Diaz", "email": "rosa@example.com", "phone": "2145550123", "language": "es",
		"description": "Rear-ended by a delivery truck.", "is_checked": true,
		"LeadID": "A1B2C3D4-E5F6-7890-ABCD-EF1234567890", "link": "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567",
		"page_url": "https://claims.example/case-evaluation",
	}
}

// with is answers with some changed (a nil value deletes the answer).
func with(answers map[string]any, change map[string]any) map[string]any {
	out := maps.Clone(answers)
	for k, v := range change {
		if v == nil {
			delete(out, k)
		} else {
			out[k] = v
		}
	}
	return out
}

// TestEvaluationCheckSteps: each step is checked alone; every wrong or
// missing answer of a step is a 422 on its field, and a step never
// complains of another step's answers.
func TestEvaluationCheckSteps(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = evaluationDay
		good := evaluationAnswers(ts)
		for _, c := range []struct {
			name   string
			step   int
			change map[string]any
			fields []string // the 422's fields; none: 200
		}{
			{"step 1 fine", 1, map[string]any{"email": "not an address"}, nil},
			{"step 1: no accident type", 1, map[string]any{"service_id": nil}, []string{"service_id"}},
			{"step 1: an accident type that is no service", 1, map[string]any{"service_id": 999999}, []string{"service_id"}},
			{"step 2 fine", 2, nil, nil},
			{"step 2: a month and year", 2, map[string]any{"accident_date": "2025-11"}, nil},
			{"step 2: no date", 2, map[string]any{"accident_date": nil}, []string{"accident_date"}},
			{"step 2: not a date", 2, map[string]any{"accident_date": "02/03/2026"}, []string{"accident_date"}},
			{"step 2: month 13", 2, map[string]any{"accident_date": "2026-13"}, []string{"accident_date"}},
			{"step 2: 30 February", 2, map[string]any{"accident_date": "2026-02-30"}, []string{"accident_date"}},
			{"step 2: tomorrow", 2, map[string]any{"accident_date": "2026-06-16"}, []string{"accident_date"}},
			{"step 2: next month", 2, map[string]any{"accident_date": "2026-07"}, []string{"accident_date"}},
			{"step 2: no state", 2, map[string]any{"state": ""}, []string{"state"}},
			{"step 2: not a state", 2, map[string]any{"state": "XX"}, []string{"state"}},
			{"step 2: a bad ZIP", 2, map[string]any{"zip_code": "7330"}, []string{"zip_code"}},
			{"step 2: no ZIP is fine", 2, map[string]any{"zip_code": ""}, nil},
			{"step 3 fine", 3, nil, nil},
			{"step 3: not injured needs nothing else", 3, map[string]any{"injured": false, "treatment": nil, "still_treating": nil}, nil},
			{"step 3: injured not said", 3, map[string]any{"injured": nil}, []string{"injured"}},
			{"step 3: no treatment", 3, map[string]any{"treatment": nil}, []string{"treatment"}},
			{"step 3: an unknown treatment", 3, map[string]any{"treatment": "spa"}, []string{"treatment"}},
			{"step 3: still treating not said", 3, map[string]any{"still_treating": nil}, []string{"still_treating"}},
			{"step 3: no treatment yet needs no still treating", 3, map[string]any{"treatment": "none", "still_treating": nil}, nil},
			{"step 4 fine", 4, nil, nil},
			{"step 4: no vehicles is fine", 4, map[string]any{"vehicles": []string{}}, nil},
			{"step 4: no fault", 4, map[string]any{"fault": nil}, []string{"fault"}},
			{"step 4: an unknown fault", 4, map[string]any{"fault": "nobody"}, []string{"fault"}},
			{"step 4: no police report answer", 4, map[string]any{"police_report": ""}, []string{"police_report"}},
			{"step 4: an unknown vehicle", 4, map[string]any{"vehicles": []string{"bus"}}, []string{"vehicles"}},
			{"step 5 fine", 5, nil, nil},
			{"step 5: represented is an ending, not an error", 5, map[string]any{"represented": true}, nil},
			{"step 5: represented not said", 5, map[string]any{"represented": nil}, []string{"represented"}},
			{"step 5: settled not said", 5, map[string]any{"settled": nil}, []string{"settled"}},
			{"step 6 fine", 6, nil, nil},
			{"step 6: no names", 6, map[string]any{"first_name": "", "last_name": " "}, []string{"first_name", "last_name"}},
			{"step 6: a bad e-mail", 6, map[string]any{"email": "rosa@"}, []string{"email"}},
			{"step 6: a phone of 9 digits", 6, map[string]any{"phone": "214555012"}, []string{"phone"}},
			{"step 6: a phone with spaces", 6, map[string]any{"phone": "214 555 0123"}, []string{"phone"}},
			{"step 6: an unknown language", 6, map[string]any{"language": "fr"}, []string{"language"}},
			{"step 6: no consent", 6, map[string]any{"is_checked": false}, []string{"is_checked"}},
			{"step 6: a description too long", 6, map[string]any{"description": strings.Repeat("a", 5001)}, []string{"description"}},
			{"step 7 is none", 7, nil, []string{"step"}},
			{"step 0 is none", 0, nil, []string{"step"}},
		} {
			r := ts.do(request{method: "POST", path: "/api/case-evaluations/check", body: map[string]any{"step": c.step, "answers": with(good, c.change)}})
			if len(c.fields) == 0 {
				if r.Code != http.StatusOK {
					t.Errorf("%s: got %d, want 200: %s", c.name, r.Code, r.Body.String())
				}
				continue
			}
			if r.Code != http.StatusUnprocessableEntity {
				t.Errorf("%s: got %d, want 422: %s", c.name, r.Code, r.Body.String())
				continue
			}
			got := slices.Sorted(maps.Keys(r.fieldErrors(t)))
			if !slices.Equal(got, c.fields) {
				t.Errorf("%s: errors on %v, want %v", c.name, got, c.fields)
			}
		}
		if n := leadCount(t, ts); n != 0 {
			t.Errorf("checking steps stored %d leads", n)
		}
	})
}

// TestEvaluationCheckTells: once the date and state are known, the check
// answers the deadline and its neutral note; a government vehicle in a
// state with a notice period adds the warning; a represented visitor gets
// the ending with the state bar's referral service.
func TestEvaluationCheckTells(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = evaluationDay
		good := evaluationAnswers(ts)
		check := func(step int, answers map[string]any) evaluationCheckData {
			t.Helper()
			r := ts.do(request{method: "POST", path: "/api/case-evaluations/check", body: map[string]any{"step": step, "answers": answers}})
			wantStatus(t, r, http.StatusOK)
			var body struct{ Data evaluationCheckData }
			r.decode(t, &body)
			return body.Data
		}
		if d := check(1, map[string]any{"service_id": good["service_id"]}); d.Deadline != nil || d.Ending != nil {
			t.Errorf("step 1 tells %+v", d)
		}
		d := check(2, good).Deadline
		if d == nil || d.DeadlineOn != "2028-03-02" || d.DeadlineStatus != "open" || d.DaysLeft != 626 || d.MonthOnly {
			t.Fatalf("deadline: %+v", d)
		}
		want := "In Texas the general deadline to file a personal-injury lawsuit is two years from the injury; about 21 months remain from the date you gave. Exceptions can shorten or extend it."
		if d.Note != want {
			t.Errorf("note:\n got %q\nwant %q", d.Note, want)
		}
		if d = check(2, with(good, map[string]any{"accident_date": "2024-07"})).Deadline; d.DeadlineOn != "2026-07-01" || d.DeadlineStatus != "urgent" ||
			d.DaysLeft != 16 || !d.MonthOnly || !strings.Contains(d.Note, "16 days remain") || !strings.Contains(d.Note, "count from its 1st") {
			t.Errorf("month only, urgent: %+v", d)
		}
		if d = check(2, with(good, map[string]any{"accident_date": "2023-01-10"})).Deadline; d.DeadlineStatus != "passed" || !strings.Contains(d.Note, "it passed on January 10, 2025") {
			t.Errorf("passed: %+v", d)
		}
		// California's notice period, once the operator records it.
		law, err := ts.store.StateLawByCode(t.Context(), "CA")
		if err != nil {
			t.Fatal(err)
		}
		days := 182
		law.GovernmentNoticeDays, law.BarReferralURL, law.BarReferralPhone = &days, "https://www.calbar.ca.gov/lrs", "(866) 442-2529"
		if _, err := ts.store.UpdateStateLaw(t.Context(), law); err != nil {
			t.Fatal(err)
		}
		ca := with(good, map[string]any{"state": "CA", "vehicles": []string{"government"}})
		if d = check(4, ca).Deadline; !strings.Contains(d.GovernmentNotice, "within 182 days") {
			t.Errorf("government notice: %q", d.GovernmentNotice)
		}
		if d = check(4, with(good, map[string]any{"vehicles": []string{"government"}})).Deadline; d.GovernmentNotice != "" {
			t.Errorf("Texas has no notice period on record, but: %q", d.GovernmentNotice)
		}
		if e := check(5, ca).Ending; e != nil {
			t.Errorf("not represented, but an ending: %+v", e)
		}
		e := check(5, with(ca, map[string]any{"represented": true}))
		if e.Ending == nil || e.Ending.Reason != "represented" || e.Ending.StateName != "California" ||
			e.Ending.BarReferralURL != "https://www.calbar.ca.gov/lrs" || e.Ending.BarReferralPhone != "(866) 442-2529" {
			t.Errorf("ending: %+v", e.Ending)
		}
		if e := check(5, with(good, map[string]any{"settled": true})).Ending; e == nil || e.Reason != "settled" || e.BarReferralURL != "" {
			t.Errorf("settled in Texas (no referral service on record): %+v", e)
		}
	})
}

// TestEvaluationCreate: a complete evaluation is a lead with its answers,
// deadline and tier, routed by the firms' least tier and paid at the
// tier's price; one already represented or settled is refused and
// nothing is stored.
func TestEvaluationCreate(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = evaluationDay
		admin := ts.admin()
		good := evaluationAnswers(ts)
		tierA := "A"
		onlyA := createPartner(t, ts, admin, map[string]any{"name": "Only A", "email": "a@firm.example", "states": []string{"TX"},
			"min_tier": "A", "accepts_unrated": false, "price_cents": 5000, "billing_mode": "invoice",
			"price_overrides": []map[string]any{{"state": nil, "service_id": nil, "tier": tierA, "price_cents": 9000}}})
		if onlyA.MinTier == nil || *onlyA.MinTier != "A" || onlyA.TakesUnrated() || onlyA.AcceptsPassedDeadline {
			t.Fatalf("partner's quality fields: %+v %v %v", onlyA.MinTier, onlyA.AcceptsUnrated, onlyA.AcceptsPassedDeadline)
		}
		late := createPartner(t, ts, admin, map[string]any{"name": "Takes late", "email": "late@firm.example", "states": []string{"TX"},
			"priority": 2, "accepts_passed_deadline": true})
		if !late.TakesUnrated() {
			t.Error("accepts_unrated left out: want the default, true")
		}

		for _, field := range []string{"represented", "settled"} {
			r := ts.do(request{method: "POST", path: "/api/case-evaluations", body: with(good, map[string]any{field: true})})
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if errs := r.fieldErrors(t); len(errs[field]) == 0 {
				t.Errorf("%s: errors %v", field, errs)
			}
		}
		if n := leadCount(t, ts); n != 0 {
			t.Fatalf("a refused evaluation stored %d leads", n)
		}

		r := ts.do(request{method: "POST", path: "/api/case-evaluations", body: good, header: map[string]string{"Idempotency-Key": "eval-1"}})
		wantStatus(t, r, http.StatusCreated)
		id := contactAnswerID(t, ts, r)
		lead := evaluatedLead(t, ts, admin, id)
		q := lead.Qualification
		if lead.SourceForm != "case_evaluation" || lead.Tier != "A" || lead.Language != "es" || lead.Consent.Language != "en" || q == nil {
			t.Fatalf("lead: form %q tier %q language %q consent %q qualification %v", lead.SourceForm, lead.Tier, lead.Language, lead.Consent.Language, q)
		}
		if lead.State != "TX" || lead.FirstName != "Rosa" || lead.ZipCode != "73301" || lead.StateLawID == nil {
			t.Errorf("lead's contact: %+v", lead)
		}
		if q.AccidentDate != "2026-03-02" || !*q.Injured || q.Treatment != "hospital" || !*q.StillTreating || q.Fault != "other" ||
			q.PoliceReport != "yes" || !slices.Equal(q.Vehicles, []string{"commercial"}) || q.Represented || q.Settled {
			t.Errorf("answers: %+v", q)
		}
		if *q.DeadlineOn != "2028-03-02" || *q.DeadlineStatus != "open" || *q.DaysLeft != 626 || q.TierVersion != 1 || q.Tier != "A" {
			t.Errorf("deadline and tier: %s %s %d v%d %s", *q.DeadlineOn, *q.DeadlineStatus, *q.DaysLeft, q.TierVersion, q.Tier)
		}
		for _, reason := range []string{"other party at fault", "police report filed", "treated in hospital", "still treating", "TrustedForm certificate"} {
			if !slices.Contains(q.TierReasons, reason) {
				t.Errorf("reasons %q lack %q", q.TierReasons, reason)
			}
		}
		ts.advance(24 * time.Hour)
		admin = ts.user("admin", "admin-next-day@example.com") // a session of yesterday has ended
		if again := evaluatedLead(t, ts, admin, id); *again.Qualification.DaysLeft != 625 {
			t.Errorf("days left a day later: %d", *again.Qualification.DaysLeft)
		}
		ds, err := ts.store.LeadDeliveries(t.Context(), id)
		if err != nil || len(ds) != 1 || ds[0].PartnerName != "Only A" || ds[0].PriceCents == nil || *ds[0].PriceCents != 9000 {
			t.Fatalf("tier A lead's delivery: %+v (%v)", ds, err)
		}
		// The same key again: the same lead.
		r = ts.do(request{method: "POST", path: "/api/case-evaluations", body: good, header: map[string]string{"Idempotency-Key": "eval-1"}})
		wantStatus(t, r, http.StatusCreated)
		if contactAnswerID(t, ts, r) != id {
			t.Error("a replay made a new lead")
		}

		// At fault, no report, not treated, three years ago: tier D, the
		// deadline passed; only the firm that takes such leads gets it.
		poor := with(good, map[string]any{"accident_date": "2023-05", "fault": "me", "police_report": "no", "treatment": "none",
			"still_treating": nil, "vehicles": []string{}, "email": "other@example.com", "phone": "2145550199", "LeadID": "", "link": ""})
		r = ts.do(request{method: "POST", path: "/api/case-evaluations", body: poor})
		wantStatus(t, r, http.StatusCreated)
		poorID := contactAnswerID(t, ts, r)
		pl := evaluatedLead(t, ts, admin, poorID)
		if pl.Tier != "D" || *pl.Qualification.DeadlineStatus != "passed" || !slices.Contains(pl.Qualification.TierReasons, "deadline passed") {
			t.Errorf("poor lead: tier %s, %+v", pl.Tier, pl.Qualification)
		}
		ds, _ = ts.store.LeadDeliveries(t.Context(), poorID)
		if len(ds) != 1 || ds[0].PartnerName != "Takes late" {
			t.Errorf("passed-deadline lead went to %+v", ds)
		}
		// A short form's lead is unrated: not for the firm that refuses them.
		short := contactPost(t, ts, with(contactConsultationBody(), map[string]any{"state": "TX", "email": "s@example.com", "phone": "2145550177"}), nil)
		sl := evaluatedLead(t, ts, admin, short)
		if sl.Tier != "unrated" || sl.Qualification != nil || sl.Language != "en" {
			t.Errorf("short form lead: tier %q qualification %v language %q", sl.Tier, sl.Qualification, sl.Language)
		}
		ds, _ = ts.store.LeadDeliveries(t.Context(), short)
		if len(ds) != 1 || ds[0].PartnerName != "Takes late" {
			t.Errorf("unrated lead went to %+v", ds)
		}

		// The inbox filters by tier.
		for tier, want := range map[string]int64{"A": id, "D": poorID, "unrated": short} {
			r := ts.get("/api/admin/leads?tier="+tier, admin)
			wantStatus(t, r, http.StatusOK)
			var page struct {
				Data  []leads.Lead `json:"data"`
				Total int          `json:"total"`
			}
			r.decode(t, &page)
			if len(page.Data) != 1 || page.Data[0].ID != want || page.Total != 1 || page.Data[0].Tier != tier {
				t.Errorf("tier %s: %d leads (total %d), want lead %d", tier, len(page.Data), page.Total, want)
			}
		}
		wantStatus(t, ts.get("/api/admin/leads?tier=E", admin), http.StatusUnprocessableEntity)
		wantStatus(t, ts.get("/api/admin/leads?sort=best", admin), http.StatusUnprocessableEntity)
		// Sorted by tier: best first, newest first within a tier.
		r = ts.get("/api/admin/leads?sort=tier", admin)
		wantStatus(t, r, http.StatusOK)
		var sorted struct {
			Data  []leads.Lead `json:"data"`
			Total int          `json:"total"`
		}
		r.decode(t, &sorted)
		var order []string
		for _, l := range sorted.Data {
			order = append(order, l.Tier)
		}
		if sorted.Total != 3 {
			t.Errorf("sorted by tier: total %d", sorted.Total)
		}
		if !slices.Equal(order, []string{"A", "D", "unrated"}) {
			t.Errorf("sorted by tier: %v", order)
		}

		// The person's access export holds their answers.
		export, err := ts.store.PrivacyExport(t.Context(), store.PrivacyRequest{Email: "rosa@example.com"})
		if err != nil || len(export.Leads) != 1 || export.Leads[0].Qualification == nil || export.Leads[0].Qualification.Treatment != "hospital" {
			t.Errorf("access export: %+v (%v)", export.Leads, err)
		}

		// Erased, the answers go; the tier stays.
		if _, err := ts.store.EraseLeads(t.Context(), []int64{id}, "admin"); err != nil {
			t.Fatal(err)
		}
		erased := evaluatedLead(t, ts, admin, id)
		eq := erased.Qualification
		if erased.Tier != "A" || eq.Injured != nil || eq.Treatment != "" || eq.AccidentDate != "" || len(eq.TierReasons) != 0 ||
			len(eq.Vehicles) != 0 || eq.DeadlineOn != nil || *eq.DeadlineStatus != "open" {
			t.Errorf("erased: tier %s, %+v", erased.Tier, eq)
		}
	})
}

// leadCount is the number of leads stored.
func leadCount(t *testing.T, ts *testServer) int {
	t.Helper()
	_, total, err := ts.store.LeadPage(t.Context(), store.LeadFilter{}, store.Page{Number: 1, Size: 1})
	if err != nil {
		t.Fatal(err)
	}
	return total
}

// evaluatedLead reads a lead through GET /api/admin/leads/{id}.
func evaluatedLead(t *testing.T, ts *testServer, token string, id int64) leads.Lead {
	t.Helper()
	r := ts.get("/api/admin/leads/"+itoa(int(id)), token)
	wantStatus(t, r, http.StatusOK)
	var body struct {
		Data leads.Lead `json:"data"`
	}
	r.decode(t, &body)
	return body.Data
}

// TestTierRules: the operator's weights make a new version; new leads are
// rated with it and earlier ones keep theirs.
func TestTierRules(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = evaluationDay
		admin := ts.admin()
		wantStatus(t, ts.get("/api/admin/tier-rules", ts.user("intake", "intake@example.com")), http.StatusForbidden)
		r := ts.get("/api/admin/tier-rules", admin)
		wantStatus(t, r, http.StatusOK)
		var got struct{ Data tierRulesAnswer }
		r.decode(t, &got)
		if got.Data.Current.Version != 1 || got.Data.Current.Liability != 30 || len(got.Data.Versions) != 1 {
			t.Fatalf("rules: %+v", got.Data)
		}
		r = ts.do(request{method: "POST", path: "/api/case-evaluations", body: evaluationAnswers(ts)})
		wantStatus(t, r, http.StatusCreated)
		first := contactAnswerID(t, ts, r)

		for _, c := range []struct {
			body   map[string]any
			fields []string
		}{
			{map[string]any{"liability": 30, "injury": 35, "timing": 20, "contact": 20, "min_a": 75, "min_b": 55, "min_c": 35}, []string{"liability"}},
			{map[string]any{"liability": 30, "injury": 35, "timing": 20, "contact": 15, "min_a": 50, "min_b": 55, "min_c": 35}, []string{"min_b"}},
			{map[string]any{"liability": "x", "injury": 35, "timing": 20, "contact": 15, "min_a": 75, "min_b": 55}, []string{"liability", "min_c"}},
		} {
			r := ts.do(request{method: "PUT", path: "/api/admin/tier-rules", token: admin, body: c.body})
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if got := slices.Sorted(maps.Keys(r.fieldErrors(t))); !slices.Equal(got, c.fields) {
				t.Errorf("%v: errors on %v, want %v", c.body, got, c.fields)
			}
		}
		// Everything on the injury (hospital, still treating: 95), with a
		// higher bar: the same lead is now B.
		strict := map[string]any{"liability": 0, "injury": 100, "timing": 0, "contact": 0, "min_a": 96, "min_b": 90, "min_c": 50}
		r = ts.do(request{method: "PUT", path: "/api/admin/tier-rules", token: admin, body: strict})
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &got)
		if got.Data.Current.Version != 2 || got.Data.Current.CreatedBy == nil || len(got.Data.Versions) != 2 {
			t.Fatalf("saved: %+v", got.Data)
		}
		r = ts.do(request{method: "PUT", path: "/api/admin/tier-rules", token: admin, body: strict})
		wantStatus(t, r, http.StatusOK)
		if r.decode(t, &got); got.Data.Current.Version != 2 {
			t.Errorf("the same rules again made version %d", got.Data.Current.Version)
		}
		r = ts.do(request{method: "POST", path: "/api/case-evaluations", body: with(evaluationAnswers(ts), map[string]any{"email": "b@example.com", "phone": "2145550111"})})
		wantStatus(t, r, http.StatusCreated)
		second := evaluatedLead(t, ts, admin, contactAnswerID(t, ts, r))
		if second.Tier != "B" || second.Qualification.TierVersion != 2 {
			t.Errorf("under version 2: tier %s v%d", second.Tier, second.Qualification.TierVersion)
		}
		if l := evaluatedLead(t, ts, admin, first); l.Tier != "A" || l.Qualification.TierVersion != 1 {
			t.Errorf("the first lead was re-rated: %s v%d", l.Tier, l.Qualification.TierVersion)
		}
		events, _, err := ts.store.AuditPage(t.Context(), store.AuditFilter{RecordType: "tier_rules"}, store.Page{Number: 1, Size: 10})
		if err != nil || len(events) != 1 {
			t.Errorf("audit of tier rules: %d events (%v), want 1", len(events), err)
		}
	})
}

// TestEvaluationFunnel: the beacon counts a step by device and source,
// without cookies; robots are not counted; the analytics show the
// funnel beside the forms' leads.
func TestEvaluationFunnel(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ts.clock = evaluationDay
		phone := map[string]string{"User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148"}
		send := func(step int, event, source string, header map[string]string) response {
			return ts.do(request{method: "POST", path: "/api/case-evaluations/funnel", header: header,
				body: map[string]any{"step": step, "event": event, "source": source}})
		}
		for _, e := range []struct {
			step  int
			event string
		}{{1, "view"}, {1, "complete"}, {2, "view"}, {1, "view"}} {
			wantStatus(t, send(e.step, e.event, "Google", phone), http.StatusNoContent)
		}
		desktop := map[string]string{"User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0"}
		wantStatus(t, send(1, "view", "", desktop), http.StatusNoContent)
		wantStatus(t, send(5, "ended", "", desktop), http.StatusNoContent)
		wantStatus(t, send(1, "view", "", nil), http.StatusNoContent) // no user agent: a robot
		wantStatus(t, send(1, "view", "", map[string]string{"User-Agent": "Googlebot/2.1"}), http.StatusNoContent)
		wantStatus(t, send(7, "view", "", phone), http.StatusUnprocessableEntity)
		wantStatus(t, send(1, "clicked", "", phone), http.StatusUnprocessableEntity)

		r := ts.get("/api/admin/analytics?from=2026-06-01&to=2026-06-30", ts.admin())
		wantStatus(t, r, http.StatusOK)
		var body struct {
			Data struct {
				Evaluation store.EvaluationAnalytics `json:"evaluation"`
			} `json:"data"`
		}
		r.decode(t, &body)
		e := body.Data.Evaluation
		if s := e.Steps[0]; s.Views != 3 || s.Completes != 1 || e.Steps[1].Views != 1 || e.Steps[4].Ended != 1 {
			t.Errorf("steps: %+v", e.Steps)
		}
		if len(e.Devices) != 2 || e.Devices[0].Key != "mobile" || e.Devices[0].Steps[0].Views != 2 {
			t.Errorf("devices: %+v", e.Devices)
		}
		if len(e.Sources) != 2 || e.Sources[0].Key != "google" {
			t.Errorf("sources: %+v", e.Sources)
		}
	})
}
