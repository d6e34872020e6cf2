package httpapi

import (
	"claimsite/internal/access"
	"claimsite/internal/leads"
	"cmp"
	"encoding/csv"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/seed"
	"claimsite/internal/store"
)

// leadsForm is a valid consultation-form submission; changes override
// its fields.
func leadsForm(changes map[string]any) map[string]any {
	body := map[string]any{
		"first_name": "Jane", "last_name": "Doe", "email": "Jane@Example.com", "phone": "5551234567",
		"zipCode": "90210", "state": "California (CA)", "is_checked": true,
		"LeadID": "A1B2C3D4-0000-4000-8000-000000000001", "link": "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567",
		"page_url": "https://claims.example/contact-us", "referrer": "https://search.example/?q=hurt",
	}
	maps.Copy(body, changes)
	return body
}

// leadsStateLawForm is a valid state-law page submission.
func leadsStateLawForm(changes map[string]any) map[string]any {
	body := map[string]any{
		"name": "Bob Stone", "email": "bob@example.com", "phone": "5550002222",
		"description": "Truck hit me on I-35.", "is_checked": true, "LeadID": "A1B2C3D4-0000-4000-8000-000000000002",
	}
	maps.Copy(body, changes)
	return body
}

// leadsSubmit posts a lead through the public form and returns its id.
func leadsSubmit(t *testing.T, ts *testServer, body map[string]any) int64 {
	t.Helper()
	r := ts.do(request{method: "POST", path: "/api/contact", body: body, header: map[string]string{"User-Agent": "LeadsTest/1.0"}})
	wantStatus(t, r, http.StatusCreated)
	return contactAnswerID(t, ts, r)
}

// leadsList gets a lead list page and its ids.
func leadsList(t *testing.T, ts *testServer, token, query string) (paginated[leads.Lead], []int64) {
	t.Helper()
	r := ts.get("/api/admin/leads"+query, token)
	wantStatus(t, r, http.StatusOK)
	var page paginated[leads.Lead]
	r.decode(t, &page)
	return page, adminIDs(page.Data)
}

func leadsPatch(t *testing.T, ts *testServer, token string, id int64, body any) response {
	t.Helper()
	return ts.do(request{method: "PATCH", path: fmt.Sprintf("/api/admin/leads/%d", id), token: token, body: body})
}

// leadsDay is the date of the store's clock, as the filters take it.
func leadsDay(ts *testServer) string { return ts.clock.Format("2006-01-02") }

// leadsFixture is four leads on four consecutive days, in several states
// and statuses.
type leadsFixture struct {
	ann, bob, cat, dan int64
	days               [4]string
	// token is an admin session valid at the end (days have passed).
	token string
}

func leadsMake(t *testing.T, ts *testServer) leadsFixture {
	t.Helper()
	var f leadsFixture
	// Start at noon so a day's leads stay on that day.
	ts.clock = time.Date(ts.clock.Year(), ts.clock.Month(), ts.clock.Day(), 12, 0, 0, 0, time.UTC)
	f.days[0] = leadsDay(ts)
	f.ann = leadsSubmit(t, ts, leadsForm(map[string]any{"first_name": "Ann", "last_name": "Able", "email": "ann@example.com", "phone": "5550000001"}))
	ts.advance(24 * time.Hour)
	f.days[1] = leadsDay(ts)
	f.bob = leadsSubmit(t, ts, leadsStateLawForm(map[string]any{"state": "TX"}))
	ts.advance(24 * time.Hour)
	f.days[2] = leadsDay(ts)
	f.cat = leadsSubmit(t, ts, leadsForm(map[string]any{"first_name": "Cat", "last_name": "Cole", "email": "cat@mail.test", "phone": "5550000003", "state": "California"}))
	ts.advance(24*time.Hour - time.Minute) // 11:59 the next day
	f.days[3] = leadsDay(ts)
	f.dan = leadsSubmit(t, ts, leadsForm(map[string]any{"first_name": "Dan", "last_name": "Dole", "email": "dan@example.com", "phone": "5550000004", "state": "NY", "zipCode": "10001"}))
	token := adminLogin(ts)
	f.token = token
	wantStatus(t, leadsPatch(t, ts, token, f.cat, map[string]any{"status": "contacted", "notes": "Called back, wants a lawyer"}), http.StatusOK)
	wantStatus(t, leadsPatch(t, ts, token, f.dan, map[string]any{"status": "rejected"}), http.StatusOK)
	return f
}

func TestAdminLeadList(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		page, got := leadsList(t, ts, token, "")
		if page.Total != 0 || len(got) != 0 || page.From != nil {
			t.Fatalf("empty list: total %d, ids %v, from %v", page.Total, got, page.From)
		}
		f := leadsMake(t, ts)
		token = f.token

		for _, c := range []struct {
			name, query string
			want        []int64
		}{
			{"all, newest first", "", []int64{f.dan, f.cat, f.bob, f.ann}},
			{"trailing slash", "/", []int64{f.dan, f.cat, f.bob, f.ann}},
			{"state code", "?state=CA", []int64{f.cat, f.ann}},
			{"state code, lower case", "?state=ca", []int64{f.cat, f.ann}},
			{"state as the dropdown sends it", "?state=" + url.QueryEscape("California (CA)"), []int64{f.cat, f.ann}},
			{"state by name", "?state=Texas", []int64{f.bob}},
			{"state without leads", "?state=WY", nil},
			{"status", "?status=contacted", []int64{f.cat}},
			{"status new", "?status=new", []int64{f.bob, f.ann}},
			{"q first name", "?q=ann", []int64{f.ann}},
			{"q full name", "?q=" + url.QueryEscape("Cat Cole"), []int64{f.cat}},
			{"q state-law form name", "?q=stone", []int64{f.bob}},
			{"q e-mail", "?q=" + url.QueryEscape("dan@example"), []int64{f.dan}},
			{"q e-mail in capitals", "?q=" + url.QueryEscape("CAT@MAIL.TEST"), []int64{f.cat}},
			{"q phone", "?q=0000001", []int64{f.ann}},
			{"q notes", "?q=lawyer", []int64{f.cat}},
			{"q description", "?q=I-35", []int64{f.bob}},
			{"q with spaces around", "?q=" + url.QueryEscape("  ann  "), []int64{f.ann}},
			{"q nothing", "?q=zzz-nobody", nil},
			{"q wildcard is literal", "?q=" + url.QueryEscape("%"), nil},
			{"from", "?from=" + f.days[2], []int64{f.dan, f.cat}},
			{"to is inclusive", "?to=" + f.days[1], []int64{f.bob, f.ann}},
			{"from and to one day", "?from=" + f.days[1] + "&to=" + f.days[1], []int64{f.bob}},
			{"to the last lead's day", "?to=" + f.days[3], []int64{f.dan, f.cat, f.bob, f.ann}},
			{"from after everything", "?from=" + ts.clock.AddDate(0, 0, 1).Format("2006-01-02"), nil},
			{"state and status", "?state=CA&status=contacted", []int64{f.cat}},
			{"state and other status", "?state=CA&status=qualified", nil},
			{"state and dates", "?state=CA&from=" + f.days[0] + "&to=" + f.days[1], []int64{f.ann}},
			{"q, status and dates", "?q=example.com&status=rejected&from=" + f.days[3] + "&to=" + f.days[3], []int64{f.dan}},
			{"empty filters are no filters", "?state=&status=&q=&from=&to=", []int64{f.dan, f.cat, f.bob, f.ann}},
		} {
			page, got := leadsList(t, ts, token, c.query)
			if !slices.Equal(got, c.want) || page.Total != len(c.want) {
				t.Errorf("%s (%s): got %v (total %d), want %v", c.name, c.query, got, page.Total, c.want)
			}
		}

		// Rows carry the whole lead.
		page, _ = leadsList(t, ts, token, "?status=contacted")
		if len(page.Data) == 1 {
			l := page.Data[0]
			if l.FirstName != "Cat" || l.State != "CA" || l.StateName != "California" || l.Notes != "Called back, wants a lawyer" ||
				l.Consent.LeadIDToken != "A1B2C3D4-0000-4000-8000-000000000001" || !l.Consent.Given {
				t.Errorf("row: %+v", l)
			}
		}
	})
}

func TestAdminLeadListPagination(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		var made []int64
		for i := range 12 {
			state := "TX"
			if i%4 == 0 {
				state = "CA"
			}
			made = append(made, leadsSubmit(t, ts, leadsForm(map[string]any{"email": fmt.Sprintf("p%d@example.com", i), "state": state})))
		}
		slices.Reverse(made)
		page, got := leadsList(t, ts, token, "?page=2")
		if !slices.Equal(got, made[10:]) || page.Total != 12 || page.LastPage != 2 || page.CurrentPage != 2 || page.PerPage != 10 ||
			*page.From != 11 || *page.To != 12 || page.NextPageURL != nil || *page.PrevPageURL != "/api/admin/leads?page=1" {
			t.Errorf("page 2: ids %v, %+v", got, page)
		}
		page, got = leadsList(t, ts, token, "")
		if !slices.Equal(got, made[:10]) || *page.NextPageURL != "/api/admin/leads?page=2" {
			t.Errorf("page 1: ids %v, next %v", got, page.NextPageURL)
		}
		// The page links keep the filters.
		page, got = leadsList(t, ts, token, "?state=TX&q=example")
		if page.Total != 9 || len(got) != 9 || page.NextPageURL != nil {
			t.Errorf("TX: total %d, rows %d, next %v", page.Total, len(got), page.NextPageURL)
		}
		for i := range 10 {
			leadsSubmit(t, ts, leadsForm(map[string]any{"email": fmt.Sprintf("q%d@example.com", i), "state": "TX"}))
		}
		page, _ = leadsList(t, ts, token, "?state=TX&q=example&utm_source=x&junk="+strings.Repeat("j", 1000))
		next, err := url.Parse(*page.NextPageURL)
		if err != nil || next.Path != "/api/admin/leads" || next.Query().Get("page") != "2" || next.Query().Get("state") != "TX" || next.Query().Get("q") != "example" {
			t.Errorf("next_page_url %q, want page 2 with state=TX and q=example", *page.NextPageURL)
		}
		if len(next.Query()) != 3 {
			t.Errorf("next_page_url %q carries parameters the list does not read", *page.NextPageURL)
		}
		page, got = leadsList(t, ts, token, "?"+next.RawQuery)
		if page.Total != 19 || len(got) != 9 {
			t.Errorf("following next_page_url: total %d, rows %d; want 19 and 9", page.Total, len(got))
		}
		page, got = leadsList(t, ts, token, "?page=50")
		if len(got) != 0 || page.Total != 22 || page.From != nil || page.To != nil {
			t.Errorf("page beyond the end: rows %d, total %d, from %v", len(got), page.Total, page.From)
		}
	})
}

func TestAdminLeadFilterErrors(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		leadsSubmit(t, ts, leadsForm(nil))
		for _, c := range []struct {
			query string
			want  []string
		}{
			{"?state=Narnia", []string{"state"}},
			{"?state=" + url.QueryEscape("Texas (CA)"), []string{"state"}},
			{"?state=XX", []string{"state"}},
			{"?status=archived", []string{"status"}},
			{"?status=NEW", []string{"status"}},
			{"?from=2024-13-01", []string{"from"}},
			{"?from=01/02/2024", []string{"from"}},
			{"?to=yesterday", []string{"to"}},
			{"?to=2024-02-30", []string{"to"}},
			{"?from=2024-01-01T00:00:00Z", []string{"from"}},
			{"?state=ZZ&status=x&from=x&to=y", []string{"state", "status", "from", "to"}},
		} {
			for _, base := range []string{"/api/admin/leads", "/api/admin/leads/export"} {
				r := ts.get(base+c.query, token)
				if ct := r.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
					t.Errorf("GET %s%s: Content-Type %q, want JSON", base, c.query, ct)
				}
				errs := adminWantFields(t, r, c.want...)
				if slices.Contains(c.want, "from") && !slices.Contains(errs["from"], "Use a date of the form YYYY-MM-DD.") {
					t.Errorf("GET %s%s: errors.from %v", base, c.query, errs["from"])
				}
			}
		}
	})
}

func TestAdminLeadGet(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		id := leadsSubmit(t, ts, leadsForm(nil))
		r := ts.get(fmt.Sprintf("/api/admin/leads/%d", id), token)
		wantStatus(t, r, http.StatusOK)

		// Every field, as JSON, by name.
		var body struct{ Data map[string]any }
		r.decode(t, &body)
		l := body.Data
		for field, want := range map[string]any{
			"id": float64(id), "source_form": "consultation", "first_name": "Jane", "last_name": "Doe", "name": "",
			"email": "jane@example.com", "phone": "5551234567", "zip_code": "90210", "state": "CA", "state_name": "California",
			"description": "", "status": "new", "notes": "", "verified": true, "duplicate_of": nil, "state_law_id": nil,
		} {
			if got := l[field]; got != want {
				t.Errorf("%s: got %v (%T), want %v", field, got, got, want)
			}
		}
		if ref, _ := l["reference"].(string); !referencePattern.MatchString(ref) {
			t.Errorf("reference: got %v, want 12 base32 characters", l["reference"])
		} else {
			// The list has it too, and finds the lead by it.
			list := ts.get("/api/admin/leads?q="+strings.ToLower(ref), token)
			wantStatus(t, list, http.StatusOK)
			var page struct{ Data []map[string]any }
			list.decode(t, &page)
			if len(page.Data) != 1 || page.Data[0]["reference"] != ref {
				t.Errorf("list searched by reference: %v", page.Data)
			}
		}
		consent, _ := l["consent"].(map[string]any)
		for field, want := range map[string]any{
			"given": true, "text_version": ts.cfg.Site.ConsentVersion(), "text": ts.cfg.Site.ConsentText(),
			"ip": "192.0.2.10", "user_agent": "LeadsTest/1.0", "page_url": "https://claims.example/contact-us",
			"referrer": "https://search.example/?q=hurt", "leadid_token": "A1B2C3D4-0000-4000-8000-000000000001",
			"trustedform_cert_url": "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567",
			"leadid_state":         "valid", "trustedform_state": "valid", "trustedform_detail": "",
		} {
			if got := consent[field]; got != want {
				t.Errorf("consent.%s: got %v, want %v", field, got, want)
			}
		}
		at, err := time.Parse(time.RFC3339Nano, fmt.Sprint(consent["at"]))
		if err != nil || !adminSameTime(at, ts.clock) {
			t.Errorf("consent.at: got %v (%v), want %v", consent["at"], err, ts.clock)
		}
		created, err := time.Parse(time.RFC3339Nano, fmt.Sprint(l["created_at"]))
		if err != nil || !adminSameTime(created, ts.clock) {
			t.Errorf("created_at: got %v (%v), want %v", l["created_at"], err, ts.clock)
		}

		// A state-law form lead, a duplicate of nothing; then a repeat
		// visitor, marked as a duplicate of the first lead.
		laws, _ := ts.store.SearchStates(t.Context(), "TX", 1)
		second := leadsSubmit(t, ts, leadsStateLawForm(map[string]any{"state_law_id": laws[0].ID, "email": "JANE@example.com", "phone": "5559990000"}))
		r = ts.get(fmt.Sprintf("/api/admin/leads/%d/", second), token)
		wantStatus(t, r, http.StatusOK)
		var got struct{ Data leads.Lead }
		r.decode(t, &got)
		sl := got.Data
		if sl.SourceForm != "state_law" || sl.Name != "Bob Stone" || sl.Description != "Truck hit me on I-35." || sl.StateLawID == nil || *sl.StateLawID != laws[0].ID ||
			sl.Verified != true || sl.Consent.LeadIDToken != "A1B2C3D4-0000-4000-8000-000000000002" || sl.Consent.TrustedFormCertURL != "" {
			t.Errorf("state-law lead: %+v", sl)
		}
		if sl.DuplicateOf == nil || *sl.DuplicateOf != id {
			t.Errorf("duplicate_of: got %v, want %d (same e-mail within 30 days)", sl.DuplicateOf, id)
		}

		// An unverified lead (scripts blocked in optional mode).
		third := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "x@example.com", "phone": "5558887777", "LeadID": "", "link": ""}))
		r = ts.get(fmt.Sprintf("/api/admin/leads/%d", third), token)
		r.decode(t, &got)
		if got.Data.Verified || got.Data.Consent.LeadIDToken != "" || !got.Data.Consent.Given ||
			got.Data.Consent.LeadIDState != leads.ProofAbsent || got.Data.Consent.TrustedFormState != leads.ProofAbsent {
			t.Errorf("unverified lead: %+v", got.Data)
		}
		if sl.Consent.LeadIDState != leads.ProofValid || sl.Consent.TrustedFormState != leads.ProofAbsent {
			t.Errorf("state-law lead: states %q, %q; want valid, absent (its form has no certificate)", sl.Consent.LeadIDState, sl.Consent.TrustedFormState)
		}

		for _, p := range []string{"/api/admin/leads/999999", "/api/admin/leads/0", "/api/admin/leads/abc"} {
			r := ts.get(p, token)
			wantStatus(t, r, http.StatusNotFound)
			adminWantMessage(t, r, "Lead not found")
		}
	})
}

func TestAdminLeadUpdate(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		id := leadsSubmit(t, ts, leadsForm(nil))
		stored := func() leads.Lead {
			t.Helper()
			l, err := ts.store.Lead(t.Context(), id)
			if err != nil {
				t.Fatal(err)
			}
			return l
		}

		ts.advance(time.Minute)
		r := leadsPatch(t, ts, token, id, map[string]any{"status": "contacted"})
		wantStatus(t, r, http.StatusOK)
		msg, l := adminSaved[leads.Lead](t, r, "lead")
		if msg != "Lead updated" || l.ID != id || l.Status != "contacted" || l.Notes != "" || l.FirstName != "Jane" || !l.Consent.Given {
			t.Errorf("status: %q %+v", msg, l)
		}
		if !adminSameTime(l.UpdatedAt, ts.clock) || l.UpdatedAt.Equal(l.CreatedAt) {
			t.Errorf("updated_at %v, created_at %v; want updated_at = %v", l.UpdatedAt, l.CreatedAt, ts.clock)
		}
		if s := stored(); s.Status != "contacted" {
			t.Errorf("stored status: %q", s.Status)
		}

		// Notes only: the status stays.
		r = leadsPatch(t, ts, token, id, map[string]any{"notes": "Voicemail left; call Tuesday."})
		wantStatus(t, r, http.StatusOK)
		_, l = adminSaved[leads.Lead](t, r, "lead")
		if l.Status != "contacted" || l.Notes != "Voicemail left; call Tuesday." {
			t.Errorf("notes: %+v", l)
		}
		// Both, then nothing at all.
		wantStatus(t, leadsPatch(t, ts, token, id, map[string]any{"status": "qualified", "notes": ""}), http.StatusOK)
		wantStatus(t, leadsPatch(t, ts, token, id, map[string]any{}), http.StatusOK)
		if s := stored(); s.Status != "qualified" || s.Notes != "" {
			t.Errorf("stored after both: status %q notes %q", s.Status, s.Notes)
		}
		for _, status := range leads.Statuses {
			wantStatus(t, leadsPatch(t, ts, token, id, map[string]any{"status": status}), http.StatusOK)
			if s := stored(); s.Status != status {
				t.Errorf("status %s: stored %q", status, s.Status)
			}
		}

		// Refusals change nothing.
		before := stored()
		for _, c := range []struct {
			name    string
			body    any
			status  int
			message string
			fields  []string
		}{
			{"unknown status", map[string]any{"status": "archived", "notes": "should not be saved"}, http.StatusUnprocessableEntity, "", []string{"status"}},
			{"empty status", map[string]any{"status": ""}, http.StatusUnprocessableEntity, "", []string{"status"}},
			{"notes too long", map[string]any{"notes": strings.Repeat("n", 10001)}, http.StatusUnprocessableEntity, "", []string{"notes"}},
			{"both wrong", map[string]any{"status": "x", "notes": strings.Repeat("n", 10001)}, http.StatusUnprocessableEntity, "", []string{"status", "notes"}},
			{"malformed JSON", `{"status": `, http.StatusBadRequest, "The request body is not valid JSON.", nil},
			{"wrong type", `{"status": 3}`, http.StatusBadRequest, "The request body is not valid JSON.", nil},
			{"empty body", ``, http.StatusBadRequest, "The request body is empty.", nil},
			{"over 1 MB", `{"notes": "` + strings.Repeat("n", maxJSONBytes) + `"}`, http.StatusRequestEntityTooLarge, "The request body is too large.", nil},
		} {
			r := leadsPatch(t, ts, token, id, c.body)
			if c.status == http.StatusUnprocessableEntity {
				adminWantFields(t, r, c.fields...)
			} else {
				wantStatus(t, r, c.status)
				adminWantMessage(t, r, c.message)
			}
			if s := stored(); s.Status != before.Status || s.Notes != before.Notes || !s.UpdatedAt.Equal(before.UpdatedAt) {
				t.Errorf("%s changed the lead: %+v", c.name, s)
			}
		}

		for _, p := range []string{"/api/admin/leads/999999", "/api/admin/leads/nope"} {
			r := ts.do(request{method: "PATCH", path: p, token: token, body: map[string]any{"status": "new"}})
			wantStatus(t, r, http.StatusNotFound)
			adminWantMessage(t, r, "Lead not found")
		}
	})
}

// leadsCSV gets the export and parses it.
func leadsCSV(t *testing.T, ts *testServer, token, query string) (header []string, rows []map[string]string) {
	t.Helper()
	r := ts.get("/api/admin/leads/export"+query, token)
	wantStatus(t, r, http.StatusOK)
	if ct := r.Header().Get("Content-Type"); ct != "text/csv; charset=utf-8" {
		t.Errorf("Content-Type: got %q, want text/csv; charset=utf-8", ct)
	}
	cd := r.Header().Get("Content-Disposition")
	if !strings.HasPrefix(cd, `attachment; filename="leads-`) || !strings.HasSuffix(cd, `.csv"`) {
		t.Errorf("Content-Disposition: got %q, want an attachment named leads-<date>.csv", cd)
	}
	records, err := csv.NewReader(r.Body).ReadAll()
	if err != nil {
		t.Fatalf("export is not CSV: %v", err)
	}
	if len(records) == 0 {
		t.Fatal("export is empty, want at least a header row")
	}
	header = records[0]
	for _, rec := range records[1:] {
		row := map[string]string{}
		for i, cell := range rec {
			row[header[i]] = cell
		}
		rows = append(rows, row)
	}
	return header, rows
}

func TestAdminLeadExport(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		header, rows := leadsCSV(t, ts, token, "")
		wantHeader := []string{
			"id", "reference", "created_at", "status", "source_form", "tier", "language", "language_fallback", "first_name", "last_name", "name", "email", "phone", "zip_code",
			"state", "description", "notes", "verified", "duplicate_of", "consent_version", "consent_language", "consented_at", "ip",
			"user_agent", "page_url", "referrer", "leadid_token", "trustedform_cert_url", "leadid_state", "trustedform_state",
			"trustedform_detail", "experiments",
			"landing_page", "landing_referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content",
			"gclid", "gbraid", "wbraid", "fbclid", "msclkid", "ttclid",
		}
		if !slices.Equal(header, wantHeader) || len(rows) != 0 {
			t.Errorf("empty export: header %v, %d rows; want %v and none", header, len(rows), wantHeader)
		}

		f := leadsMake(t, ts)
		token = f.token
		_, rows = leadsCSV(t, ts, token, "/")
		var gotIDs []string
		for _, row := range rows {
			gotIDs = append(gotIDs, row["id"])
		}
		want := []string{fmt.Sprint(f.dan), fmt.Sprint(f.cat), fmt.Sprint(f.bob), fmt.Sprint(f.ann)}
		if !slices.Equal(gotIDs, want) {
			t.Errorf("export ids: got %v, want %v (one row per lead, newest first)", gotIDs, want)
		}
		if len(rows) == 4 {
			cat := rows[1]
			for col, want := range map[string]string{
				"status": "contacted", "source_form": "consultation", "first_name": "Cat", "last_name": "Cole", "email": "cat@mail.test",
				"phone": "5550000003", "zip_code": "90210", "state": "CA", "notes": "Called back, wants a lawyer", "verified": "true",
				"consent_version": ts.cfg.Site.ConsentVersion(), "consent_language": "en", "ip": "192.0.2.10", "user_agent": "LeadsTest/1.0",
				"page_url": "https://claims.example/contact-us", "leadid_token": "A1B2C3D4-0000-4000-8000-000000000001",
				"trustedform_cert_url": "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567", "duplicate_of": "",
				"leadid_state": "valid", "trustedform_state": "valid", "trustedform_detail": "", "experiments": "",
			} {
				if cat[col] != want {
					t.Errorf("cat's %s: got %q, want %q", col, cat[col], want)
				}
			}
			if l, err := ts.store.Lead(t.Context(), f.cat); err != nil || cat["reference"] != l.Reference || l.Reference == "" {
				t.Errorf("cat's reference: got %q, want %q (%v)", cat["reference"], l.Reference, err)
			}
			if _, err := time.Parse(time.RFC3339, cat["created_at"]); err != nil {
				t.Errorf("created_at %q is not RFC 3339", cat["created_at"])
			}
			if bob := rows[2]; bob["name"] != "Bob Stone" || bob["source_form"] != "state_law" || bob["description"] != "Truck hit me on I-35." {
				t.Errorf("bob's row: %v", bob)
			}
		}

		// The list's filters apply.
		for _, c := range []struct {
			query string
			want  []int64
		}{
			{"?state=CA", []int64{f.cat, f.ann}},
			{"?state=" + url.QueryEscape("California (CA)") + "&status=contacted", []int64{f.cat}},
			{"?q=stone", []int64{f.bob}},
			{"?from=" + f.days[1] + "&to=" + f.days[2], []int64{f.cat, f.bob}},
			{"?status=qualified", nil},
		} {
			_, rows := leadsCSV(t, ts, token, c.query)
			var got []int64
			for _, row := range rows {
				var id int64
				fmt.Sscan(row["id"], &id)
				got = append(got, id)
			}
			_, listed := leadsList(t, ts, token, c.query)
			if !slices.Equal(got, c.want) || !slices.Equal(listed, c.want) {
				t.Errorf("export %s: got %v (list %v), want %v", c.query, got, listed, c.want)
			}
		}
	})
}

func TestAdminLeadExportDefusesFormulas(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		id := leadsSubmit(t, ts, leadsForm(map[string]any{
			"first_name": `=HYPERLINK("http://evil.example","click")`, "last_name": "+1+1", "email": "formula@example.com",
		}))
		sl := leadsSubmit(t, ts, leadsStateLawForm(map[string]any{"name": "@SUM(A1:A9)", "description": "-2+3", "email": "other@example.com"}))
		wantStatus(t, leadsPatch(t, ts, token, id, map[string]any{"notes": "=1+2"}), http.StatusOK)
		wantStatus(t, leadsPatch(t, ts, token, sl, map[string]any{"notes": "\t=cmd"}), http.StatusOK)

		_, rows := leadsCSV(t, ts, token, "")
		if len(rows) != 2 {
			t.Fatalf("rows: got %d, want 2", len(rows))
		}
		byID := map[string]map[string]string{}
		for _, row := range rows {
			byID[row["id"]] = row
		}
		first, second := byID[fmt.Sprint(id)], byID[fmt.Sprint(sl)]
		for _, c := range []struct {
			row       map[string]string
			col, want string
		}{
			{first, "first_name", `'=HYPERLINK("http://evil.example","click")`},
			{first, "last_name", "'+1+1"},
			{first, "notes", "'=1+2"},
			{first, "email", "formula@example.com"},
			{second, "name", "'@SUM(A1:A9)"},
			{second, "description", "'-2+3"},
			{second, "notes", "'\t'=cmd"},
			{second, "phone", "5550002222"},
		} {
			if c.row[c.col] != c.want {
				t.Errorf("%s: got %q, want %q", c.col, c.row[c.col], c.want)
			}
		}
		// The database keeps what was typed.
		l, _ := ts.store.Lead(t.Context(), id)
		if l.FirstName != `=HYPERLINK("http://evil.example","click")` || l.Notes != "=1+2" {
			t.Errorf("stored lead changed by the export: %+v", l)
		}
	})
}

func TestDefuseFormula(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"Jane", "Jane"},
		{"=1+2", "'=1+2"},
		{"+1+1", "'+1+1"},
		{"-2+3", "'-2+3"},
		{"@SUM(A1:A9)", "'@SUM(A1:A9)"},
		{"\t=cmd", "'\t'=cmd"},
		{"\tplain", "'\tplain"},
		{"\r=cmd", "'\r'=cmd"},
		{"x;=cmd|' /C calc'!A0", "x;'=cmd|' /C calc'!A0"},
		{"x,=cmd|' /C calc'!A0", "x,'=cmd|' /C calc'!A0"},
		{"x\t+cmd", "x\t'+cmd"},
		{"x|@cmd", "x|'@cmd"},
		{"line one\n=cmd", "line one\n'=cmd"},
		{"line one\r\n-2+3", "line one\r\n'-2+3"},
		{"a;  =cmd", "a;  '=cmd"},
		{"a;;=b", "a;;'=b"},
		{"  =cmd", "  '=cmd"},
		// Readable values stay as they are.
		{"-5", "-5"},
		{"+3.25", "+3.25"},
		{"1;-5", "1;-5"},
		{"555-123-4567", "555-123-4567"},
		{"Rear-ended on I-35 - twice", "Rear-ended on I-35 - twice"},
		{"a = b, c + d", "a = b, c + d"},
		{"jane@example.com", "jane@example.com"},
		{"https://claims.example/?a=1&b=2", "https://claims.example/?a=1&b=2"},
		{"-5 days", "'-5 days"},
	} {
		if got := defuseFormula(c.in); got != c.want {
			t.Errorf("defuseFormula(%q): got %q, want %q", c.in, got, c.want)
		}
	}
}

func TestCSVRowQuotesEveryCell(t *testing.T) {
	got := csvRow([]string{"1", "", `say "hi"`, "x;=cmd|' /C calc'!A0", "a,b"})
	want := `"1","","say ""hi""","x;'=cmd|' /C calc'!A0","a,b"` + "\r\n"
	if got != want {
		t.Errorf("csvRow:\n got %q\nwant %q", got, want)
	}
	// Whatever a cell holds, a CSV reader gets it back defused, cell for cell.
	cells := []string{"=1", "two\nlines", `"quoted"`, "tab\there"}
	rec, err := csv.NewReader(strings.NewReader(csvRow(cells))).Read()
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cells {
		if rec[i] != defuseFormula(c) {
			t.Errorf("cell %d: read back %q, want %q", i, rec[i], defuseFormula(c))
		}
	}
}

// TestAdminLeadExportQuotesEveryCell checks the raw bytes of the export:
// every cell quoted, the separator-embedded formula defused.
func TestAdminLeadExportQuotesEveryCell(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		id := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "semi@example.com"}))
		wantStatus(t, leadsPatch(t, ts, token, id, map[string]any{"notes": "x;=cmd|' /C calc'!A0"}), http.StatusOK)
		r := ts.get("/api/admin/leads/export", token)
		wantStatus(t, r, http.StatusOK)
		body := r.Body.String()
		if !strings.Contains(body, `"x;'=cmd|' /C calc'!A0"`) {
			t.Errorf("export does not hold the defused, quoted note:\n%s", body)
		}
		for n, line := range strings.Split(strings.TrimSuffix(body, "\r\n"), "\r\n") {
			if !strings.HasPrefix(line, `"`) || !strings.HasSuffix(line, `"`) {
				t.Errorf("line %d not quoted at both ends: %q", n+1, line)
			}
			// Between cells there is always "," and nothing else unquoted.
			if strings.Count(line, `","`) != len(leadCSVHeader)-1 {
				t.Errorf("line %d: got %d quoted separators, want %d: %q", n+1, strings.Count(line, `","`), len(leadCSVHeader)-1, line)
			}
		}
	})
}

func TestAdminLeadDelete(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		keep := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "keep@example.com", "phone": "5550000011"}))
		id := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "erase@example.com", "phone": "5550000022"}))
		p := fmt.Sprintf("/api/admin/leads/%d", id)

		r := ts.do(request{method: "DELETE", path: p, token: token})
		wantStatus(t, r, http.StatusOK)
		if body := r.json(t); len(body) != 1 || body["message"] != "Lead deleted" {
			t.Errorf("body: got %v, want only {message: Lead deleted}", body)
		}
		if _, err := ts.store.Lead(t.Context(), id); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("store.Lead after delete: got %v, want ErrNotFound", err)
		}
		wantStatus(t, ts.get(p, token), http.StatusNotFound)
		if _, got := leadsList(t, ts, token, ""); !slices.Equal(got, []int64{keep}) {
			t.Errorf("list after delete: %v, want only %d", got, keep)
		}
		_, rows := leadsCSV(t, ts, token, "?q=erase")
		if len(rows) != 0 {
			t.Errorf("export after delete: %v", rows)
		}
		r = ts.do(request{method: "DELETE", path: p + "/", token: token})
		wantStatus(t, r, http.StatusNotFound)
		adminWantMessage(t, r, "Lead not found")
		wantStatus(t, ts.do(request{method: "DELETE", path: "/api/admin/leads/abc", token: token}), http.StatusNotFound)
		if _, err := ts.store.Lead(t.Context(), keep); err != nil {
			t.Errorf("the other lead: %v", err)
		}
	})
}

func TestAdminStats(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		stats := func(path ...string) map[string]float64 {
			t.Helper()
			r := ts.get(cmp.Or(append(path, "/api/admin/stats")...), token)
			wantStatus(t, r, http.StatusOK)
			var body struct{ Data map[string]any }
			r.decode(t, &body)
			if body.Data["rebuilding"] != false {
				t.Errorf("rebuilding: %v, want false", body.Data["rebuilding"])
			}
			counts := map[string]float64{}
			for k, v := range body.Data {
				if n, ok := v.(float64); ok {
					counts[k] = n
				}
			}
			return counts
		}
		want := map[string]float64{
			"services": float64(len(seed.Services)), "state_laws": 51, "blogs": float64(len(seed.Posts)),
			"questions": float64(len(seed.Questions)), "users": 1,
			"leads_today": 0, "leads_week": 0, "leads_total": 0, "leads_new": 0,
			"leads_unrouted": 0, "deliveries_failed": 0, "deliveries_dead": 0, "partners_at_cap": 0,
			"returns_pending": 0, "revenue_month_cents": 0,
		}
		if got := stats(); !maps.Equal(got, want) {
			t.Errorf("fresh site:\n got %v\nwant %v", got, want)
		}

		// Things happen.
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/services", token: token, body: map[string]any{"title": "New", "description": "New."}}), http.StatusCreated)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/blogs", token: token, body: map[string]any{"title": "New post", "body": "<p>x</p>"}}), http.StatusCreated)
		qs, _, _ := ts.store.QuestionPage(t.Context(), store.Page{Number: 1, Size: 1}, true)
		wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/questions/%d", qs[0].ID), token: token}), http.StatusOK)
		tx, _ := ts.store.SearchStates(t.Context(), "TX", 1)
		wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/state_laws/%d", tx[0].ID), token: token}), http.StatusOK)
		ts.user(access.User, "visitor@example.com")
		first := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "one@example.com"}))
		leadsSubmit(t, ts, leadsForm(map[string]any{"email": "two@example.com"}))
		wantStatus(t, leadsPatch(t, ts, token, first, map[string]any{"status": "contacted"}), http.StatusOK)
		maps.Copy(want, map[string]float64{
			"services": want["services"] + 1, "blogs": want["blogs"] + 1, "questions": want["questions"] - 1, "state_laws": 50, "users": 2,
			"leads_today": 2, "leads_week": 2, "leads_total": 2, "leads_new": 1,
			// No partner exists yet: nobody could take them.
			"leads_unrouted": 2,
		})
		if got := stats(); !maps.Equal(got, want) {
			t.Errorf("after changes:\n got %v\nwant %v", got, want)
		}

		// Eight days later, the old leads are neither today's nor this
		// week's; a new one is both.
		ts.advance(8 * 24 * time.Hour)
		token = adminLogin(ts)
		leadsSubmit(t, ts, leadsForm(map[string]any{"email": "three@example.com"}))
		maps.Copy(want, map[string]float64{"leads_today": 1, "leads_week": 1, "leads_total": 3, "leads_new": 2, "leads_unrouted": 3})
		if got := stats(); !maps.Equal(got, want) {
			t.Errorf("a week later:\n got %v\nwant %v", got, want)
		}
		wantStatus(t, ts.do(request{method: "DELETE", path: fmt.Sprintf("/api/admin/leads/%d", first), token: token}), http.StatusOK)
		want["leads_total"], want["leads_unrouted"] = 2, 2
		if got := stats(); !maps.Equal(got, want) {
			t.Errorf("after deleting a lead:\n got %v\nwant %v", got, want)
		}
		if got := stats("/api/admin/stats/"); !maps.Equal(got, want) {
			t.Errorf("/api/admin/stats/: got %v, want %v", got, want)
		}
	})
}
