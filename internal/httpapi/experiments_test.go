package httpapi

import (
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/config"
	"claimsite/internal/experiments"
	"claimsite/internal/leads"
	"claimsite/internal/settings"
	"claimsite/internal/store"
)

// popupExperiment is a valid new experiment of the pop-up.
func popupExperiment(change map[string]any) map[string]any {
	body := map[string]any{
		"name": "Pop-up later", "hypothesis": "A later pop-up annoys fewer visitors and converts as well.",
		"target": "popup", "traffic_percent": 100, "primary_metric": "leads",
		"variants": []map[string]any{
			{"name": "Control", "weight": 50, "value": map[string]any{"enabled": true, "delay_seconds": 3, "headline": "Claim Your Personal Injury Compensation"}},
			{"name": "Later", "weight": 50, "value": map[string]any{"enabled": true, "delay_seconds": 20, "headline": "Before you go: a free case review"}},
		},
	}
	maps.Copy(body, change)
	return body
}

type experimentAnswer struct {
	Message string                 `json:"message"`
	Data    experiments.Experiment `json:"data"`
}

func (ts *testServer) createExperiment(token string, body map[string]any) experiments.Experiment {
	ts.t.Helper()
	r := ts.do(request{method: "POST", path: "/api/admin/experiments", token: token, body: body})
	wantStatus(ts.t, r, http.StatusCreated)
	var a experimentAnswer
	r.decode(ts.t, &a)
	return a.Data
}

func (ts *testServer) experimentAction(token string, id int64, action string, body any) response {
	ts.t.Helper()
	return ts.do(request{method: "POST", path: fmt.Sprintf("/api/admin/experiments/%d/%s", id, action), token: token, body: body})
}

// TestExperimentAdmin: an editor makes a draft (defaults filled, 422 on
// each wrong field), edits it freely, starts it (the fields that decide
// the statistics lock; the traffic share stays editable), cannot start a
// second experiment of the same target (409), stops and ships it: the
// variant becomes the site's setting, and the audit log has each step.
func TestExperimentAdmin(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		editor := ts.user(access.Editor, "editor@example.com")
		r := ts.do(request{method: "POST", path: "/api/admin/experiments", token: editor, body: popupExperiment(map[string]any{
			"name": "", "traffic_percent": 0, "target": "footer",
		})})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		for _, f := range []string{"name", "traffic_percent", "target"} {
			if len(r.fieldErrors(t)[f]) == 0 {
				t.Errorf("no error on %s: %v", f, r.fieldErrors(t))
			}
		}
		bad := popupExperiment(nil)
		bad["variants"] = []map[string]any{{"name": "Control", "weight": 50, "value": map[string]any{"enabled": true, "delay_seconds": 500, "headline": "x"}},
			{"name": "B", "weight": 50, "value": "not an object"}}
		r = ts.do(request{method: "POST", path: "/api/admin/experiments", token: editor, body: bad})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs["variants.0.value"]) == 0 || len(errs["variants.1.value"]) == 0 {
			t.Errorf("variant values: %v", errs)
		}

		draft := ts.createExperiment(editor, popupExperiment(nil))
		if draft.Status != experiments.StatusDraft || draft.Alpha != 0.05 || draft.MinEffect != 0.1 || draft.Language != "en" ||
			draft.Variants[0].Key != "a" || draft.Variants[1].Key != "b" {
			t.Fatalf("draft: %+v", draft)
		}
		path := fmt.Sprintf("/api/admin/experiments/%d", draft.ID)
		r = ts.do(request{method: "PUT", path: path, token: editor, body: map[string]any{"min_effect": 0.2, "name": "Pop-up at 20 s"}})
		wantStatus(t, r, http.StatusOK)
		var saved experimentAnswer
		r.decode(t, &saved)
		if saved.Data.MinEffect != 0.2 || saved.Data.Name != "Pop-up at 20 s" || len(saved.Data.Variants) != 2 || saved.Data.TrafficPercent != 100 {
			t.Fatalf("edited draft: %+v", saved.Data)
		}

		wantStatus(t, ts.experimentAction(editor, draft.ID, "start", nil), http.StatusOK)
		r = ts.do(request{method: "PUT", path: path, token: editor, body: map[string]any{"min_effect": 0.3, "traffic_percent": 40}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs["min_effect"]) == 0 || len(errs["traffic_percent"]) != 0 {
			t.Errorf("locked while running: %v", errs)
		}
		wantStatus(t, ts.do(request{method: "PUT", path: path, token: editor, body: map[string]any{"traffic_percent": 40}}), http.StatusOK)
		wantStatus(t, ts.experimentAction(editor, draft.ID, "start", nil), http.StatusConflict)

		rival := ts.createExperiment(editor, popupExperiment(map[string]any{"name": "Pop-up off"}))
		r = ts.experimentAction(editor, rival.ID, "start", nil)
		wantStatus(t, r, http.StatusConflict)
		if msg := r.json(t)["message"]; msg != "Another running experiment already varies the pop-up. Stop it before starting this one." {
			t.Errorf("409: %v", msg)
		}

		r = ts.get(path+"/results", editor)
		wantStatus(t, r, http.StatusOK)

		wantStatus(t, ts.experimentAction(editor, draft.ID, "stop", nil), http.StatusOK)
		wantStatus(t, ts.experimentAction(editor, draft.ID, "stop", nil), http.StatusConflict)
		r = ts.experimentAction(editor, draft.ID, "ship", map[string]any{"variant": "z"})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		r = ts.experimentAction(editor, draft.ID, "ship", map[string]any{"variant": "b"})
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &saved)
		if saved.Data.Status != experiments.StatusShipped || saved.Data.ShippedVariant == nil || *saved.Data.ShippedVariant != "b" {
			t.Fatalf("shipped: %+v", saved.Data)
		}
		site := ts.site().Data
		if site.Popup.DelaySeconds != 20 || site.Popup.Headline != "Before you go: a free case review" || !site.Popup.Enabled {
			t.Errorf("the site's pop-up after shipping: %+v", site.Popup)
		}
		wantStatus(t, ts.get(path+"/results", editor), http.StatusOK)

		var actions []string
		for _, e := range auditEvents(t, ts, ts.admin(), "?record_type=experiment").Data {
			actions = append(actions, e.Action)
		}
		if fmt.Sprint(actions) != "[ship stop create update start update create]" {
			t.Errorf("audit: %v", actions)
		}
	})
}

// TestExperimentVisitors: without cookies, a visitor's variant follows
// their network and browser all day; exposures count once per
// visitor-day, never for robots; a lead posted from the visitor's network
// and browser carries the variant it saw and counts as its conversion; a
// visitor the experiment never showed anything to converts for nobody.
func TestExperimentVisitors(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		e := ts.createExperiment(admin, popupExperiment(nil))
		wantStatus(t, ts.experimentAction(admin, e.ID, "start", nil), http.StatusOK)

		visitor := func(n int) map[string]string {
			return map[string]string{"X-Forwarded-For": fmt.Sprintf("198.51.100.%d", n), "User-Agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0"}
		}
		type assignments struct {
			Data struct {
				Assignments []struct {
					ExperimentID int64  `json:"experiment_id"`
					Target       string `json:"target"`
					Variant      string `json:"variant"`
				} `json:"assignments"`
			} `json:"data"`
		}
		ask := func(header map[string]string, query string) string {
			t.Helper()
			r := ts.do(request{method: "GET", path: "/api/experiments/assignments" + query, header: header})
			wantStatus(t, r, http.StatusOK)
			if cc := r.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control: %q", cc)
			}
			var a assignments
			r.decode(t, &a)
			if len(a.Data.Assignments) != 1 || a.Data.Assignments[0].ExperimentID != e.ID || a.Data.Assignments[0].Target != "popup" {
				t.Fatalf("assignments: %+v", a)
			}
			return a.Data.Assignments[0].Variant
		}
		seen := map[string]int{}
		variantOf := map[int]string{}
		for n := 1; n <= 40; n++ {
			v := ask(visitor(n), "?exposed=popup")
			if again := ask(visitor(n), "?exposed=popup,hero_headline"); again != v {
				t.Fatalf("visitor %d: %s then %s", n, v, again)
			}
			seen[v]++
			variantOf[n] = v
		}
		if seen["a"] == 0 || seen["b"] == 0 {
			t.Errorf("40 visitors, one variant: %v", seen)
		}
		robot := visitor(41)
		robot["User-Agent"] = "Googlebot/2.1 (+http://www.google.com/bot.html)"
		ask(robot, "?exposed=popup")
		ask(visitor(42), "") // asked, not shown: no exposure

		for _, n := range []int{1, 42} {
			header := visitor(n)
			body := contactConsultationBody()
			body["email"], body["phone"] = fmt.Sprintf("v%d@example.com", n), fmt.Sprintf("55512300%02d", n)
			id := contactPost(t, ts, body, header)
			r := ts.get(fmt.Sprintf("/api/admin/leads/%d", id), admin)
			wantStatus(t, r, http.StatusOK)
			var lead struct {
				Data leads.Lead `json:"data"`
			}
			r.decode(t, &lead)
			want := "[]"
			if n == 1 {
				want = fmt.Sprintf("[{%d %s Pop-up later}]", e.ID, variantOf[1])
			}
			if got := fmt.Sprint(lead.Data.Experiments); got != want {
				t.Errorf("visitor %d's lead: %s, want %s", n, got, want)
			}
		}

		_, rows := leadsCSV(t, ts, admin, "")
		cells := map[string]string{}
		for _, row := range rows {
			cells[row["email"]] = row["experiments"]
		}
		if want := fmt.Sprintf("%d=%s", e.ID, variantOf[1]); cells["v1@example.com"] != want || cells["v42@example.com"] != "" {
			t.Errorf("export's experiments: %v, want v1 %s", cells, want)
		}

		r := ts.get(fmt.Sprintf("/api/admin/experiments/%d/results", e.ID), admin)
		wantStatus(t, r, http.StatusOK)
		var results struct {
			Data experiments.Results `json:"data"`
		}
		r.decode(t, &results)
		exposures, conversions := map[string]int64{}, map[string]int64{}
		for _, v := range results.Data.Variants {
			exposures[v.Key], conversions[v.Key] = v.Exposures, v.Conversions
		}
		if exposures["a"] != int64(seen["a"]) || exposures["b"] != int64(seen["b"]) {
			t.Errorf("exposures %v, want %v (each visitor-day once, no robot)", exposures, seen)
		}
		if conversions[variantOf[1]] != 1 || conversions["a"]+conversions["b"] != 1 {
			t.Errorf("conversions: %v", conversions)
		}
	}, func(c *config.Config) { c.TrustProxy = true })
}

// TestExperimentsPerLanguage: an experiment runs on the pages of its
// language only: an English and a Spanish one of the same target run side
// by side; the browser's assignments follow ?lang=, a page's its path, and
// a lead the language of the page its form was on.
func TestExperimentsPerLanguage(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		en := ts.createExperiment(admin, popupExperiment(nil))
		es := ts.createExperiment(admin, popupExperiment(map[string]any{"name": "Pop-up en español", "language": "es"}))
		if en.Language != "en" || es.Language != "es" {
			t.Fatalf("languages: %q, %q", en.Language, es.Language)
		}
		wantStatus(t, ts.experimentAction(admin, en.ID, "start", nil), http.StatusOK)
		wantStatus(t, ts.experimentAction(admin, es.ID, "start", nil), http.StatusOK)
		// Locked once started, as every field that decides the statistics.
		r := ts.do(request{method: "PUT", path: fmt.Sprintf("/api/admin/experiments/%d", es.ID), token: admin, body: map[string]any{"language": "en"}})
		wantStatus(t, r, http.StatusUnprocessableEntity)

		header := map[string]string{"X-Forwarded-For": "198.51.100.7", "User-Agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0"}
		ask := func(query string) []int64 {
			t.Helper()
			r := ts.do(request{method: "GET", path: "/api/experiments/assignments" + query, header: header})
			wantStatus(t, r, http.StatusOK)
			var a struct {
				Data struct {
					Assignments []struct {
						ExperimentID int64 `json:"experiment_id"`
					} `json:"assignments"`
				} `json:"data"`
			}
			r.decode(t, &a)
			var ids []int64
			for _, x := range a.Data.Assignments {
				ids = append(ids, x.ExperimentID)
			}
			return ids
		}
		for query, want := range map[string]int64{"": en.ID, "?lang=en": en.ID, "?lang=es": es.ID, "?lang=ES": es.ID, "?lang=fr": en.ID} {
			if got := ask(query); !slices.Equal(got, []int64{want}) {
				t.Errorf("assignments%s: %v, want [%d]", query, got, want)
			}
		}
		for path, want := range map[string]int64{"/": en.ID, "/blog": en.ID, "/es": es.ID, "/es/blog": es.ID} {
			req := httptest.NewRequest(http.MethodGet, path, nil)
			req.Header.Set("User-Agent", header["User-Agent"])
			versions, err := ts.store.ContentVersions(req.Context())
			if err != nil {
				t.Fatal(err)
			}
			v := ts.server.pageVisitor(req, versions).(*experimentVisitor)
			if len(v.assigned) != 1 || v.assigned[0].experiment.ID != want {
				t.Errorf("page %s: %s, want experiment %d only", path, v.Variants(), want)
			}
		}
		// A preview of the other language's experiment changes nothing.
		req := httptest.NewRequest(http.MethodGet, fmt.Sprintf("/?preview=%d.b", es.ID), nil)
		versions, _ := ts.store.ContentVersions(req.Context())
		if v := ts.server.pageVisitor(req, versions).(*experimentVisitor); strings.Contains(v.Variants(), fmt.Sprintf("%d=", es.ID)) {
			t.Errorf("an English page previews a Spanish experiment: %s", v.Variants())
		}

		// Leads: each counts for the experiments of its form's page.
		for i, page := range []string{"https://claims.example/es/servicios", "https://claims.example/services"} {
			ask("?exposed=popup&lang=es")
			ask("?exposed=popup")
			body := contactConsultationBody()
			body["page_url"] = page
			body["email"], body["phone"] = fmt.Sprintf("lang%d@example.com", i), fmt.Sprintf("55598700%02d", i)
			id := contactPost(t, ts, body, header)
			r := ts.get(fmt.Sprintf("/api/admin/leads/%d", id), admin)
			wantStatus(t, r, http.StatusOK)
			var lead struct {
				Data leads.Lead `json:"data"`
			}
			r.decode(t, &lead)
			want := []int64{es.ID, en.ID}[i]
			if len(lead.Data.Experiments) != 1 || lead.Data.Experiments[0].ExperimentID != want {
				t.Errorf("lead from %s: %v, want experiment %d", page, lead.Data.Experiments, want)
			}
		}
	}, func(c *config.Config) { c.TrustProxy = true })
}

// TestVariantLimitsAreTheSettings: a variant's value is a value of the
// setting it varies, or a winner could not be shipped. (Package settings
// reads the store, which reads experiments: they cannot share constants.)
func TestVariantLimitsAreTheSettings(t *testing.T) {
	pairs := [][2]int{
		{experiments.MaxHeroHeadline, settings.MaxHeroHeadline},
		{experiments.MaxHeroSubline, settings.MaxHeroSubline},
		{experiments.MaxCTALabel, settings.MaxCTALabel},
		{experiments.MaxPopupHeadline, settings.MaxHeadline},
		{experiments.MaxPopupDelay, settings.MaxPopupDelay},
	}
	for i, p := range pairs {
		if p[0] != p[1] {
			t.Errorf("limit %d: experiments %d, settings %d", i, p[0], p[1])
		}
	}
	if !slices.Equal(settings.EntryForms, []string{experiments.EntryShort, experiments.EntryCaseEvaluation}) {
		t.Errorf("entry forms: settings %v", settings.EntryForms)
	}
}

// TestExperimentStatusRace: a status that changed between a handler's
// read and its write (another admin started or stopped it) is a 409,
// never a 500.
func TestExperimentStatusRace(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		w := httptest.NewRecorder()
		ts.server.respondError(w, httptest.NewRequest("PUT", "/api/admin/experiments/1", nil), fmt.Errorf("save: %w", store.ErrExperimentState))
		if w.Code != http.StatusConflict || !strings.Contains(w.Body.String(), "status does not allow") {
			t.Errorf("answer: %d %s", w.Code, w.Body.String())
		}
	})
}
