package leads

import (
	"bytes"
	"encoding/json"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"claimsite/internal/validate"
)

// Fuzz targets of the lead's decoders and validators. Run one with
// go test -run='^$' -fuzz='^FuzzSubmission$' -fuzztime=30s ./internal/leads
// (scripts/verify/40-fuzz.sh runs them all); plain go test runs the seeds
// and testdata/fuzz.

// submissionSeeds are real bodies of POST /api/contact (both forms, as
// the web app sends them) and edge cases.
var submissionSeeds = []string{
	`{"first_name":"Jane","last_name":"Doe","email":"jane@example.com","phone":"5555550100","zipCode":"30301","state":"Georgia (GA)","description":"Rear-ended on I-85.","is_checked":true,"LeadID":"A1B2C3D4-E5F6-A7B8-C9D0-E1F2A3B4C5D6","link":"https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567","page_url":"https://claims.example/services/1","referrer":"https://www.google.com/","consent_version":"v1","attribution":{"landing_page":"/services/1?utm_source=google","utm_source":"google","utm_medium":"cpc","gclid":"Cj0KCQ"},"website":""}`,
	`{"name":"John Roe","email":"JOHN@Example.com","phone":"5555550101","description":"Slip and fall","is_checked":"on","state_law_id":5}`,
	`{"name":"","email":"a@b.co","phone":"5555550102","is_checked":"1"}`,
	`{"first_name":" ","last_name":null,"email":"x","phone":"555-555-0100","zip_code":"3030","state":"Narnia","is_checked":false}`,
	`{"first_name":"Ana","last_name":"Li","email":"ana@example.com","phone":"5555550103","zipCode":"30301-1234","state":"dc","is_checked":"yes","service_id":2,"attribution":null}`,
	`{"first_name":"Ana","last_name":"Li","email":"ana@example.com","phone":"5555550103","zipCode":"30301","is_checked":true,"attribution":"google"}`,
	`{"first_name":"Ana","last_name":"Li","email":"ana@example.com","phone":"5555550103","zipCode":"30301","is_checked":true,"attribution":{"utm_source":5,"gclid":null,"extra":"x"}}`,
	`{"first_name":"A\u0000na","last_name":"\udc00","email":"ana@example.com","phone":"5555550103","zipCode":"30301","is_checked":true}`,
	`{"first_name":"Bot","website":"http://spam.example"}`,
	`{"is_checked":{"a":1}}`,
	`{"state_law_id":"5"}`,
	`[]`, `null`, `{}`, `{"a":`, "",
}

// FuzzSubmission decodes a body as the handler does, then checks the
// lead: whatever it stores is storable text (no NUL, valid UTF-8), and a
// lead that passed re-validates to the very same lead when its stored
// values are sent again (what is stored is in the form's own rules).
func FuzzSubmission(f *testing.F) {
	for _, s := range submissionSeeds {
		for _, mode := range []uint8{0, 1, 2} {
			f.Add([]byte(s), mode)
		}
	}
	modes := []string{VerificationOptional, VerificationOff, VerificationRequired}
	f.Fuzz(func(t *testing.T, body []byte, mode uint8) {
		var sub Submission
		if err := json.NewDecoder(bytes.NewReader(body)).Decode(&sub); err != nil {
			return // 400 in the handler
		}
		ctx := Context{ConsentVersion: "v1", IP: "192.0.2.1", UserAgent: "Mozilla/5.0 \xff", Referer: "https://ref.example/",
			Mode: modes[int(mode)%len(modes)], RetainCertificates: mode&4 != 0}
		lead, errs := sub.Lead(ctx)
		if errs.Any() {
			for field, msgs := range errs.English() {
				if field == "" || len(msgs) == 0 || msgs[0] == "" {
					t.Fatalf("empty field error %q: %v", field, errs)
				}
			}
			return
		}
		checkStorable(t, lead)
		again, errs := resubmit(lead).Lead(ctx)
		if errs.Any() {
			t.Fatalf("stored lead %+v fails its own rules: %v", lead, errs)
		}
		if !reflect.DeepEqual(again, lead) {
			t.Fatalf("lead changes when re-validated:\n first %+v\n again %+v", lead, again)
		}
	})
}

// resubmit is the body a form would send to make lead again.
func resubmit(l Lead) Submission {
	str := func(s string) *string { return &s }
	raw := map[string]string{}
	for _, f := range AttributionFields {
		if v := *f.Ptr(&l.Attribution); v != "" {
			raw[f.Key] = v
		}
	}
	attr, _ := json.Marshal(raw)
	s := Submission{
		Email: l.Email, Phone: l.Phone, ZipCode: l.ZipCode, State: l.State, Description: l.Description,
		IsChecked: true, StateLawID: l.StateLawID, ServiceID: l.ServiceID,
		Proof: Proof{LeadID: l.Consent.LeadIDToken, Link: l.Consent.TrustedFormCertURL, PageURL: l.Consent.PageURL,
			Referrer: l.Consent.Referrer, ConsentVersion: l.Consent.TextVersion, Attribution: attr},
	}
	if l.SourceForm == FormStateLaw {
		s.Name = str(l.Name)
	} else {
		s.FirstName, s.LastName = str(l.FirstName), str(l.LastName)
	}
	return s
}

// checkStorable fails unless every text of l is valid UTF-8 without NUL
// (PostgreSQL refuses anything else, with the whole lead).
func checkStorable(t *testing.T, l Lead) {
	t.Helper()
	texts := append([]string{l.SourceForm, l.FirstName, l.LastName, l.Name, l.Email, l.Phone, l.ZipCode, l.State,
		l.Description, l.Consent.TextVersion, l.Consent.IP, l.Consent.UserAgent, l.Consent.PageURL, l.Consent.Referrer,
		l.Consent.LeadIDToken, l.Consent.TrustedFormCertURL, l.Consent.LeadIDState, l.Consent.TrustedFormState}, l.Attribution.Values()...)
	for i, s := range texts {
		if !validate.Storable(s) {
			t.Fatalf("lead text %d is not storable: %q", i, s)
		}
	}
}

// FuzzAttribution: an attribution object that passes has each value
// storable and within its limit; one that fails names only attribution
// fields.
func FuzzAttribution(f *testing.F) {
	for _, s := range []string{
		`{"landing_page":"/services/1?gclid=x","referrer":"https://www.google.com/","utm_source":"google","utm_medium":"cpc","utm_campaign":"spring","utm_term":"car accident","utm_content":"ad1","gclid":"Cj0KCQ","gbraid":"g","wbraid":"w","fbclid":"IwAR","msclkid":"m","ttclid":"t"}`,
		`null`, ``, `"x"`, `[]`, `{"utm_source":5}`, `{"utm_source":"\u0000x"}`, `{"utm_source":"` + strings.Repeat("a", 256) + `"}`,
		`{"landing_page":null}`, `{"unknown":"x"}`, ` {"utm_source":"a"} `, `{"utm_source":"a","utm_source":"b"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		errs := validate.Messages{}
		a := checkAttribution(errs, raw)
		for field := range errs {
			if field != "attribution" && !strings.HasPrefix(field, "attribution.") {
				t.Fatalf("attribution error on %q", field)
			}
		}
		if errs.Any() {
			return
		}
		for _, fl := range AttributionFields {
			v := *fl.Ptr(&a)
			if !validate.Storable(v) || len([]rune(v)) > fl.Max || v != strings.TrimSpace(v) {
				t.Fatalf("%s = %q passed", fl.Key, v)
			}
		}
	})
}

// FuzzCorrection: a correction that passes its form's rules passes them
// again unchanged (the operator's saved values are in the intake's form).
func FuzzCorrection(f *testing.F) {
	f.Add("Jane", "Doe", "", "JANE@example.com", "5555550100", "30301", false, uint8(0x3b))
	f.Add("", "", "John Roe", "john@example.com", "5555550101", "", true, uint8(0x3c))
	f.Add("J\x00", "\xff", "x", "not-an-email", "555 555 0100", "3030", false, uint8(0xff))
	f.Fuzz(func(t *testing.T, first, last, name, email, phone, zip string, stateLaw bool, set uint8) {
		form := FormConsultation
		if stateLaw {
			form = FormStateLaw
		}
		c := Correction{}
		for i, p := range []**string{&c.FirstName, &c.LastName, &c.Name, &c.Email, &c.Phone, &c.ZipCode} {
			if set&(1<<i) != 0 {
				v := []string{first, last, name, email, phone, zip}[i]
				*p = &v
			}
		}
		out, errs := c.Check(form)
		if errs.Any() {
			return
		}
		again, errs := out.Check(form)
		if errs.Any() || !reflect.DeepEqual(again, out) {
			t.Fatalf("correction %+v changes when checked again: %+v, %v", out, again, errs)
		}
		for _, p := range []*string{out.FirstName, out.LastName, out.Name, out.Email, out.Phone, out.ZipCode} {
			if p != nil && !validate.Storable(*p) {
				t.Fatalf("correction keeps %q", *p)
			}
		}
	})
}

var stateCode = regexp.MustCompile(`^[A-Z]{2}$`)

// FuzzStateCode: a state a form may send maps to a two-letter code that
// maps to itself, and to nothing else.
func FuzzStateCode(f *testing.F) {
	for _, s := range []string{"Georgia (GA)", "GA", "ga", "georgia", " Georgia ", "District of Columbia (DC)", "Georgia (AL)", "(GA)", "GA)", "Narnia", "", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		code, ok := StateCode(s)
		if !ok {
			if code != "" {
				t.Fatalf("StateCode(%q) = %q, false", s, code)
			}
			return
		}
		if !stateCode.MatchString(code) {
			t.Fatalf("StateCode(%q) = %q", s, code)
		}
		if again, ok := StateCode(code); !ok || again != code {
			t.Fatalf("StateCode(%q) = %q, but StateCode(%q) = %q, %v", s, code, code, again, ok)
		}
	})
}

// FuzzNormalizePhone: the normal form is digits only, at most as long as
// the input's digits, and normalising it again changes nothing for the
// 10-digit numbers leads carry.
func FuzzNormalizePhone(f *testing.F) {
	for _, s := range []string{"5555550100", "(555) 555-0100", "+1 555 555 0100", "15555550100", "1", "", "٥٥٥", "11111111111"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := NormalizePhone(s)
		for _, r := range n {
			if r < '0' || r > '9' {
				t.Fatalf("NormalizePhone(%q) = %q", s, n)
			}
		}
		if len(n) == 10 && NormalizePhone(n) != n {
			t.Fatalf("NormalizePhone not idempotent on %q", n)
		}
		if tenDigits.MatchString(s) && n != s {
			t.Fatalf("NormalizePhone(%q) = %q: a lead's phone must match itself", s, n)
		}
	})
}

// FuzzProof: the proof parsers agree with each other; a valid
// certificate has an id that is plain text on the one host.
func FuzzProof(f *testing.F) {
	for _, s := range []string{"https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567", "http://cert.trustedform.com/0123456789abcdef0123",
		"https://cert.trustedform.com.evil.example/0123456789abcdef0123", "https://user@cert.trustedform.com/0123456789abcdef0123",
		"https://cert.trustedform.com/0123456789abcdef0123?x=1", "https://cert.trustedform.com/0123456789abcdef0123#", "https://cert.trustedform.com/%30123456789abcdef0123",
		"A1B2C3D4-E5F6-A7B8-C9D0-E1F2A3B4C5D6", "", " ", "%", "https://cert.trustedform.com/../0123456789abcdef0123"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id := TrustedFormCertID(s)
		state := TrustedFormState(s)
		if (id != "") != (state == ProofValid) {
			t.Fatalf("TrustedFormCertID(%q) = %q but state %q", s, id, state)
		}
		if id != "" && (!trustedFormID.MatchString(id) || !strings.HasPrefix(s, "https://"+TrustedFormHost+"/")) {
			t.Fatalf("TrustedFormCertID(%q) = %q", s, id)
		}
		if st := LeadIDState(s); st == ProofValid && len(s) != 36 {
			t.Fatalf("LeadIDState(%q) = valid", s)
		}
	})
}

// FuzzPartner: a partner that passes Check after Normalized is a fixed
// point of Normalized, its texts are storable, and Check never panics on
// any decoded body (time zones and opening hours included).
func FuzzPartner(f *testing.F) {
	for _, s := range []string{
		`{"name":"Smith Law","email":"Intake@Smith.example","states":["ga","GA","fl"],"service_ids":[1,1,2],"priority":1,"daily_cap":5,"monthly_cap":100,"timezone":"America/New_York","schedule":[{"day":1,"open":"09:00","close":"17:00"},{"day":0,"open":"10:00","close":"12:00"}],"active":true}`,
		`{"name":"Hook","webhook_url":"https://hooks.example/lead","webhook_secret":"s3cret","states":["CA"],"priority":3,"timezone":"UTC"}`,
		`{"name":"x","email":"x@y.z","states":["XX"],"priority":0,"timezone":"Local"}`,
		`{"name":"x","email":"x@y.z","states":["CA"],"priority":1,"timezone":"../../etc/passwd"}`,
		`{"name":"x","email":"x@y.z","states":["CA"],"priority":1,"timezone":"UTC","schedule":[{"day":7,"open":"24:00","close":"24:01"}]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		var p Partner
		if json.Unmarshal(body, &p) != nil {
			return
		}
		n := p.Normalized()
		if n.Check().Any() {
			return
		}
		if again := n.Normalized(); !reflect.DeepEqual(again, n) {
			t.Fatalf("Normalized is not idempotent:\n once  %+v\n twice %+v", n, again)
		}
		for _, s := range append([]string{n.Name, n.Email, n.WebhookURL, n.WebhookSecret, n.Timezone}, n.States...) {
			if !validate.Storable(s) {
				t.Fatalf("partner keeps %q", s)
			}
		}
		_ = n.OpenAt(n.DayStart(n.MonthStart(p.CreatedAt)))
	})
}

// FuzzCheckbox: the consent checkbox is true only for what forms post as
// checked.
func FuzzCheckbox(f *testing.F) {
	for _, s := range []string{`true`, `false`, `"on"`, `"1"`, `1`, `"yes"`, `"TRUE "`, `null`, `"off"`, `{}`, `"\u0000"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var c Checkbox
		if c.UnmarshalJSON(raw) != nil {
			return
		}
		if c {
			var s string
			if json.Unmarshal(raw, &s) != nil {
				s = string(raw)
			}
			switch strings.ToLower(strings.TrimSpace(s)) {
			case "true", "1", "on", "yes":
			default:
				t.Fatalf("checkbox %q is checked", raw)
			}
		}
	})
}

// TestSubmissionSeedsPass keeps FuzzSubmission's round trip exercised: its
// first seeds (one per form) must be valid leads.
func TestSubmissionSeedsPass(t *testing.T) {
	for _, body := range submissionSeeds[:2] {
		var sub Submission
		if err := json.Unmarshal([]byte(body), &sub); err != nil {
			t.Fatal(err)
		}
		if _, errs := sub.Lead(Context{Mode: VerificationOptional}); errs.Any() {
			t.Errorf("seed %s: %v", body, errs)
		}
	}
}
