package leads

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
)

func TestStates(t *testing.T) {
	if len(States) != 51 {
		t.Fatalf("got %d states, want 50 and DC", len(States))
	}
	codes, names := map[string]bool{}, map[string]bool{}
	for _, s := range States {
		if len(s.Code) != 2 || strings.ToUpper(s.Code) != s.Code || s.Name == "" {
			t.Errorf("bad entry %+v", s)
		}
		codes[s.Code], names[s.Name] = true, true
	}
	if len(codes) != 51 || len(names) != 51 {
		t.Errorf("duplicates: %d codes, %d names", len(codes), len(names))
	}
	for _, c := range []string{"AK", "DC", "CA", "WY"} {
		if !codes[c] {
			t.Errorf("%s missing", c)
		}
	}
}

func TestStateCode(t *testing.T) {
	// Every state in each of the three forms the forms send.
	for _, s := range States {
		for _, in := range []string{s.Name + " (" + s.Code + ")", s.Code, s.Name, strings.ToLower(s.Name), strings.ToLower(s.Code), "  " + s.Name + "  "} {
			if code, ok := StateCode(in); !ok || code != s.Code {
				t.Errorf("StateCode(%q): got %q, %v; want %q", in, code, ok, s.Code)
			}
		}
	}
	for _, in := range []string{"", " ", "Atlantis", "ZZ", "A", "Alabama (AK)", "(AL)", "Alabama ()", "Alabama (AL", "Puerto Rico (PR)",
		"PR", "Guam", "Alabama, AL", "AL (Alabama)", "New  York", "Select State"} {
		if code, ok := StateCode(in); ok {
			t.Errorf("StateCode(%q): got %q, ok; want not ok", in, code)
		}
	}
}

func TestConsentUnmarshal(t *testing.T) {
	for _, c := range []struct {
		json string
		want bool
	}{
		{`true`, true}, {`"true"`, true}, {`"TRUE"`, true}, {`"on"`, true}, {`" on "`, true}, {`"1"`, true}, {`1`, true}, {`"yes"`, true},
		{`false`, false}, {`"false"`, false}, {`"off"`, false}, {`"0"`, false}, {`0`, false}, {`""`, false}, {`null`, false},
		{`"no"`, false}, {`"checked"`, false}, {`2`, false},
	} {
		var v struct {
			C Checkbox `json:"is_checked"`
		}
		if err := json.Unmarshal([]byte(`{"is_checked":`+c.json+`}`), &v); err != nil {
			t.Errorf("is_checked %s: %v", c.json, err)
			continue
		}
		if bool(v.C) != c.want {
			t.Errorf("is_checked %s: got %v, want %v", c.json, v.C, c.want)
		}
	}
	// Left out means not given.
	var v Submission
	if err := json.Unmarshal([]byte(`{}`), &v); err != nil || v.IsChecked {
		t.Errorf("missing is_checked: got %v, %v", v.IsChecked, err)
	}
}

func decode(t *testing.T, s string) Submission {
	t.Helper()
	var sub Submission
	if err := json.Unmarshal([]byte(s), &sub); err != nil {
		t.Fatalf("decode %s: %v", s, err)
	}
	return sub
}

func TestForm(t *testing.T) {
	for _, c := range []struct {
		json, want string
	}{
		{`{"first_name":"Jane","last_name":"Doe"}`, FormConsultation},
		{`{"first_name":"","last_name":""}`, FormConsultation},
		{`{}`, FormConsultation},
		{`{"name":"John"}`, FormStateLaw},
		// The state-law form with its name left blank is still that form.
		{`{"name":""}`, FormStateLaw},
		{`{"name":"  "}`, FormStateLaw},
		{`{"name":"John","first_name":"","last_name":""}`, FormStateLaw},
		{`{"name":"","first_name":"","last_name":""}`, FormConsultation},
		{`{"name":"John","first_name":"Jane"}`, FormConsultation},
		{`{"name":null}`, FormConsultation},
	} {
		if got := decode(t, c.json).Form(); got != c.want {
			t.Errorf("Form of %s: got %q, want %q", c.json, got, c.want)
		}
	}
}

func TestIsBot(t *testing.T) {
	for _, c := range []struct {
		json string
		want bool
	}{
		{`{}`, false}, {`{"website":""}`, false}, {`{"website":"  "}`, false},
		{`{"website":"x"}`, true}, {`{"website":"http://spam.example"}`, true},
	} {
		if got := decode(t, c.json).IsBot(); got != c.want {
			t.Errorf("IsBot %s: got %v, want %v", c.json, got, c.want)
		}
	}
}

const (
	consultationJSON = `{"first_name":" Jane ","last_name":"Doe","email":" Jane@Example.COM ","phone":"5551234567","zipCode":"90210",
		"state":"California (CA)","is_checked":true,"LeadID":"A1B2C3D4-E5F6-7890-ABCD-EF1234567890","link":"https://cert.trustedform.com/0123456789abcdef0123",
		"page_url":"https://claims.example/","referrer":"https://www.google.com/","description":"Back pain."}`
	stateLawJSON = `{"name":"John Roe","email":"john@example.com","phone":"5559876543","zipCode":"","description":"Hurt.",
		"is_checked":"on","LeadID":"b1b2c3d4-e5f6-7890-abcd-ef1234567890","state_law_id":7}`
)

func TestLeadConsultation(t *testing.T) {
	lead, errs := decode(t, consultationJSON).Lead(Context{Mode: VerificationOptional, ConsentVersion: "v1", IP: "203.0.113.5",
		UserAgent: "Phone", Referer: "https://ignored.example/"})
	if errs.Any() {
		t.Fatalf("valid submission refused: %v", errs)
	}
	want := Lead{
		SourceForm: FormConsultation, FirstName: "Jane", LastName: "Doe", Email: "jane@example.com",
		Phone: "5551234567", ZipCode: "90210", State: "CA", Description: "Back pain.", Verified: true,
		Consent: Consent{TextVersion: "v1", IP: "203.0.113.5", UserAgent: "Phone",
			LeadIDToken: "A1B2C3D4-E5F6-7890-ABCD-EF1234567890", TrustedFormCertURL: "https://cert.trustedform.com/0123456789abcdef0123",
			PageURL: "https://claims.example/", Referrer: "https://www.google.com/", LeadIDState: ProofValid, TrustedFormState: ProofValid},
	}
	if lead.SourceForm != want.SourceForm || lead.FirstName != want.FirstName || lead.LastName != want.LastName ||
		lead.Name != "" || lead.Email != want.Email || lead.Phone != want.Phone || lead.ZipCode != want.ZipCode ||
		lead.State != want.State || lead.Description != want.Description || lead.Verified != want.Verified ||
		lead.Consent != want.Consent || lead.StateLawID != nil {
		t.Errorf("lead:\n got %+v\nwant %+v", lead, want)
	}
}

func TestLeadStateLaw(t *testing.T) {
	lead, errs := decode(t, stateLawJSON).Lead(Context{Mode: VerificationOptional})
	if errs.Any() {
		t.Fatalf("valid submission refused: %v", errs)
	}
	if lead.SourceForm != FormStateLaw || lead.Name != "John Roe" || lead.FirstName != "" || lead.ZipCode != "" ||
		lead.Description != "Hurt." || lead.StateLawID == nil || *lead.StateLawID != 7 || !lead.Verified {
		t.Errorf("lead: got %+v", lead)
	}
}

func TestLeadRules(t *testing.T) {
	for _, c := range []struct {
		name string
		json string
		mode string
		want []string
	}{
		{"empty consultation", `{}`, VerificationOptional, []string{"email", "first_name", "is_checked", "last_name", "phone", "zipCode"}},
		{"empty state-law", `{"name":""}`, VerificationOptional, []string{"email", "is_checked", "name", "phone"}},
		{"required mode, consultation", `{"first_name":"J","last_name":"D","email":"j@example.com","phone":"5551234567","zipCode":"12345","is_checked":true}`,
			VerificationRequired, []string{"LeadID", "link"}},
		{"required mode, state-law", `{"name":"J","email":"j@example.com","phone":"5551234567","is_checked":true}`,
			VerificationRequired, []string{"LeadID"}},
		{"required mode, blank tokens", `{"name":"J","email":"j@example.com","phone":"5551234567","is_checked":true,"LeadID":"  "}`,
			VerificationRequired, []string{"LeadID"}},
		{"off mode", `{"first_name":"J","last_name":"D","email":"j@example.com","phone":"5551234567","zipCode":"12345","is_checked":true}`,
			VerificationOff, nil},
		{"bad formats", `{"first_name":"J","last_name":"D","email":"j@x","phone":"555123456","zipCode":"1234","state":"XX","is_checked":true,"link":"http://x.example"}`,
			VerificationOptional, []string{"email", "phone", "state", "zipCode"}},
	} {
		_, errs := decode(t, c.json).Lead(Context{Mode: c.mode})
		if got := slices.Sorted(maps.Keys(errs)); !slices.Equal(got, c.want) {
			t.Errorf("%s: error keys %v (%v), want %v", c.name, got, errs, c.want)
		}
	}
}

func TestLeadPhoneZip(t *testing.T) {
	base := func(phone, zip string) string {
		b, _ := json.Marshal(map[string]any{"first_name": "J", "last_name": "D", "email": "j@example.com", "phone": phone, "zipCode": zip, "is_checked": true})
		return string(b)
	}
	for _, c := range []struct {
		phone   string
		phoneOK bool
	}{
		{"5551234567", true}, {" 5551234567 ", true}, {"0000000000", true},
		{"555 123 4567", false}, {"555123456", false}, {"55512345678", false}, {"555-123-4567", false},
		{"(555)1234567", false}, {"+15551234567", false}, {"555123456a", false}, {"５５５１２３４５６７", false},
	} {
		_, errs := decode(t, base(c.phone, "12345")).Lead(Context{Mode: VerificationOptional})
		if errs.Has("phone") == c.phoneOK {
			t.Errorf("phone %q: error %v, want %v", c.phone, errs["phone"], !c.phoneOK)
		}
		if !c.phoneOK && errs.English()["phone"][0] != "Phone number must be exactly 10 digits and remove spaces" {
			t.Errorf("phone %q: message %q", c.phone, errs.English()["phone"][0])
		}
	}
	for _, c := range []struct {
		zip string
		ok  bool
	}{
		{"12345", true}, {"12345-6789", true}, {" 02134 ", true},
		{"1234", false}, {"123456", false}, {"12345-678", false}, {"12345 6789", false}, {"12345-67890", false},
		{"ABCDE", false}, {"12345-", false}, {"", false},
	} {
		_, errs := decode(t, base("5551234567", c.zip)).Lead(Context{Mode: VerificationOptional})
		if errs.Has("zipCode") == c.ok {
			t.Errorf("zip %q: error %v, want %v", c.zip, errs["zipCode"], !c.ok)
		}
	}
}

func TestLeadVerified(t *testing.T) {
	const token, cert = `"LeadID":"A1B2C3D4-E5F6-7890-ABCD-EF1234567890"`, `"link":"https://cert.trustedform.com/0123456789abcdef0123"`
	for _, c := range []struct {
		name string
		json string
		want bool
	}{
		{"consultation, both proofs", `{` + token + `,` + cert + `}`, true},
		{"consultation, token only", `{` + token + `}`, false},
		{"consultation, certificate only", `{` + cert + `}`, false},
		{"consultation, none", `{}`, false},
		{"consultation, malformed token", `{"LeadID":"t",` + cert + `}`, false},
		{"consultation, certificate of another host", `{` + token + `,"link":"https://cert.example.com/0123456789abcdef0123"}`, false},
		{"state-law, token", `{"name":"J",` + token + `}`, true},
		{"state-law, malformed token", `{"name":"J","LeadID":"t"}`, false},
		{"state-law, none", `{"name":"J"}`, false},
	} {
		lead, _ := decode(t, c.json).Lead(Context{Mode: VerificationOptional})
		if lead.Verified != c.want {
			t.Errorf("%s: verified %v, want %v", c.name, lead.Verified, c.want)
		}
	}
}

func TestLeadClipsContext(t *testing.T) {
	long := "https://claims.example/" + strings.Repeat("é", 2000)
	b, _ := json.Marshal(map[string]any{"name": "J", "page_url": long, "referrer": long})
	lead, _ := decode(t, string(b)).Lead(Context{Mode: VerificationOptional})
	if len(lead.Consent.PageURL) > 2000 || len(lead.Consent.Referrer) > 2000 || !strings.HasPrefix(lead.Consent.PageURL, "https://claims.example/") {
		t.Errorf("page_url %d bytes, referrer %d bytes: want at most 2000", len(lead.Consent.PageURL), len(lead.Consent.Referrer))
	}
}
