package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"io/fs"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/config"
	"claimsite/internal/delivery"
	"claimsite/internal/media"
	"claimsite/internal/seed"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
	"claimsite/internal/validate"
	"claimsite/internal/webui"
)

// Fuzz targets of the request decoders and of whole routes. Run one with
// go test -run='^$' -fuzz='^FuzzContactRoute$' -fuzztime=30s ./internal/httpapi
// (scripts/verify/40-fuzz.sh runs them all); plain go test runs the seeds
// and testdata/fuzz. The route targets run on SQLite: a fuzzer's worker
// holds one database for its whole run.

// clientError reports whether err is one the client caused, answered with
// a 4xx by respondError, rather than a 500.
func clientError(err error) bool {
	var ae *apiError
	var maxBytes *http.MaxBytesError
	switch {
	case errors.As(err, &ae):
		return ae.status >= 400 && ae.status < 500
	case errors.As(err, &maxBytes), errors.Is(err, media.ErrTooLarge):
		return true
	}
	return false
}

// FuzzDecodeJSON: the shared JSON decoder takes exactly one valid JSON
// value and refuses everything else as the client's error.
func FuzzDecodeJSON(f *testing.F) {
	for _, s := range []string{`{"a":1}`, `{"a":1} `, `{"a":1}{"b":2}`, `{"a":1} x`, `[1,2]`, `null`, `"x"`, ``, ` `, `{`, "\xff", `{"a":"\ud800"}`,
		`{"a":"` + strings.Repeat("x", 100) + `"}`, `{"a":{"b":{"c":[[[[]]]]}}}`, "{\"a\":\"\x00\"}"} {
		f.Add([]byte(s), false)
	}
	f.Fuzz(func(t *testing.T, body []byte, intoStruct bool) {
		r := httptest.NewRequest("POST", "/", bytes.NewReader(body))
		w := httptest.NewRecorder()
		var err error
		if intoStruct {
			var dst struct {
				Name  string `json:"name"`
				Count int    `json:"count"`
				Flag  *bool  `json:"flag"`
			}
			err = decodeJSON(w, r, &dst)
		} else {
			var dst any
			err = decodeJSON(w, r, &dst)
		}
		if err != nil {
			if !clientError(err) {
				t.Fatalf("decodeJSON(%q): %v is not a client error", body, err)
			}
			return
		}
		if !json.Valid(body) {
			t.Fatalf("decodeJSON accepted %q", body)
		}
	})
}

// FuzzReadForm: every body of a create or update form (multipart,
// URL-encoded or JSON) is read or refused as the client's error, and
// what is read is what was sent.
func FuzzReadForm(f *testing.F) {
	var mp bytes.Buffer
	mw := multipart.NewWriter(&mp)
	mw.WriteField("title", "Car accidents")
	mw.WriteField("_method", "PUT")
	part, _ := mw.CreateFormFile("path", "a.png")
	part.Write(pngBytes)
	mw.Close()
	f.Add(uint8(0), mw.Boundary(), mp.Bytes())
	f.Add(uint8(0), "x", []byte("--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--x--\r\n"))
	f.Add(uint8(0), "x", []byte("--x\r\nContent-Disposition: form-data; name=\"path\"; filename=\"../../a\"\r\n\r\nGIF89a\r\n--x"))
	f.Add(uint8(1), "", []byte("title=A&description=%3Cscript%3E&title=B"))
	f.Add(uint8(1), "", []byte("%zz=1&a"))
	f.Add(uint8(2), "", []byte(`{"title":"A","order":3,"active":true,"tags":["x"],"none":null}`))
	f.Add(uint8(2), "", []byte(`{"title":`))
	f.Fuzz(func(t *testing.T, kind uint8, boundary string, body []byte) {
		r := httptest.NewRequest("POST", "/", bytes.NewReader(body))
		switch kind % 3 {
		case 0:
			r.Header.Set("Content-Type", "multipart/form-data; boundary="+boundary)
		case 1:
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		case 2:
			r.Header.Set("Content-Type", "application/json")
		}
		frm, err := (&Server{}).readForm(httptest.NewRecorder(), r)
		if err != nil {
			if !clientError(err) {
				t.Fatalf("readForm: %v is not a client error", err)
			}
			return
		}
		defer frm.close()
		for k := range frm.values {
			if !frm.has(k) {
				t.Fatalf("value %q read but not present", k)
			}
		}
		if kind%3 == 2 {
			var m map[string]any
			if json.Unmarshal(body, &m) != nil || len(m) != len(frm.values) {
				t.Fatalf("JSON form %q read as %v", body, frm.values)
			}
		}
		if frm.image != nil {
			if _, err := io.Copy(io.Discard, frm.image); err != nil {
				t.Fatalf("read image: %v", err)
			}
		}
	})
}

// FuzzQueryParams: the query parameters of the admin lists (leads,
// accounts), the lead export, the analytics and the conversions export
// either read as a filter or are refused with a 422; a range read is in
// order and bounded; a page is 1 to 1,000,000; page links carry only list
// parameters.
func FuzzQueryParams(f *testing.F) {
	for _, q := range []string{"", "page=2&state=GA&status=new&q=jane&from=2026-01-01&to=2026-01-31", "state=Georgia%20(GA)&routing=routed&delivery=failed",
		"from=2026-02-30", "from=0000-01-01&to=9999-12-31", "to=2026-01-01&from=2026-12-31", "page=-1", "page=99999999999999999999", "page=1e3",
		"state=XX&status=lost&utm_source=google&landing_page=%2F", "q=%00%ff", "format=csv&section=pages", "section=..%2F", "page=2&page=3",
		"from=2026-01-01T00:00:00Z", "type=erasure&status=open&overdue=1", "role=admin&verified=1&disabled=maybe", "q=" + strings.Repeat("a", 300)} {
		f.Add(q)
	}
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	ny, _ := time.LoadLocation("America/New_York")
	f.Fuzz(func(t *testing.T, query string) {
		r := httptest.NewRequest("GET", "/api/admin/leads", nil)
		r.URL.RawQuery = query
		if _, err := leadFilter(r); err != nil {
			var ae *apiError
			if !errors.As(err, &ae) || ae.status != http.StatusUnprocessableEntity || len(ae.fields) == 0 {
				t.Fatalf("leadFilter(%q): %v", query, err)
			}
		}
		if _, err := userFilter(r); err != nil {
			var ae *apiError
			if !errors.As(err, &ae) || ae.status != http.StatusUnprocessableEntity || len(ae.fields) == 0 {
				t.Fatalf("userFilter(%q): %v", query, err)
			}
		}
		from, to, errs := analyticsRange(r, now)
		if !errs.Any() && (from.After(to) || to.Sub(from) >= analyticsMaxDays*24*time.Hour) {
			t.Fatalf("analyticsRange(%q) = %v, %v", query, from, to)
		}
		if from, to, err := conversionRange(r, now, ny); err == nil && from.After(to) {
			t.Fatalf("conversionRange(%q) = %v, %v", query, from, to)
		} else if err != nil {
			var ae *apiError
			if !errors.As(err, &ae) || ae.status != http.StatusUnprocessableEntity {
				t.Fatalf("conversionRange(%q): %v", query, err)
			}
		}
		if n := parsePage(r.URL.Query().Get("page")); n < 1 || n > 1_000_000 {
			t.Fatalf("parsePage(%q) = %d", query, n)
		}
		link, err := url.Parse(pageURL(r, 2))
		if err != nil {
			t.Fatalf("pageURL(%q) is no URL: %v", query, err)
		}
		for name := range link.Query() {
			if !strings.Contains(" "+strings.Join(listParams, " ")+" ", " "+name+" ") {
				t.Fatalf("pageURL(%q) = %q carries %q", query, link, name)
			}
		}
	})
}

// FuzzSuppressionCSV: an import file is read into rows or refused as the
// client's error; every row read has a line number and no more than
// maxImportRows are read.
func FuzzSuppressionCSV(f *testing.F) {
	for _, s := range []string{"phone,email,reason\n5555550100,jane@example.com,asked\n", "\xef\xbb\xbfEmail,Phone Number\nj@example.com,(555) 555-0100\n",
		"5555550100\n\n,,\n", "note\nx\n", "a,\"b\nc", "\"unterminated", "reason\nonly a reason\n", "phone\n5555550100,\x00\n", ""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		rows, err := readSuppressionCSV(body)
		if err != nil {
			if !clientError(err) {
				t.Fatalf("readSuppressionCSV: %v is not a client error", err)
			}
			return
		}
		if len(rows) == 0 || len(rows) > maxImportRows {
			t.Fatalf("%d rows read", len(rows))
		}
		for _, row := range rows {
			if row.line < 1 {
				t.Fatalf("row %+v has no line", row)
			}
			if v, errs := row.input.check(); !errs.Any() {
				for _, s := range []string{v.Phone, v.Email, v.Reason} {
					if !validate.Storable(s) {
						t.Fatalf("suppression keeps %q", s)
					}
				}
				if again, errs := (suppressionInput{Phone: v.Phone, Email: v.Email, Reason: v.Reason}).check(); errs.Any() || again != v {
					t.Fatalf("suppression %+v checks again as %+v, %v", v, again, errs)
				}
			}
		}
	})
}

// fuzzSite is a seeded site on SQLite for the route targets, with an
// admin and a user signed in.
type fuzzSite struct {
	*testServer
	adminToken, userToken string
	partnerID             int64
	reference             string
}

func newFuzzSite(f *testing.F) *fuzzSite {
	f.Helper()
	f.Setenv("CLAIMSITE_BCRYPT_COST", "4")
	f.Setenv("CLAIMSITE_RATE_LIMITS", "off")
	cfg, err := config.Load(nil)
	if err != nil {
		f.Fatal(err)
	}
	cfg.RequireMFA = false // the fuzzed routes are the subject, not the second factor
	st := storetest.Open(f, store.SQLite, seeded(cfg))
	ctx := context.Background()
	hasher, err := auth.NewHasher(cfg.BcryptCost)
	if err != nil {
		f.Fatal(err)
	}
	images, _ := fs.Sub(seed.Images, "images")
	m := &media.Store{DB: st, Defaults: images}
	app, err := webui.New(fstest.MapFS{"index.html": {Data: []byte(`<!doctype html><div id="root"></div>`)}}, webui.Options{})
	if err != nil {
		f.Fatal(err)
	}
	srv := New(st, m, hasher, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), app)
	ts := &testServer{store: st, cfg: cfg, media: m, clock: time.Now().UTC(), server: srv, handler: srv.Handler()}
	site := &fuzzSite{testServer: ts}
	// The harness's helpers report to a *testing.T; outside f.Fuzz there
	// is none, so the set-up goes through the handler directly.
	call := func(method, path, token, body string) []byte {
		r := httptest.NewRequest(method, path, strings.NewReader(body))
		r.RemoteAddr = "192.0.2.10:51000"
		r.Header.Set("Content-Type", "application/json")
		if token != "" {
			r.Header.Set("Authorization", "Bearer "+token)
		}
		w := httptest.NewRecorder()
		ts.handler.ServeHTTP(w, r)
		if w.Code >= 300 {
			f.Fatalf("set-up %s %s: %d %s", method, path, w.Code, w.Body)
		}
		return w.Body.Bytes()
	}
	signIn := func(role access.Role, email string) string {
		hash, _ := hasher.Hash("password123")
		if _, err := st.CreateUser(ctx, store.User{FirstName: "Fuzz", LastName: string(role), Email: email, PasswordHash: hash, Role: role}); err != nil {
			f.Fatal(err)
		}
		var out struct {
			AccessToken string `json:"access_token"`
		}
		json.Unmarshal(call("POST", "/api/auth/login", "", `{"email":"`+email+`","password":"password123"}`), &out)
		return out.AccessToken
	}
	site.adminToken = signIn(access.Admin, "admin@example.com")
	site.userToken = signIn(access.User, "user@example.com")
	var partner struct {
		Data struct {
			ID int64 `json:"id"`
		} `json:"data"`
	}
	json.Unmarshal(call("POST", "/api/admin/partners", site.adminToken, `{"name":"Fuzz Law","email":"intake@fuzz.example","states":["GA"],"webhook_secret":"s3cret"}`), &partner)
	site.partnerID = partner.Data.ID
	var lead struct {
		Data struct {
			Reference string `json:"reference"`
		} `json:"data"`
	}
	json.Unmarshal(call("POST", "/api/contact", "", submissionSeedBody), &lead)
	site.reference = lead.Data.Reference
	return site
}

// submissionSeedBody is a valid consultation lead.
const submissionSeedBody = `{"first_name":"Jane","last_name":"Doe","email":"jane@example.com","phone":"5555550100","zipCode":"30301","state":"GA","description":"Rear-ended.","is_checked":true}`

// serve sends one request; the answer is checked by the caller.
func (s *fuzzSite) serve(r *http.Request) *httptest.ResponseRecorder {
	if r.RemoteAddr == "" || r.RemoteAddr == "192.0.2.1:1234" {
		r.RemoteAddr = "192.0.2.10:51000"
	}
	s.server.answers.Purge()
	w := httptest.NewRecorder()
	s.handler.ServeHTTP(w, r)
	return w
}

// wantClientAnswer fails on a 5xx, and on a 4xx that is not the JSON
// error envelope with a message.
func wantClientAnswer(t *testing.T, what string, w *httptest.ResponseRecorder) {
	t.Helper()
	if w.Code >= 500 {
		t.Fatalf("%s: %d %s", what, w.Code, w.Body)
	}
	if w.Code >= 400 {
		var body struct {
			Message string `json:"message"`
		}
		if json.Unmarshal(w.Body.Bytes(), &body) != nil || body.Message == "" {
			t.Fatalf("%s: %d without an error envelope: %q", what, w.Code, w.Body)
		}
	}
}

// FuzzContactRoute: POST /api/contact answers 201 or a 4xx with the error
// envelope, never a 5xx, whatever the body and headers; a lead the route
// accepted is stored with storable text; a 422 names its fields.
func FuzzContactRoute(f *testing.F) {
	site := newFuzzSite(f)
	for _, s := range submissionSeeds() {
		f.Add([]byte(s), "", "Mozilla/5.0", "https://claims.example/")
	}
	f.Add([]byte(submissionSeedBody), "key-1", "Mozilla/5.0 \xff\x00", "https://ref.example/\xff")
	f.Add([]byte(submissionSeedBody), strings.Repeat("k", 201), "", "")
	f.Add([]byte(submissionSeedBody), "\xff", "", "")
	f.Fuzz(func(t *testing.T, body []byte, key, ua, referer string) {
		r := httptest.NewRequest("POST", "/api/contact", bytes.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		for k, v := range map[string]string{"Idempotency-Key": key, "User-Agent": ua, "Referer": referer} {
			if v != "" && validHeader(v) {
				r.Header.Set(k, v)
			}
		}
		w := site.serve(r)
		wantClientAnswer(t, "POST /api/contact", w)
		switch w.Code {
		case http.StatusCreated:
			var out struct {
				Data struct {
					Reference string `json:"reference"`
				} `json:"data"`
			}
			if json.Unmarshal(w.Body.Bytes(), &out) != nil || len(out.Data.Reference) != 12 {
				t.Fatalf("201 without a reference: %s", w.Body)
			}
		case http.StatusUnprocessableEntity:
			var out struct {
				Errors map[string][]string `json:"errors"`
			}
			if json.Unmarshal(w.Body.Bytes(), &out) != nil || len(out.Errors) == 0 {
				t.Fatalf("422 without field errors: %s", w.Body)
			}
		}
	})
}

// submissionSeeds are lead bodies, valid and not (the leads package's
// fuzz seeds are in another package).
func submissionSeeds() []string {
	return []string{submissionSeedBody,
		`{"name":"John Roe","email":"john@example.com","phone":"5555550101","description":"Slip and fall","is_checked":"on","state_law_id":5}`,
		`{"name":"John Roe","email":"john@example.com","phone":"5555550101","is_checked":"on","state_law_id":999999,"service_id":-1}`,
		`{"first_name":"A","last_name":"B","email":"a@b.co","phone":"5555550102","zipCode":"30301","is_checked":true,"attribution":{"utm_source":"\u0000"}}`,
		`{"first_name":"A","last_name":"B","email":"a@b.co","phone":"5555550102","zipCode":"30301","is_checked":true,"state_law_id":9223372036854775807}`,
		`{"first_name":"A","last_name":"B","email":"a@b.co","phone":"5555550102","zipCode":"30301","is_checked":true,"consent_version":"\u0000"}`,
		`{"first_name":"Bot","website":"x"}`, `{"is_checked":[]}`, `{"state_law_id":1.5}`, `[]`, `{`, ``}
}

// validHeader reports whether net/http would send v as a header value
// (the fuzzer's strings may hold line breaks, which no client can send).
func validHeader(v string) bool { return !strings.ContainsAny(v, "\r\n") }

// jsonRoutes are the routes that decode a JSON body, with who calls them
// in the target: "" anonymous, "user" or "admin".
var jsonRoutes = []struct{ method, path, as string }{
	{"POST", "/api/auth/register", ""},
	{"POST", "/api/auth/login", ""},
	{"POST", "/api/auth/verify-email", ""},
	{"POST", "/api/auth/forgot-password", ""},
	{"POST", "/api/auth/reset-password", ""},
	{"POST", "/api/opt-out", ""},
	{"POST", "/api/opt-out/link", ""},
	{"POST", "/api/privacy-requests", ""},
	{"POST", "/api/privacy-requests/confirm", ""},
	{"PUT", "/api/admin/settings", "admin"},
	{"POST", "/api/admin/consent-texts", "admin"},
	{"POST", "/api/admin/partners", "admin"},
	{"PUT", "/api/admin/partners/1", "admin"},
	{"POST", "/api/admin/suppressions", "admin"},
	{"POST", "/api/admin/revocations", "admin"},
	{"PATCH", "/api/admin/leads/1", "admin"},
	{"PATCH", "/api/admin/users/2", "admin"},
	{"POST", "/api/admin/services", "admin"},
	{"PUT", "/api/admin/services/1", "admin"},
	{"POST", "/api/admin/state_laws", "admin"},
	{"PUT", "/api/admin/state_laws/1", "admin"},
	{"POST", "/api/admin/questions", "admin"},
	{"PUT", "/api/admin/questions/1", "admin"},
	{"POST", "/api/admin/blogs", "admin"},
	{"PUT", "/api/admin/blogs/1", "admin"},
	{"POST", "/api/admin/leads/1/deliveries", "admin"},
	{"POST", "/api/admin/privacy-requests/1/deny", "admin"},
}

// FuzzJSONRoutes: every route that decodes a JSON body answers a 2xx or a
// 4xx with the error envelope, never a 5xx, whatever the body.
func FuzzJSONRoutes(f *testing.F) {
	site := newFuzzSite(f)
	bodies := []string{`{}`, `null`, `[]`, `{"email":"jane@example.com","password":"password123","password_confirmation":"password123","first_name":"J","last_name":"D"}`,
		`{"email":"x","phone":"1","token":"","type":"erasure","reason":"<script>alert(1)</script>","status":"contacted","notes":"\u0000"}`,
		`{"title":"<img src=x onerror=alert(1)>","description":"<p>ok</p><script>x</script>","status":"published","order":"x","state_law_id":-1}`,
		`{"brand":"","phone":123,"email":null,"social":{"x":1},"lead_verification":"maybe","consent_text":"` + strings.Repeat("a", 70000) + `"}`,
		`{"role":"admin","active":"yes"}`, `{"name":"P","email":"p@example.com","states":"GA","priority":1e309}`, `{"a":1}{`, "\xff"}
	// Each route with three of the bodies, so the baseline run stays short.
	for i := range jsonRoutes {
		for k := range 3 {
			f.Add(uint8(i), []byte(bodies[(i+k)%len(bodies)]))
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, body []byte) {
		rt := jsonRoutes[int(which)%len(jsonRoutes)]
		r := httptest.NewRequest(rt.method, rt.path, bytes.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		switch rt.as {
		case "admin":
			r.Header.Set("Authorization", "Bearer "+site.adminToken)
		case "user":
			r.Header.Set("Authorization", "Bearer "+site.userToken)
		}
		wantClientAnswer(t, rt.method+" "+rt.path, site.serve(r))
	})
}

// FuzzVisitRoute: the page-view beacon answers 204 or a 4xx, never a 5xx.
func FuzzVisitRoute(f *testing.F) {
	site := newFuzzSite(f)
	for _, s := range []string{`{"path":"/faqs","landing_page":"/?utm_source=google","source":"google","medium":"cpc","campaign":"x","entry":true}`,
		`{"path":"/made-up"}`, `{"path":"/faqs","source":"\u0000\ud800"}`, `{"path":5}`, `{`, ``, `{"path":"/faqs","entry":"yes"}`,
		`{"path":"https://evil.example/faqs?x#y","landing_page":"//evil.example/"}`} {
		f.Add([]byte(s), "Mozilla/5.0 (Windows NT 10.0) Chrome/120.0")
	}
	f.Fuzz(func(t *testing.T, body []byte, ua string) {
		r := httptest.NewRequest("POST", "/api/visits", bytes.NewReader(body))
		r.Header.Set("Content-Type", "text/plain;charset=UTF-8")
		if validHeader(ua) {
			r.Header.Set("User-Agent", ua)
		}
		w := site.serve(r)
		wantClientAnswer(t, "POST /api/visits", w)
		if w.Code != http.StatusNoContent && w.Code < 400 {
			t.Fatalf("beacon: %d", w.Code)
		}
		if err := site.server.visits.Flush(context.Background()); err != nil {
			t.Fatalf("write views: %v", err)
		}
	})
}

// FuzzPartnerOutcomeRoute: a partner's outcome report, signed or not,
// answers 200, 201 or a 4xx, never a 5xx; an unsigned one is always 401.
func FuzzPartnerOutcomeRoute(f *testing.F) {
	site := newFuzzSite(f)
	for _, b := range []string{`{"status":"converted"}`, `{"status":"rejected"}`, `{"status":"rejected","reason":"wrong state"}`,
		`{"status":"returned","reason":"\u0000"}`, `{"status":5}`, `{`, ``, `null`} {
		f.Add([]byte(b), site.reference, true, "")
		f.Add([]byte(b), "nope", true, "")
		f.Add([]byte(b), site.reference, false, "t=1,v1=00")
	}
	f.Add([]byte(`{"status":"converted"}`), "%00", true, "")
	f.Add([]byte(`{"status":"converted"}`), strings.Repeat("A", 100), true, "")
	f.Fuzz(func(t *testing.T, body []byte, reference string, sign bool, header string) {
		if strings.Contains(reference, "/") || reference == "." || reference == ".." {
			// Another path, or one net/http redirects to its clean form.
			t.Skip()
		}
		r := httptest.NewRequest("POST", "/", bytes.NewReader(body))
		r.URL.Path = "/api/partner/leads/" + reference + "/outcome"
		r.URL.RawPath = ""
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("X-Claimsite-Partner", fmt.Sprint(site.partnerID))
		if sign {
			header = delivery.Sign(site.store.Now(), body, "s3cret")
		}
		if validHeader(header) {
			r.Header.Set("X-Claimsite-Signature", header)
		}
		w := site.serve(r)
		wantClientAnswer(t, "POST outcome", w)
		if !sign && w.Code != http.StatusUnauthorized && w.Code != http.StatusNotFound && w.Code != http.StatusMethodNotAllowed {
			if delivery.Verify("s3cret", header, body, site.store.Now()) != nil {
				t.Fatalf("unsigned outcome answered %d: %s", w.Code, w.Body)
			}
		}
	})
}

// FuzzImageUpload: an admin form with an image (any bytes, any file
// name, any fields) answers 2xx or a 4xx, never a 5xx.
func FuzzImageUpload(f *testing.F) {
	site := newFuzzSite(f)
	for _, img := range [][]byte{pngBytes, jpegBytes, gifBytes, []byte("<svg onload=alert(1)>"), []byte("MZ\x90\x00"), {}} {
		f.Add(img, "a.png", "Car accidents", "<p>ok</p>", uint8(0))
		f.Add(img, "../../etc/passwd", "", "<script>x</script>", uint8(1))
	}
	f.Fuzz(func(t *testing.T, img []byte, filename, title, description string, which uint8) {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		for k, v := range map[string]string{"title": title, "name": title, "description": description, "question": title, "answer": description, "excerpt": title} {
			mw.WriteField(k, v)
		}
		part, err := mw.CreateFormFile("path", filename)
		if err != nil {
			t.Skip()
		}
		part.Write(img)
		mw.Close()
		path := []string{"/api/admin/services", "/api/admin/services/1", "/api/admin/state_laws/1", "/api/admin/blogs"}[int(which)%4]
		r := httptest.NewRequest("POST", path, &buf)
		r.Header.Set("Content-Type", mw.FormDataContentType())
		r.Header.Set("Authorization", "Bearer "+site.adminToken)
		wantClientAnswer(t, "POST "+path, site.serve(r))
	})
}

// FuzzConsentHTML: the consent text's HTML (rendered as HTML by the lead
// forms) is the operator's text escaped, with only the three document
// links added, in either language (a Spanish text links the Spanish pages).
func FuzzConsentHTML(f *testing.F) {
	for _, s := range []string{"I agree to the Privacy Policy and Terms and Conditions and to be called by marketing partners.",
		`<script>alert(1)</script> Privacy Policy`, `"'&<>`, "Privacy Policy Privacy Policy", "", "a\x00b\xff",
		"Acepto la Política de Privacidad y los Términos y Condiciones, y a sus socios de marketing."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, lang := range []string{"en", "es"} {
			out := consentHTML(text, lang)
			stripped := out
			for _, href := range []string{"/privacy-policy", "/term-and-conditions", "/marketing-partner"} {
				stripped = strings.Replace(stripped, `<a href="`+webui.PathIn(lang, href)+`" target="_blank" rel="noopener">`, "", 1)
			}
			stripped = strings.ReplaceAll(stripped, "</a>", "")
			if strings.ContainsAny(stripped, `<>"'`) {
				t.Fatalf("consentHTML(%q, %s) = %q: markup beyond the three links", text, lang, out)
			}
			if got := html.UnescapeString(stripped); got != text {
				t.Fatalf("consentHTML(%q, %s) shows %q", text, lang, got)
			}
		}
	})
}
