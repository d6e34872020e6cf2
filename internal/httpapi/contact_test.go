package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/config"
	"claimsite/internal/leads"
	"claimsite/internal/locale"
)

// contactConsultationBody is a valid submission of the main consultation
// form, with every field SPEC.md section 7 lists.
func contactConsultationBody() map[string]any {
	return map[string]any{
		"first_name": "Jane", "last_name": "Doe", "email": "Jane.Doe@Example.com", "phone": "5551234567",
		"zipCode": "90210", "state": "California (CA)", "is_checked": true,
		"LeadID": "A1B2C3D4-E5F6-7890-ABCD-EF1234567890", "link": "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567",
		"page_url": "https://claims.example/services", "referrer": "https://www.google.com/",
	}
}

// stateLawContactBody is a valid submission of the state-law page's form.
func stateLawContactBody() map[string]any {
	return map[string]any{
		"name": "John Roe", "email": "john@example.com", "phone": "5559876543", "zipCode": "73301",
		"description": "Rear-ended on I-35 last week.", "is_checked": true, "LeadID": "B1B2C3D4-E5F6-4789-ABCD-EF1234567890",
	}
}

// contactPost submits body and returns the new lead's id.
func contactPost(t *testing.T, ts *testServer, body any, header map[string]string) int64 {
	t.Helper()
	r := ts.do(request{method: "POST", path: "/api/contact", body: body, header: header})
	wantStatus(t, r, http.StatusCreated)
	return contactAnswerID(t, ts, r)
}

// referencePattern is the form of a lead reference: 12 characters of
// Crockford's base32.
var referencePattern = regexp.MustCompile(`^[0-9A-HJKMNP-TV-Z]{12}$`)

// contactAnswerReference checks a 201 body (the success text and a
// reference, never an id) and gives its reference.
func contactAnswerReference(t *testing.T, r response) string {
	t.Helper()
	var body struct {
		Message string         `json:"message"`
		Data    map[string]any `json:"data"`
	}
	r.decode(t, &body)
	// The spec's success text, or its Spanish for a form on a Spanish page
	// (decision 066).
	if body.Message != "Form submitted successfully Thank you for your inquiry !" && body.Message != locale.Must(locale.Spanish, "answer.lead", nil) {
		t.Errorf("message: got %q, want the spec's success text", body.Message)
	}
	ref, _ := body.Data["reference"].(string)
	if !referencePattern.MatchString(ref) || len(body.Data) != 1 {
		t.Errorf("data: got %v, want only a reference of 12 base32 characters", body.Data)
	}
	return ref
}

// contactAnswerID checks a 201 body and gives the id of the lead its
// reference names.
func contactAnswerID(t *testing.T, ts *testServer, r response) int64 {
	t.Helper()
	ref := contactAnswerReference(t, r)
	l, err := ts.store.LeadByReference(t.Context(), ref)
	if err != nil {
		t.Fatalf("lead of reference %q: %v", ref, err)
	}
	return l.ID
}

func contactLeadCount(t *testing.T, ts *testServer) int {
	t.Helper()
	st, err := ts.store.Stats(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	return st.LeadsTotal
}

func contactLead(t *testing.T, ts *testServer, id int64) leads.Lead {
	t.Helper()
	l, err := ts.store.Lead(t.Context(), id)
	if err != nil {
		t.Fatalf("lead %d: %v", id, err)
	}
	return l
}

func TestContactConsultation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		id := contactPost(t, ts, contactConsultationBody(), map[string]string{"User-Agent": "Mozilla/5.0 (test phone)", "X-Forwarded-For": "203.0.113.50"})
		l := contactLead(t, ts, id)
		for _, c := range []struct{ name, got, want string }{
			{"source_form", l.SourceForm, "consultation"},
			{"first_name", l.FirstName, "Jane"},
			{"last_name", l.LastName, "Doe"},
			{"name", l.Name, ""},
			{"email", l.Email, "jane.doe@example.com"},
			{"phone", l.Phone, "5551234567"},
			{"zip_code", l.ZipCode, "90210"},
			{"state", l.State, "CA"},
			{"state_name", l.StateName, "California"},
			{"status", l.Status, "new"},
			{"consent.text_version", l.Consent.TextVersion, ts.cfg.Site.ConsentVersion()},
			{"consent.text", l.Consent.Text, ts.cfg.Site.ConsentText()},
			// Without a trusted proxy, X-Forwarded-For is not the client.
			{"consent.ip", l.Consent.IP, "192.0.2.10"},
			{"consent.user_agent", l.Consent.UserAgent, "Mozilla/5.0 (test phone)"},
			{"consent.page_url", l.Consent.PageURL, "https://claims.example/services"},
			{"consent.referrer", l.Consent.Referrer, "https://www.google.com/"},
			{"consent.leadid_token", l.Consent.LeadIDToken, "A1B2C3D4-E5F6-7890-ABCD-EF1234567890"},
			{"consent.trustedform_cert_url", l.Consent.TrustedFormCertURL, "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567"},
		} {
			if c.got != c.want {
				t.Errorf("%s: got %q, want %q", c.name, c.got, c.want)
			}
		}
		if !l.Verified || !l.Consent.Given || l.DuplicateOf != nil || l.StateLawID != nil {
			t.Errorf("verified %v, consent given %v, duplicate_of %v, state_law_id %v; want true, true, nil, nil", l.Verified, l.Consent.Given, l.DuplicateOf, l.StateLawID)
		}
		if d := l.Consent.At.Sub(ts.clock); d > time.Second || d < -time.Second {
			t.Errorf("consent.at: got %v, want the request time %v", l.Consent.At, ts.clock)
		}
		if n := contactLeadCount(t, ts); n != 1 {
			t.Errorf("leads stored: got %d, want 1", n)
		}
	})
}

func TestContactStateLaw(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		refs, err := ts.store.SearchStates(t.Context(), "TX", 1)
		if err != nil || len(refs) != 1 {
			t.Fatalf("find Texas: %v, %v", refs, err)
		}
		body := stateLawContactBody()
		body["state_law_id"] = refs[0].ID
		id := contactPost(t, ts, body, map[string]string{"User-Agent": "ua-2", "Referer": "https://claims.example/state-law-detail/44"})
		l := contactLead(t, ts, id)
		for _, c := range []struct{ name, got, want string }{
			{"source_form", l.SourceForm, "state_law"},
			{"name", l.Name, "John Roe"},
			{"first_name", l.FirstName, ""},
			{"email", l.Email, "john@example.com"},
			{"phone", l.Phone, "5559876543"},
			{"zip_code", l.ZipCode, "73301"},
			{"description", l.Description, "Rear-ended on I-35 last week."},
			{"consent.text_version", l.Consent.TextVersion, ts.cfg.Site.ConsentVersion()},
			{"consent.ip", l.Consent.IP, "192.0.2.10"},
			{"consent.user_agent", l.Consent.UserAgent, "ua-2"},
			// No referrer in the body: the request's Referer header.
			{"consent.referrer", l.Consent.Referrer, "https://claims.example/state-law-detail/44"},
			{"consent.leadid_token", l.Consent.LeadIDToken, "B1B2C3D4-E5F6-4789-ABCD-EF1234567890"},
			{"consent.trustedform_cert_url", l.Consent.TrustedFormCertURL, ""},
		} {
			if c.got != c.want {
				t.Errorf("%s: got %q, want %q", c.name, c.got, c.want)
			}
		}
		// The state-law form carries no certificate: its LeadiD token is all
		// the proof it can have.
		if !l.Verified {
			t.Errorf("verified: got false, want true (LeadID present)")
		}
		if l.StateLawID == nil || *l.StateLawID != refs[0].ID {
			t.Errorf("state_law_id: got %v, want %d", l.StateLawID, refs[0].ID)
		}
		// ZIP code is optional on this form.
		body = stateLawContactBody()
		delete(body, "zipCode")
		body["email"] = "other@example.com"
		l = contactLead(t, ts, contactPost(t, ts, body, nil))
		if l.ZipCode != "" || l.SourceForm != "state_law" {
			t.Errorf("without zip: got zip %q, form %q", l.ZipCode, l.SourceForm)
		}
	})
}

// TestContactUnknownStateLaw: a state-law id that no longer exists (the
// page was deleted while the visitor typed) must not cost the lead. It
// used to fail the foreign key and answer 500.
func TestContactUnknownStateLaw(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, bad := range []int64{99999, 0, -3} {
			body := stateLawContactBody()
			body["state_law_id"] = bad
			body["email"] = fmt.Sprintf("visitor%d@example.com", bad+10)
			l := contactLead(t, ts, contactPost(t, ts, body, nil))
			if l.StateLawID != nil {
				t.Errorf("state_law_id %d: stored %v, want none", bad, *l.StateLawID)
			}
		}
		if n := contactLeadCount(t, ts); n != 3 {
			t.Errorf("leads stored: got %d, want 3", n)
		}
	})
}

// TestContactHeadersNotUTF8: net/http lets header values carry any byte
// above 0x7f; PostgreSQL refuses text that is not UTF-8. The lead is kept
// (it used to be a 500), the bad bytes replaced.
func TestContactHeadersNotUTF8(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		body := contactConsultationBody()
		delete(body, "referrer")
		l := contactLead(t, ts, contactPost(t, ts, body, map[string]string{"User-Agent": "Mozilla\xff/5.0", "Referer": "https://claims.example/caf\xe9"}))
		if l.Consent.UserAgent != "Mozilla\uFFFD/5.0" || l.Consent.Referrer != "https://claims.example/caf\uFFFD" {
			t.Errorf("stored user agent %q, referrer %q", l.Consent.UserAgent, l.Consent.Referrer)
		}
	})
}

// TestContactNULCharacters: PostgreSQL refuses NUL in text; a lead with one
// in a free-text field is kept, without it (it used to be a 500).
func TestContactNULCharacters(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		body := `{"first_name":"Ja\u0000ne","last_name":"Doe","email":"jane@example.com","phone":"5551234567","zipCode":"90210",
			"is_checked":true,"page_url":"https://claims.example/\u0000x","referrer":"\u0000"}`
		l := contactLead(t, ts, contactPost(t, ts, body, nil))
		if l.FirstName != "Jane" || l.Consent.PageURL != "https://claims.example/x" || l.Consent.Referrer != "" {
			t.Errorf("stored: first name %q, page_url %q, referrer %q", l.FirstName, l.Consent.PageURL, l.Consent.Referrer)
		}
		sl := `{"name":"John\u0000","email":"john@example.com","phone":"5559876543","description":"a\u0000b","is_checked":true}`
		l = contactLead(t, ts, contactPost(t, ts, sl, nil))
		if l.Name != "John" || l.Description != "ab" {
			t.Errorf("stored: name %q, description %q", l.Name, l.Description)
		}
	})
}

func TestContactAccepts(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for i, c := range []struct {
			name   string
			change map[string]any
			check  func(leads.Lead) string
		}{
			{"state as code", map[string]any{"state": "AL"}, stateIs("AL")},
			{"state as name", map[string]any{"state": "Alabama"}, stateIs("AL")},
			{"state as Name (XX)", map[string]any{"state": "Alabama (AL)"}, stateIs("AL")},
			{"state in lower case", map[string]any{"state": "new york"}, stateIs("NY")},
			{"Alaska (the spec's list forgets it)", map[string]any{"state": "Alaska (AK)"}, stateIs("AK")},
			{"District of Columbia", map[string]any{"state": "District of Columbia (DC)"}, stateIs("DC")},
			{"state left out", map[string]any{"state": nil}, stateIs("")},
			{"state blank ('Select State')", map[string]any{"state": ""}, stateIs("")},
			{"ZIP+4", map[string]any{"zipCode": "12345-6789"}, zipIs("12345-6789")},
			{"zip_code alias", map[string]any{"zipCode": nil, "zip_code": "02134"}, zipIs("02134")},
			{"is_checked \"true\"", map[string]any{"is_checked": "true"}, nil},
			{"is_checked \"on\"", map[string]any{"is_checked": "on"}, nil},
			{"is_checked 1", map[string]any{"is_checked": 1}, nil},
			{"spaces around fields", map[string]any{"first_name": "  Jane  ", "phone": " 5551234567 ", "zipCode": " 90210 "}, func(l leads.Lead) string {
				if l.FirstName != "Jane" || l.Phone != "5551234567" || l.ZipCode != "90210" {
					return fmt.Sprintf("not trimmed: %q %q %q", l.FirstName, l.Phone, l.ZipCode)
				}
				return ""
			}},
			{"no LeadID or link (optional mode)", map[string]any{"LeadID": nil, "link": nil}, verifiedIs(false)},
			{"LeadID without link", map[string]any{"link": ""}, verifiedIs(false)},
			{"trailing slash", nil, nil},
		} {
			t.Run(c.name, func(t *testing.T) {
				body := contactConsultationBody()
				// Distinct e-mail and phone, so no lead is another's duplicate.
				body["email"] = fmt.Sprintf("accept%d@example.com", i)
				body["phone"] = fmt.Sprintf("55500%05d", i)
				for k, v := range c.change {
					if v == nil {
						delete(body, k)
					} else {
						body[k] = v
					}
				}
				path := "/api/contact"
				if c.name == "trailing slash" {
					path += "/"
				}
				r := ts.do(request{method: "POST", path: path, body: body})
				wantStatus(t, r, http.StatusCreated)
				l := contactLead(t, ts, contactAnswerID(t, ts, r))
				if !l.Consent.Given {
					t.Errorf("consent not recorded")
				}
				if c.check != nil {
					if problem := c.check(l); problem != "" {
						t.Error(problem)
					}
				}
			})
		}
	})
}

func stateIs(code string) func(leads.Lead) string {
	return func(l leads.Lead) string {
		if l.State != code {
			return fmt.Sprintf("state: got %q, want %q", l.State, code)
		}
		return ""
	}
}

func zipIs(zip string) func(leads.Lead) string {
	return func(l leads.Lead) string {
		if l.ZipCode != zip {
			return fmt.Sprintf("zip_code: got %q, want %q", l.ZipCode, zip)
		}
		return ""
	}
}

func verifiedIs(v bool) func(leads.Lead) string {
	return func(l leads.Lead) string {
		if l.Verified != v {
			return fmt.Sprintf("verified: got %v, want %v", l.Verified, v)
		}
		return ""
	}
}

func TestContactInvalid(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		const (
			consultation = "consultation"
			stateLaw     = "state-law"
		)
		for _, c := range []struct {
			form   string
			name   string
			change map[string]any
			want   []string // error keys, sorted
		}{
			{consultation, "missing first name", map[string]any{"first_name": nil}, []string{"first_name"}},
			{consultation, "blank first name", map[string]any{"first_name": "  "}, []string{"first_name"}},
			{consultation, "missing last name", map[string]any{"last_name": nil}, []string{"last_name"}},
			{consultation, "missing email", map[string]any{"email": nil}, []string{"email"}},
			{consultation, "bad email", map[string]any{"email": "jane@"}, []string{"email"}},
			{consultation, "email without domain", map[string]any{"email": "jane"}, []string{"email"}},
			{consultation, "two emails", map[string]any{"email": "a@example.com, b@example.com"}, []string{"email"}},
			{consultation, "missing phone", map[string]any{"phone": nil}, []string{"phone"}},
			{consultation, "phone with spaces", map[string]any{"phone": "555 123 4567"}, []string{"phone"}},
			{consultation, "phone of 9 digits", map[string]any{"phone": "555123456"}, []string{"phone"}},
			{consultation, "phone of 11 digits", map[string]any{"phone": "15551234567"}, []string{"phone"}},
			{consultation, "phone with dashes", map[string]any{"phone": "555-123-4567"}, []string{"phone"}},
			{consultation, "phone with +1", map[string]any{"phone": "+15551234567"}, []string{"phone"}},
			{consultation, "phone with letters", map[string]any{"phone": "555CALLNOW"}, []string{"phone"}},
			{consultation, "phone with non-ASCII digits", map[string]any{"phone": "５５５１２３４５６７"}, []string{"phone"}},
			{consultation, "missing zip", map[string]any{"zipCode": nil}, []string{"zipCode"}},
			{consultation, "zip of 4 digits", map[string]any{"zipCode": "9021"}, []string{"zipCode"}},
			{consultation, "zip of 6 digits", map[string]any{"zipCode": "902100"}, []string{"zipCode"}},
			{consultation, "zip with short +4", map[string]any{"zipCode": "90210-12"}, []string{"zipCode"}},
			{consultation, "zip with letters", map[string]any{"zipCode": "ABCDE"}, []string{"zipCode"}},
			{consultation, "unknown state", map[string]any{"state": "Atlantis"}, []string{"state"}},
			{consultation, "unknown code", map[string]any{"state": "ZZ"}, []string{"state"}},
			{consultation, "territory", map[string]any{"state": "Puerto Rico (PR)"}, []string{"state"}},
			{consultation, "name and code disagree", map[string]any{"state": "Alabama (AK)"}, []string{"state"}},
			{consultation, "is_checked false", map[string]any{"is_checked": false}, []string{"is_checked"}},
			{consultation, "is_checked missing", map[string]any{"is_checked": nil}, []string{"is_checked"}},
			{consultation, "is_checked \"false\"", map[string]any{"is_checked": "false"}, []string{"is_checked"}},
			{consultation, "is_checked \"off\"", map[string]any{"is_checked": "off"}, []string{"is_checked"}},
			{consultation, "is_checked 0", map[string]any{"is_checked": 0}, []string{"is_checked"}},
			{consultation, "link over 500", map[string]any{"link": "https://cert.trustedform.com/" + strings.Repeat("a", 480)}, []string{"link"}},
			{consultation, "LeadID over 200", map[string]any{"LeadID": strings.Repeat("x", 201)}, []string{"LeadID"}},
			{consultation, "first name over 100", map[string]any{"first_name": strings.Repeat("é", 101)}, []string{"first_name"}},
			{consultation, "several at once", map[string]any{"first_name": nil, "phone": "123", "is_checked": false},
				[]string{"first_name", "is_checked", "phone"}},
			{stateLaw, "missing name", map[string]any{"name": nil}, []string{"first_name", "last_name"}},
			{stateLaw, "blank name", map[string]any{"name": ""}, []string{"name"}},
			{stateLaw, "blank name, no zip", map[string]any{"name": " ", "zipCode": ""}, []string{"name"}},
			{stateLaw, "missing email", map[string]any{"email": nil}, []string{"email"}},
			{stateLaw, "bad email", map[string]any{"email": "john@@example.com"}, []string{"email"}},
			{stateLaw, "missing phone", map[string]any{"phone": nil}, []string{"phone"}},
			{stateLaw, "phone of 11 digits", map[string]any{"phone": "55598765430"}, []string{"phone"}},
			{stateLaw, "bad zip", map[string]any{"zipCode": "7330"}, []string{"zipCode"}},
			{stateLaw, "not checked", map[string]any{"is_checked": false}, []string{"is_checked"}},
			{stateLaw, "description over 5000", map[string]any{"description": strings.Repeat("d", 5001)}, []string{"description"}},
			{stateLaw, "name over 200", map[string]any{"name": strings.Repeat("n", 201)}, []string{"name"}},
		} {
			t.Run(c.form+"/"+c.name, func(t *testing.T) {
				body := contactConsultationBody()
				if c.form == stateLaw {
					body = stateLawContactBody()
				}
				for k, v := range c.change {
					if v == nil {
						delete(body, k)
					} else {
						body[k] = v
					}
				}
				r := ts.do(request{method: "POST", path: "/api/contact", body: body})
				wantStatus(t, r, http.StatusUnprocessableEntity)
				errs := r.fieldErrors(t)
				if got := slices.Sorted(maps.Keys(errs)); !slices.Equal(got, c.want) {
					t.Errorf("error keys: got %v (%v), want %v", got, errs, c.want)
				}
				for k, msgs := range errs {
					if len(msgs) == 0 || msgs[0] == "" {
						t.Errorf("errors.%s: no message", k)
					}
				}
				if msg, _ := r.json(t)["message"].(string); msg == "" {
					t.Errorf("no message")
				}
			})
		}
		if n := contactLeadCount(t, ts); n != 0 {
			t.Errorf("leads stored after refused submissions: got %d, want 0", n)
		}
		// The spec's phone message is kept word for word.
		body := contactConsultationBody()
		body["phone"] = "555 123 4567"
		r := ts.do(request{method: "POST", path: "/api/contact", body: body})
		if errs := r.fieldErrors(t); len(errs["phone"]) != 1 || errs["phone"][0] != "Phone number must be exactly 10 digits and remove spaces" {
			t.Errorf("phone message: got %v", errs["phone"])
		}
	})
}

func TestContactVerificationRequired(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		// Consultation: both proofs required.
		for _, c := range []struct {
			name   string
			remove []string
			want   []string
		}{
			{"no LeadID", []string{"LeadID"}, []string{"LeadID"}},
			{"no link", []string{"link"}, []string{"link"}},
			{"neither", []string{"LeadID", "link"}, []string{"LeadID", "link"}},
		} {
			body := contactConsultationBody()
			for _, k := range c.remove {
				body[k] = ""
			}
			r := ts.do(request{method: "POST", path: "/api/contact", body: body})
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if got := slices.Sorted(maps.Keys(r.fieldErrors(t))); !slices.Equal(got, c.want) {
				t.Errorf("%s: error keys: got %v, want %v", c.name, got, c.want)
			}
		}
		// A proof in the wrong format is refused like a missing one, with
		// the same words.
		for _, c := range []struct {
			name   string
			change map[string]any
			want   string
		}{
			{"malformed LeadID", map[string]any{"LeadID": "LEADID-TOKEN-1"}, "LeadID"},
			{"certificate over http", map[string]any{"link": "http://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567"}, "link"},
			{"certificate of another host", map[string]any{"link": "https://cert.example.com/0123456789abcdef0123456789abcdef01234567"}, "link"},
			{"certificate not a URL", map[string]any{"link": "javascript:alert(1)"}, "link"},
		} {
			body := contactConsultationBody()
			maps.Copy(body, c.change)
			r := ts.do(request{method: "POST", path: "/api/contact", body: body})
			wantStatus(t, r, http.StatusUnprocessableEntity)
			errs := r.fieldErrors(t)
			if got := slices.Sorted(maps.Keys(errs)); !slices.Equal(got, []string{c.want}) {
				t.Errorf("%s: error keys: got %v, want [%s]", c.name, got, c.want)
			}
			missing := map[string]string{"LeadID": "Lead verification did not complete. Please try again.", "link": "Form certification did not complete. Please try again."}
			if msgs := errs[c.want]; len(msgs) != 1 || msgs[0] != missing[c.want] {
				t.Errorf("%s: message %v, want %q", c.name, msgs, missing[c.want])
			}
		}
		// State-law form: only the LeadiD token (it has no certificate).
		body := stateLawContactBody()
		delete(body, "LeadID")
		r := ts.do(request{method: "POST", path: "/api/contact", body: body})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if got := slices.Sorted(maps.Keys(r.fieldErrors(t))); !slices.Equal(got, []string{"LeadID"}) {
			t.Errorf("state-law without LeadID: error keys %v, want [LeadID]", got)
		}
		if n := contactLeadCount(t, ts); n != 0 {
			t.Fatalf("leads stored without proof in required mode: %d", n)
		}
		// With the proofs: stored and verified.
		for _, body := range []map[string]any{contactConsultationBody(), stateLawContactBody()} {
			if l := contactLead(t, ts, contactPost(t, ts, body, nil)); !l.Verified {
				t.Errorf("%s lead with proofs: verified false", l.SourceForm)
			}
		}
	}, func(c *config.Config) { c.Site.LeadVerification = leads.VerificationRequired })
}

// TestContactMalformedProofOptional: in optional mode a proof in the wrong
// format never costs the lead; it is stored with its state, and the lead
// is not verified.
func TestContactMalformedProofOptional(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, c := range []struct {
			name           string
			change         map[string]any
			leadID, cert   string
			wantVerified   bool
			wantCertURL    string
			wantLeadIDText string
		}{
			{"both valid", nil, leads.ProofValid, leads.ProofValid, true, "", ""},
			{"malformed LeadID", map[string]any{"LeadID": "LEADID-TOKEN-1"}, leads.ProofMalformed, leads.ProofValid, false, "", "LEADID-TOKEN-1"},
			{"certificate over http", map[string]any{"link": "http://cert.trustedform.com/abc"}, leads.ProofValid, leads.ProofMalformed, false, "http://cert.trustedform.com/abc", ""},
			{"certificate not a URL", map[string]any{"link": "javascript:alert(1)"}, leads.ProofValid, leads.ProofMalformed, false, "javascript:alert(1)", ""},
			{"no proofs", map[string]any{"LeadID": "", "link": ""}, leads.ProofAbsent, leads.ProofAbsent, false, "", ""},
		} {
			body := contactConsultationBody()
			maps.Copy(body, c.change)
			body["email"] = strings.ReplaceAll(c.name, " ", "-") + "@example.com"
			l := contactLead(t, ts, contactPost(t, ts, body, nil))
			if l.Consent.LeadIDState != c.leadID || l.Consent.TrustedFormState != c.cert || l.Verified != c.wantVerified {
				t.Errorf("%s: states %q, %q, verified %v; want %q, %q, %v", c.name,
					l.Consent.LeadIDState, l.Consent.TrustedFormState, l.Verified, c.leadID, c.cert, c.wantVerified)
			}
			if c.wantCertURL != "" && l.Consent.TrustedFormCertURL != c.wantCertURL {
				t.Errorf("%s: certificate kept as %q, want it as sent", c.name, l.Consent.TrustedFormCertURL)
			}
			if c.wantLeadIDText != "" && l.Consent.LeadIDToken != c.wantLeadIDText {
				t.Errorf("%s: token kept as %q, want it as sent", c.name, l.Consent.LeadIDToken)
			}
		}
	})
}

func TestContactVerificationOff(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		body := contactConsultationBody()
		delete(body, "LeadID")
		delete(body, "link")
		if l := contactLead(t, ts, contactPost(t, ts, body, nil)); l.Verified || l.Consent.LeadIDToken != "" {
			t.Errorf("lead without proofs: verified %v, token %q", l.Verified, l.Consent.LeadIDToken)
		}
	}, func(c *config.Config) { c.Site.LeadVerification = leads.VerificationOff })
}

func TestContactIdempotency(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		key := map[string]string{"Idempotency-Key": "form-fill-7f3a"}
		first := contactPost(t, ts, contactConsultationBody(), key)
		// A retry, even with changed fields, answers the same and stores nothing.
		changed := contactConsultationBody()
		changed["first_name"] = "Janet"
		second := contactPost(t, ts, changed, key)
		if second != first {
			t.Errorf("same key: got ids %d and %d, want the same", first, second)
		}
		if n := contactLeadCount(t, ts); n != 1 {
			t.Errorf("leads after a repeated key: got %d, want 1", n)
		}
		if l := contactLead(t, ts, first); l.FirstName != "Jane" {
			t.Errorf("first lead changed by the retry: first name %q", l.FirstName)
		}
		// Another key is another lead.
		other := contactPost(t, ts, contactConsultationBody(), map[string]string{"Idempotency-Key": "form-fill-8b1c"})
		if other == first {
			t.Errorf("different keys: both got id %d", first)
		}
		// No key: every submit is a lead.
		a := contactPost(t, ts, contactConsultationBody(), nil)
		b := contactPost(t, ts, contactConsultationBody(), nil)
		if a == b {
			t.Errorf("no key: both got id %d", a)
		}
		if n := contactLeadCount(t, ts); n != 4 {
			t.Errorf("leads: got %d, want 4", n)
		}
		// A key over 200 characters is refused before anything is stored.
		r := ts.do(request{method: "POST", path: "/api/contact", body: contactConsultationBody(),
			header: map[string]string{"Idempotency-Key": strings.Repeat("k", 201)}})
		wantStatus(t, r, http.StatusBadRequest)
		if n := contactLeadCount(t, ts); n != 4 {
			t.Errorf("leads after an overlong key: got %d, want 4", n)
		}
		// A key that is not text is refused too (it was a 500 on PostgreSQL).
		for _, bad := range []string{"key-\xff", "key-\x00"} {
			r := ts.do(request{method: "POST", path: "/api/contact", body: contactConsultationBody(), header: map[string]string{"Idempotency-Key": bad}})
			wantStatus(t, r, http.StatusBadRequest)
		}
		if n := contactLeadCount(t, ts); n != 4 {
			t.Errorf("leads after refused keys: got %d, want 4", n)
		}
		// Exactly 200 is fine.
		contactPost(t, ts, contactConsultationBody(), map[string]string{"Idempotency-Key": strings.Repeat("k", 200)})
	})
}

// contactRaw posts body straight to the handler, for use from goroutines
// (no testing.T inside).
func contactRaw(h http.Handler, body []byte, key string) *httptest.ResponseRecorder {
	r := httptest.NewRequest("POST", "/api/contact", bytes.NewReader(body))
	r.RemoteAddr = "192.0.2.10:51000"
	r.Header.Set("Content-Type", "application/json")
	if key != "" {
		r.Header.Set("Idempotency-Key", key)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestContactConcurrentSubmits(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		body, _ := json.Marshal(contactConsultationBody())
		const n = 8
		run := func(key func(i int) string) []*httptest.ResponseRecorder {
			out := make([]*httptest.ResponseRecorder, n)
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					out[i] = contactRaw(ts.handler, body, key(i))
				}()
			}
			close(start)
			wg.Wait()
			return out
		}
		// One key from 8 goroutines at once: one lead, one id for all.
		ids := map[int64]bool{}
		for i, w := range run(func(int) string { return "double-click-key" }) {
			if w.Code != http.StatusCreated {
				t.Fatalf("submit %d: got %d, want 201; body %s", i, w.Code, w.Body.String())
			}
			ids[contactAnswerID(t, ts, response{w})] = true
		}
		if len(ids) != 1 {
			t.Errorf("same key concurrently: got ids %v, want one", ids)
		}
		if got := contactLeadCount(t, ts); got != 1 {
			t.Errorf("same key concurrently: got %d leads, want 1", got)
		}
		// 8 different keys at once: 8 leads, 8 ids.
		ids = map[int64]bool{}
		for i, w := range run(func(i int) string { return fmt.Sprintf("key-%d", i) }) {
			if w.Code != http.StatusCreated {
				t.Fatalf("submit %d: got %d, want 201; body %s", i, w.Code, w.Body.String())
			}
			ids[contactAnswerID(t, ts, response{w})] = true
		}
		if len(ids) != n {
			t.Errorf("different keys concurrently: got %d ids, want %d", len(ids), n)
		}
		if got := contactLeadCount(t, ts); got != 1+n {
			t.Errorf("different keys concurrently: got %d leads, want %d", got, 1+n)
		}
	})
}

func TestContactHoneypot(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		valid := contactConsultationBody()
		valid["website"] = "http://spam.example"
		invalid := map[string]any{"website": "x", "email": "not-an-email", "phone": "1", "is_checked": false}
		for _, body := range []map[string]any{valid, invalid} {
			r := ts.do(request{method: "POST", path: "/api/contact", body: body, header: map[string]string{"Idempotency-Key": "bot-key"}})
			wantStatus(t, r, http.StatusCreated)
			contactAnswerReference(t, r)
			if _, ok := r.json(t)["errors"]; ok {
				t.Errorf("honeypot answer carries errors: %s", r.Body.String())
			}
		}
		if n := contactLeadCount(t, ts); n != 0 {
			t.Errorf("leads stored from a filled honeypot: got %d, want 0", n)
		}
		// A blank honeypot is a person.
		ok := contactConsultationBody()
		ok["website"] = "  "
		contactPost(t, ts, ok, nil)
		if n := contactLeadCount(t, ts); n != 1 {
			t.Errorf("blank honeypot: got %d leads, want 1", n)
		}
	})
}

func TestContactDuplicates(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		first := contactPost(t, ts, contactConsultationBody(), nil)
		if l := contactLead(t, ts, first); l.DuplicateOf != nil {
			t.Errorf("first lead: duplicate_of %d, want none", *l.DuplicateOf)
		}
		ts.advance(29 * 24 * time.Hour)
		// Same e-mail (in another case) from the state-law form.
		sl := stateLawContactBody()
		sl["email"] = "JANE.DOE@example.com"
		second := contactPost(t, ts, sl, nil)
		if l := contactLead(t, ts, second); l.DuplicateOf == nil || *l.DuplicateOf != first {
			t.Errorf("same e-mail within 30 days: duplicate_of %v, want %d", l.DuplicateOf, first)
		}
		// Same phone, other e-mail.
		samePhone := contactConsultationBody()
		samePhone["email"] = "someone.else@example.com"
		third := contactPost(t, ts, samePhone, nil)
		if l := contactLead(t, ts, third); l.DuplicateOf == nil {
			t.Errorf("same phone within 30 days: duplicate_of nil, want an earlier lead")
		}
		// Nothing shared: not a duplicate.
		fresh := contactConsultationBody()
		fresh["email"], fresh["phone"] = "new@example.com", "5550000001"
		if l := contactLead(t, ts, contactPost(t, ts, fresh, nil)); l.DuplicateOf != nil {
			t.Errorf("unrelated lead: duplicate_of %d, want none", *l.DuplicateOf)
		}
		// More than 30 days after every earlier lead: not a duplicate.
		ts.advance(31 * 24 * time.Hour)
		if l := contactLead(t, ts, contactPost(t, ts, contactConsultationBody(), nil)); l.DuplicateOf != nil {
			t.Errorf("same e-mail after 30 days: duplicate_of %d, want none", *l.DuplicateOf)
		}
	})
}

func TestContactBodyErrors(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		huge := contactConsultationBody()
		huge["description"] = strings.Repeat("x", 1<<20)
		hugeJSON, _ := json.Marshal(huge)
		for _, c := range []struct {
			name string
			body any
			want int
			msg  string
		}{
			{"empty body", nil, http.StatusBadRequest, "The request body is empty."},
			{"empty string", "", http.StatusBadRequest, "The request body is empty."},
			{"malformed JSON", `{"first_name": "Jane"`, http.StatusBadRequest, "The request body is not valid JSON."},
			{"not JSON", `first_name=Jane&last_name=Doe`, http.StatusBadRequest, "The request body is not valid JSON."},
			{"array", `[1, 2]`, http.StatusBadRequest, "The request body is not valid JSON."},
			{"trailing data", `{"first_name": "Jane"} x`, http.StatusBadRequest, "The request body is not valid JSON."},
			{"over 1 MB", hugeJSON, http.StatusRequestEntityTooLarge, "The request body is too large."},
		} {
			r := ts.do(request{method: "POST", path: "/api/contact", body: c.body})
			if r.Code != c.want {
				t.Errorf("%s: got %d, want %d; body %.200s", c.name, r.Code, c.want, r.Body.String())
				continue
			}
			if msg := r.json(t)["message"]; msg != c.msg {
				t.Errorf("%s: message %v, want %q", c.name, msg, c.msg)
			}
		}
		if n := contactLeadCount(t, ts); n != 0 {
			t.Errorf("leads stored from refused bodies: %d", n)
		}
		// Just under the limit is read to the end, and judged on its fields.
		under := contactConsultationBody()
		under["description"] = strings.Repeat("x", 1<<20-600)
		r := ts.do(request{method: "POST", path: "/api/contact", body: under})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs) != 1 || len(errs["description"]) != 1 {
			t.Errorf("description just under 1 MB: errors %v, want only description", errs)
		}
	})
}

// TestContactAnswerReference: the answer names the lead by its reference,
// replays give the same one, and a honeypot answer cannot be told from a
// real one: same status, headers, shape and reference form, and the same
// reference on a replay.
func TestContactAnswerReference(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		post := func(body map[string]any, key string) response {
			t.Helper()
			var header map[string]string
			if key != "" {
				header = map[string]string{"Idempotency-Key": key}
			}
			r := ts.do(request{method: "POST", path: "/api/contact", body: body, header: header})
			wantStatus(t, r, http.StatusCreated)
			return r
		}
		real := post(contactConsultationBody(), "real-key")
		ref := contactAnswerReference(t, real)
		l, err := ts.store.LeadByReference(t.Context(), ref)
		if err != nil {
			t.Fatalf("no lead has the answered reference %q: %v", ref, err)
		}
		if strings.Contains(real.Body.String(), `"id"`) {
			t.Errorf("answer carries an id: %s", real.Body.String())
		}
		if again := contactAnswerReference(t, post(contactConsultationBody(), "real-key")); again != ref {
			t.Errorf("replay: reference %q, want %q", again, ref)
		}
		other := post(contactConsultationBody(), "")
		if got := contactAnswerReference(t, other); got == ref {
			t.Errorf("a new lead got the same reference %q", got)
		}

		bot := contactConsultationBody()
		bot["website"] = "http://spam.example"
		decoy := post(bot, "bot-key")
		decoyRef := contactAnswerReference(t, decoy)
		if again := contactAnswerReference(t, post(bot, "bot-key")); again != decoyRef {
			t.Errorf("honeypot replay: reference %q, want %q", again, decoyRef)
		}
		if a, b := contactAnswerReference(t, post(bot, "")), contactAnswerReference(t, post(bot, "")); a == b {
			t.Errorf("honeypot answers without a key share reference %q", a)
		}
		if _, err := ts.store.LeadByReference(t.Context(), decoyRef); err == nil {
			t.Errorf("the decoy reference %q names a stored lead", decoyRef)
		}
		// Same headers (names and values, but the per-request id) and body
		// shape as the real answer.
		for name := range mergeKeys(real.Header(), decoy.Header()) {
			if name == "X-Request-Id" {
				continue
			}
			if got, want := decoy.Header().Values(name), real.Header().Values(name); !slices.Equal(got, want) {
				t.Errorf("header %s: honeypot %q, real %q", name, got, want)
			}
		}
		if got, want := strings.Replace(decoy.Body.String(), decoyRef, "REF", 1), strings.Replace(real.Body.String(), ref, "REF", 1); got != want {
			t.Errorf("honeypot body %s, real %s", got, want)
		}
		if got := contactLeadCount(t, ts); got != 2 {
			t.Errorf("leads stored: got %d, want 2 (%d)", got, l.ID)
		}
	})
}

func mergeKeys(hs ...http.Header) map[string]bool {
	keys := map[string]bool{}
	for _, h := range hs {
		for k := range h {
			keys[k] = true
		}
	}
	return keys
}

// TestContactQueuesRetention: with a TrustedForm API key, a lead with a
// valid certificate queues exactly one claim of it (and wakes the worker);
// a malformed certificate, a certificate of another host, a replay or no
// key queue none.
func TestContactQueuesRetention(t *testing.T) {
	claims := func(t *testing.T, ts *testServer) []leads.Retention {
		t.Helper()
		items, err := ts.store.OutboxEntries(t.Context(), leads.RetainKind, 100)
		if err != nil {
			t.Fatal(err)
		}
		var out []leads.Retention
		for _, it := range items {
			var r leads.Retention
			if err := json.Unmarshal(it.Payload, &r); err != nil {
				t.Fatal(err)
			}
			out = append(out, r)
		}
		return out
	}
	eachServer(t, func(t *testing.T, ts *testServer) {
		woken := 0
		ts.server.OnQueued(func() { woken++ })
		for _, link := range []string{
			"https://cert.trustedform.com/abc",
			"http://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567",
			"https://cert.example.com/0123456789abcdef0123456789abcdef01234567",
			"https://cert.trustedform.com.example.com/0123456789abcdef0123456789abcdef01234567",
			"",
		} {
			body := contactConsultationBody()
			body["link"] = link
			contactPost(t, ts, body, nil)
		}
		if got := claims(t, ts); len(got) != 0 {
			t.Fatalf("claims without a valid certificate: %+v", got)
		}
		// Every new lead wakes the worker (deliveries, notices); a replay
		// stores nothing and does not.
		woken = 0
		header := map[string]string{"Idempotency-Key": "retain-once"}
		id := contactPost(t, ts, contactConsultationBody(), header)
		contactPost(t, ts, contactConsultationBody(), header) // a replay stores and queues nothing
		got := claims(t, ts)
		if len(got) != 1 || got[0] != (leads.Retention{LeadID: id, CertID: "0123456789abcdef0123456789abcdef01234567"}) || woken != 1 {
			t.Errorf("claims: got %+v (worker woken %d times), want one for lead %d", got, woken, id)
		}
	}, func(c *config.Config) { c.TrustedFormAPIKey = "tf-key" })

	eachServer(t, func(t *testing.T, ts *testServer) {
		contactPost(t, ts, contactConsultationBody(), nil)
		if got := claims(t, ts); len(got) != 0 {
			t.Errorf("claims without an API key: %+v", got)
		}
	})
}
