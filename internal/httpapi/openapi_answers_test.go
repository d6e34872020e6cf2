package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"

	"claimsite/internal/access"
	authpkg "claimsite/internal/auth"
	"claimsite/internal/auth/passkeytest"
	"claimsite/internal/delivery"
)

// openAPICheck validates real answers of the harness, and the requests that
// produced them, against the OpenAPI document: its schemas describe what the
// server really sends, not what someone remembered it sends.
type openAPICheck struct {
	t  *testing.T
	ts *testServer
	v  validator.Validator
	// seen counts the checked answers per "METHOD pattern" of the document.
	seen map[string]int
	dump io.Writer
}

func newOpenAPICheck(t *testing.T, ts *testServer) *openAPICheck {
	t.Helper()
	doc, err := libopenapi.NewDocument(openAPIDocument)
	if err != nil {
		t.Fatalf("parse openapi.json: %v", err)
	}
	v, errs := validator.NewValidator(doc)
	if len(errs) > 0 {
		t.Fatalf("validator: %v", errs)
	}
	c := &openAPICheck{t: t, ts: ts, v: v, seen: map[string]int{}}
	// OPENAPI_DUMP=file writes every exchange, for whoever edits the
	// document.
	if name := os.Getenv("OPENAPI_DUMP"); name != "" {
		f, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Close() })
		c.dump = f
	}
	return c
}

// call makes the request, wants status, and checks the exchange against the
// document.
func (c *openAPICheck) call(pattern string, req request, want int) response {
	c.t.Helper()
	var raw []byte
	contentType := ""
	switch b := req.body.(type) {
	case nil:
	case string:
		raw, contentType = []byte(b), "application/json"
	case []byte:
		raw, contentType = b, "application/json"
	case *multipartBody:
		raw, contentType = b.buf.Bytes(), b.contentType
	default:
		raw, _ = json.Marshal(b)
		contentType = "application/json"
	}
	if req.header == nil {
		req.header = map[string]string{}
	}
	// A Content-Type the request names itself wins.
	if _, named := req.header["Content-Type"]; !named && contentType != "" {
		req.header["Content-Type"] = contentType
	}
	sent := req
	sent.body = raw
	if req.body == nil {
		sent.body = nil
	}
	r := c.ts.do(sent)
	if r.Code != want {
		c.t.Fatalf("%s %s: status %d, want %d; body: %s", req.method, req.path, r.Code, want, r.Body.String())
	}
	hr := httptest.NewRequest(req.method, req.path, bytes.NewReader(raw))
	for k, v := range req.header {
		hr.Header.Set(k, v)
	}
	if req.token != "" {
		hr.Header.Set("Authorization", "Bearer "+req.token)
	}
	// A request made to be refused is not what the document describes;
	// its answer still must be.
	validate := c.v.ValidateHttpRequestResponse
	if want >= 400 {
		validate = c.v.ValidateHttpResponse
	}
	if ok, errs := validate(hr, r.Result()); !ok {
		for _, e := range errs {
			msg := e.Message + ": " + e.Reason
			for _, se := range e.SchemaValidationErrors {
				msg += "\n    " + se.FieldPath + " (" + se.KeywordLocation + "): " + se.Reason
			}
			c.t.Errorf("%s %s (%d) does not match the document: %s", req.method, req.path, r.Code, msg)
		}
	}
	c.seen[req.method+" "+pattern]++
	if c.dump != nil {
		json.NewEncoder(c.dump).Encode(map[string]any{"op": req.method + " " + pattern, "status": r.Code,
			"type": r.Header().Get("Content-Type"), "body": r.Body.String()})
	}
	return r
}

// data decodes the answer's "data" (or another key) into v.
func dataOf(t *testing.T, r response, key string, v any) {
	t.Helper()
	var m map[string]json.RawMessage
	r.decode(t, &m)
	if err := json.Unmarshal(m[key], v); err != nil {
		t.Fatalf("decode %q: %v\n%s", key, err, r.Body.String())
	}
}

type idOnly struct {
	ID int64 `json:"id"`
}

// TestOpenAPIAnswersMatchTheDocument walks the API the way an operator and
// a visitor do, every route of the table at least once, and checks each
// request and answer against openapi.json.
func TestOpenAPIAnswersMatchTheDocument(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		c := newOpenAPICheck(t, ts)
		admin := ts.admin()
		auth := func(m, p string, body any) request { return request{method: m, path: p, token: admin, body: body} }
		lead := leadsForm(nil)

		// Public content.
		c.call("/api/site", request{method: "GET", path: "/api/site"}, 200)
		c.call("/api/site", request{method: "GET", path: "/api/site?lang=es"}, 200)
		c.call("/api/site", request{method: "GET", path: "/api/site?lang=fr"}, 422)
		c.call("/api/all-services", request{method: "GET", path: "/api/all-services"}, 200)
		c.call("/api/card-services", request{method: "GET", path: "/api/card-services?page=2"}, 200)
		c.call("/api/service-detail/{id}", request{method: "GET", path: "/api/service-detail/1"}, 200)
		c.call("/api/service-detail/{id}", request{method: "GET", path: "/api/service-detail/99999"}, 404)
		c.call("/api/states", request{method: "GET", path: "/api/states"}, 200)
		c.call("/api/states/search", request{method: "GET", path: "/api/states/search?query=cal"}, 200)
		c.call("/api/state-law/{id}", request{method: "GET", path: "/api/state-law/5"}, 200)
		c.call("/api/questions", request{method: "GET", path: "/api/questions?page=1"}, 200)
		r := c.call("/api/blogs", request{method: "GET", path: "/api/blogs"}, 200)
		var posts []struct {
			Slug string `json:"slug"`
		}
		dataOf(t, r, "data", &posts)
		if len(posts) == 0 {
			t.Fatal("no seeded posts")
		}
		c.call("/api/blogs/{slug}", request{method: "GET", path: "/api/blogs/" + posts[0].Slug}, 200)
		c.call("/api/blogs/{slug}", request{method: "GET", path: "/api/blogs/no-such-post"}, 404)
		c.call("/api/search", request{method: "GET", path: "/api/search?q=car"}, 200)
		c.call("/api/openapi.json", request{method: "GET", path: "/api/openapi.json"}, 200)
		c.call("/healthz", request{method: "GET", path: "/healthz"}, 200)
		c.call("/readyz", request{method: "GET", path: "/readyz"}, 200)
		c.call("/sitemap.xml", request{method: "GET", path: "/sitemap.xml"}, 200)
		c.call("/robots.txt", request{method: "GET", path: "/robots.txt"}, 200)

		// Leads, opt-out, privacy, visits.
		c.call("/api/contact", request{method: "POST", path: "/api/contact", body: map[string]any{"is_checked": false}}, 422)
		c.call("/api/contact", request{method: "POST", path: "/api/contact", body: "{"}, 400)
		c.call("/api/contact", request{method: "POST", path: "/api/contact", body: "a=b", header: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}}, 415)
		c.call("/api/contact", request{method: "POST", path: "/api/contact", body: lead, header: map[string]string{"Idempotency-Key": "k-1"}}, 201)
		c.call("/api/contact", request{method: "POST", path: "/api/contact", body: leadsStateLawForm(map[string]any{"attribution": map[string]any{"utm_source": "google", "gclid": "abc"}})}, 201)
		evaluation := evaluationAnswers(ts)
		c.call("/api/case-evaluations/check", request{method: "POST", path: "/api/case-evaluations/check", body: map[string]any{"step": 2, "answers": evaluation}}, 200)
		c.call("/api/case-evaluations/check", request{method: "POST", path: "/api/case-evaluations/check", body: map[string]any{"step": 5, "answers": with(evaluation, map[string]any{"settled": true})}}, 200)
		c.call("/api/case-evaluations/check", request{method: "POST", path: "/api/case-evaluations/check", body: map[string]any{"step": 2, "answers": map[string]any{}}}, 422)
		c.call("/api/case-evaluations", request{method: "POST", path: "/api/case-evaluations", body: with(evaluation, map[string]any{"represented": true})}, 422)
		c.call("/api/case-evaluations", request{method: "POST", path: "/api/case-evaluations", body: evaluation}, 201)
		c.call("/api/case-evaluations/funnel", request{method: "POST", path: "/api/case-evaluations/funnel", body: map[string]any{"step": 1, "event": "view"},
			header: map[string]string{"User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0"}}, 204)
		c.call("/api/opt-out", request{method: "POST", path: "/api/opt-out", body: map[string]any{"email": "gone@example.com", "scope": "all"}}, 201)
		c.call("/api/opt-out", request{method: "POST", path: "/api/opt-out", body: map[string]any{"scope": "nope"}}, 422)
		c.call("/api/opt-out", request{method: "POST", path: "/api/opt-out", body: map[string]any{"email": "gone@example.com", "scope": "all", "language": "es"}}, 201)
		c.call("/api/privacy-requests", request{method: "POST", path: "/api/privacy-requests",
			body: map[string]any{"type": "access", "email": "es@example.com", "language": "fr"}}, 422)
		c.call("/api/privacy-requests", request{method: "POST", path: "/api/privacy-requests", body: privacyBody("access", "jane@example.com", "")}, 201)
		c.call("/api/privacy-requests", request{method: "POST", path: "/api/privacy-requests", body: privacyBody("delete", "", "5551234567")}, 201)
		c.call("/api/privacy-requests", request{method: "POST", path: "/api/privacy-requests", body: map[string]any{"type": "x"}}, 422)
		token := ts.mailedToken("jane@example.com", "privacy_request_confirm", "/privacy-request/confirm")
		c.call("/api/privacy-requests/confirm", request{method: "POST", path: "/api/privacy-requests/confirm", body: map[string]any{"token": token}}, 200)
		c.call("/api/privacy-requests/confirm", request{method: "POST", path: "/api/privacy-requests/confirm", body: map[string]any{"token": "nope"}}, 422)
		// The opt-out links of confirmation e-mails (decision 058), of leads
		// of their own (their people end on the do-not-contact list).
		linked := c.call("/api/contact", request{method: "POST", path: "/api/contact", body: leadsStateLawForm(map[string]any{"email": "link@example.com", "phone": "5550003333"})}, 201)
		leadID := contactAnswerID(t, ts, linked)
		link, oneClickLink := ts.optOutLink(leadID), ts.optOutLink(leadID)
		c.call("/api/opt-out/one-click", request{method: "GET", path: "/api/opt-out/one-click?token=" + link}, 303)
		c.call("/api/opt-out/link", request{method: "POST", path: "/api/opt-out/link", body: map[string]any{"token": link}}, 201)
		c.call("/api/opt-out/link", request{method: "POST", path: "/api/opt-out/link", body: map[string]any{"token": link}}, 422)
		c.call("/api/opt-out/one-click", request{method: "POST", path: "/api/opt-out/one-click?token=" + oneClickLink, body: "List-Unsubscribe=One-Click",
			header: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}}, 422) // used up with the other link
		other := c.call("/api/contact", request{method: "POST", path: "/api/contact", body: leadsStateLawForm(map[string]any{"email": "click@example.com", "phone": "5550004444"})}, 201)
		c.call("/api/opt-out/one-click", request{method: "POST", path: "/api/opt-out/one-click?token=" + ts.optOutLink(contactAnswerID(t, ts, other)),
			body: "List-Unsubscribe=One-Click", header: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}}, 200)
		c.call("/api/opt-out/one-click", request{method: "POST", path: "/api/opt-out/one-click?token=x", body: "List-Unsubscribe=No",
			header: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}}, 400)
		c.call(visitsPattern, request{method: "POST", path: visitsPattern, body: `{"path":"/faqs","entry":true}`, header: map[string]string{"Content-Type": "text/plain;charset=UTF-8", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0"}}, 204)
		c.call(visitsPattern, request{method: "POST", path: visitsPattern, body: `{"path":"/admin"}`, header: map[string]string{"User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0"}}, 400)

		// Accounts.
		c.call("/api/auth/register", request{method: "POST", path: "/api/auth/register", body: map[string]any{"first_name": "Ann", "last_name": "Lee", "email": "ann@example.com", "password": "password123"}}, 201)
		c.call("/api/auth/register", request{method: "POST", path: "/api/auth/register", body: map[string]any{"email": "bad"}}, 422)
		c.call("/api/auth/login", request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "ann@example.com", "password": "wrong-password"}}, 401)
		r = c.call("/api/auth/login", request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "ann@example.com", "password": "password123", "remember": true}}, 200)
		var login struct {
			AccessToken string `json:"access_token"`
		}
		r.decode(t, &login)
		user := login.AccessToken
		c.call("/api/auth/profile", request{method: "GET", path: "/api/auth/profile", token: user}, 200)
		c.call("/api/auth/profile", request{method: "GET", path: "/api/auth/profile"}, 401)
		c.call("/api/auth/inquiries", request{method: "GET", path: "/api/auth/inquiries", token: user}, 403)
		ts.advance(linkResendWait)
		c.call("/api/auth/resend-verification", request{method: "POST", path: "/api/auth/resend-verification", token: user}, 200)
		c.call("/api/auth/resend-verification", request{method: "POST", path: "/api/auth/resend-verification", token: user,
			body: map[string]any{"language": "fr"}}, 422)
		verify := ts.mailedToken("ann@example.com", "verify_email", "/verify-email")
		c.call("/api/auth/verify-email", request{method: "POST", path: "/api/auth/verify-email", body: map[string]any{"token": verify}}, 200)
		c.call("/api/auth/verify-email", request{method: "POST", path: "/api/auth/verify-email", body: map[string]any{"token": "nope"}}, 422)
		c.call("/api/auth/inquiries", request{method: "GET", path: "/api/auth/inquiries", token: user}, 200)
		c.call("/api/auth/forgot-password", request{method: "POST", path: "/api/auth/forgot-password", body: map[string]any{"email": "ann@example.com"}}, 200)
		reset := ts.mailedToken("ann@example.com", "reset_password", "/reset-password")
		c.call("/api/auth/reset-password", request{method: "POST", path: "/api/auth/reset-password", body: map[string]any{"token": reset, "password": "new-password-1"}}, 200)
		r = c.call("/api/auth/login", request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "ann@example.com", "password": "new-password-1"}}, 200)
		r.decode(t, &login)
		user = login.AccessToken
		ts.advance(time.Second) // the notice mail's key has the time in it
		c.call("/api/auth/change-password", request{method: "POST", path: "/api/auth/change-password", token: user, body: map[string]any{"current_password": "new-password-1", "password": "new-password-2"}}, 200)
		c.call("/api/auth/change-password", request{method: "POST", path: "/api/auth/change-password", token: user, body: map[string]any{"current_password": "wrong", "password": "new-password-3"}}, 422)
		c.call("/api/admin/stats", request{method: "GET", path: "/api/admin/stats", token: user}, 403)
		c.call("/api/auth/logout", request{method: "GET", path: "/api/auth/logout", token: user}, 200)
		r = c.call("/api/auth/login", request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "ann@example.com", "password": "new-password-2"}}, 200)
		r.decode(t, &login)
		c.call("/api/auth/logout", request{method: "POST", path: "/api/auth/logout", token: login.AccessToken}, 200)

		// Admin content.
		c.call("/api/admin/stats", auth("GET", "/api/admin/stats", nil), 200)
		c.call("/api/admin/analytics", auth("GET", "/api/admin/analytics", nil), 200)
		c.call("/api/admin/analytics", auth("GET", "/api/admin/analytics?format=csv&section=sources", nil), 200)
		c.call("/api/admin/analytics", auth("GET", "/api/admin/analytics?from=2026-13-01", nil), 422)
		c.call("/api/admin/services", auth("GET", "/api/admin/services?page=1", nil), 200)
		r = c.call("/api/admin/services", auth("POST", "/api/admin/services", newMultipart(map[string]string{"title": "Bus accidents", "description": "When a bus hits you."}).file("path", "bus.png", pngBytes)), 201)
		var svc idOnly
		dataOf(t, r, "service", &svc)
		c.call("/api/admin/services", auth("POST", "/api/admin/services", map[string]any{"title": ""}), 422)
		sp := fmt.Sprintf("/api/admin/services/%d", svc.ID)
		c.call("/api/admin/services/{id}", auth("GET", sp, nil), 200)
		c.call("/api/admin/services/{id}", auth("GET", "/api/admin/services/99999", nil), 404)
		c.call("/api/admin/services/{id}", auth("POST", sp, newMultipart(map[string]string{"_method": "PUT", "title": "Bus crashes", "description": "Buses.", "remove_path": "1"}).done()), 200)
		c.call("/api/admin/services/{id}", auth("PUT", sp, map[string]any{"title": "Bus crashes", "description": "Buses and coaches."}), 200)
		c.call("/api/admin/services/{id}", auth("DELETE", sp, nil), 200)

		c.call("/api/admin/state_laws", auth("GET", "/api/admin/state_laws", nil), 200)
		c.call("/api/admin/state_laws", auth("POST", "/api/admin/state_laws", map[string]any{"name": "Guam"}), 422)
		c.call("/api/admin/state_laws/{id}", auth("GET", "/api/admin/state_laws/5", nil), 200)
		c.call("/api/admin/state_laws/{id}", auth("PUT", "/api/admin/state_laws/5", map[string]any{"name": "California", "code": "CA", "title": "California personal injury law", "description": "<p>Two years.</p>"}), 200)
		c.call("/api/admin/state_laws/{id}", auth("POST", "/api/admin/state_laws/5", newMultipart(map[string]string{"_method": "PUT", "name": "California", "code": "CA", "title": "California law", "description": "<p>Two years.</p>"}).done()), 200)
		c.call("/api/admin/state_laws/{id}", auth("DELETE", "/api/admin/state_laws/99999", nil), 404)

		c.call("/api/admin/questions", auth("GET", "/api/admin/questions", nil), 200)
		r = c.call("/api/admin/questions", auth("POST", "/api/admin/questions", map[string]any{"faq_question": "Do I pay up front?", "answer": "No."}), 201)
		var q idOnly
		dataOf(t, r, "question", &q)
		qp := fmt.Sprintf("/api/admin/questions/%d", q.ID)
		c.call("/api/admin/questions/{id}", auth("GET", qp, nil), 200)
		c.call("/api/admin/questions/{id}", auth("PUT", qp, map[string]any{"faq_question": "Do I pay anything up front?", "answer": "No."}), 200)
		c.call("/api/admin/questions/{id}", auth("DELETE", qp, nil), 200)

		c.call("/api/admin/blogs", auth("GET", "/api/admin/blogs", nil), 200)
		r = c.call("/api/admin/blogs", auth("POST", "/api/admin/blogs", map[string]any{"title": "After a crash", "excerpt": "What to do.", "body": "<p>Call us.</p>", "status": "draft"}), 201)
		var post idOnly
		dataOf(t, r, "blog", &post)
		bp := fmt.Sprintf("/api/admin/blogs/%d", post.ID)
		c.call("/api/admin/blogs/{id}", auth("GET", bp, nil), 200)
		c.call("/api/admin/blogs/{id}", auth("PUT", bp, map[string]any{"title": "After a crash", "excerpt": "What to do.", "body": "<p>Call us.</p>", "status": "published"}), 200)
		c.call("/api/admin/blogs/{id}", auth("POST", bp, newMultipart(map[string]string{"_method": "PUT", "title": "After a crash", "body": "<p>x</p>", "status": "published"}).done()), 200)
		c.call("/api/admin/blogs/{id}", auth("DELETE", bp, nil), 200)

		// Spanish versions (issue 25): written through the admin API, read
		// with ?lang=es.
		r = c.call("/api/admin/services", auth("POST", "/api/admin/services", map[string]any{"title": "Boat accidents", "description": "On water.",
			"es": map[string]any{"title": "Accidentes de barco", "description": "En el agua."}}), 201)
		var esService idOnly
		dataOf(t, r, "service", &esService)
		c.call("/api/admin/services", auth("POST", "/api/admin/services", map[string]any{"title": "Boat", "description": "x", "es": map[string]any{"title": ""}}), 422)
		c.call("/api/admin/state_laws/{id}", auth("PUT", "/api/admin/state_laws/5", map[string]any{"es": map[string]any{"name": "California", "title": "Ley de California",
			"description": "<p>Dos años.</p>"}}), 200)
		c.call("/api/admin/state_laws/{id}", auth("POST", "/api/admin/state_laws/5", newMultipart(map[string]string{"_method": "PUT",
			"es": `{"name": "California", "title": "Ley de lesiones de California", "description": "<p>Dos años.</p>"}`}).done()), 200)
		r = c.call("/api/admin/questions", auth("POST", "/api/admin/questions", map[string]any{"faq_question": "Is it free?", "answer": "Yes.",
			"es": map[string]any{"faq_question": "¿Es gratis?", "answer": "Sí."}}), 201)
		var esQuestion idOnly
		dataOf(t, r, "question", &esQuestion)
		c.call("/api/admin/questions/{id}", auth("PUT", fmt.Sprintf("/api/admin/questions/%d", esQuestion.ID), map[string]any{"es": nil}), 200)
		c.call("/api/admin/questions/{id}", auth("PUT", fmt.Sprintf("/api/admin/questions/%d", esQuestion.ID), map[string]any{"es": map[string]any{"faq_question": "¿Es gratis?", "answer": "Sí."}}), 200)
		c.call("/api/admin/blogs", auth("POST", "/api/admin/blogs", map[string]any{"title": "Rain", "body": "<p>Wet roads.</p>", "status": "published",
			"es": map[string]any{"title": "Lluvia", "slug": "lluvia", "body": "<p>Caminos mojados.</p>"}}), 201)
		c.call("/api/all-services", request{method: "GET", path: "/api/all-services?lang=es"}, 200)
		c.call("/api/all-services", request{method: "GET", path: "/api/all-services?lang=fr"}, 422)
		c.call("/api/card-services", request{method: "GET", path: "/api/card-services?lang=es"}, 200)
		c.call("/api/service-detail/{id}", request{method: "GET", path: fmt.Sprintf("/api/service-detail/%d?lang=es", esService.ID)}, 200)
		r = c.call("/api/admin/services", auth("POST", "/api/admin/services", map[string]any{"title": "Kite accidents", "description": "In the air."}), 201)
		var englishOnly idOnly
		dataOf(t, r, "service", &englishOnly)
		c.call("/api/service-detail/{id}", request{method: "GET", path: fmt.Sprintf("/api/service-detail/%d?lang=es", englishOnly.ID)}, 404)
		c.call("/api/states", request{method: "GET", path: "/api/states?lang=es"}, 200)
		c.call("/api/states/search", request{method: "GET", path: "/api/states/search?query=cal&lang=es"}, 200)
		c.call("/api/state-law/{id}", request{method: "GET", path: "/api/state-law/5?lang=es"}, 200)
		c.call("/api/questions", request{method: "GET", path: "/api/questions?lang=es"}, 200)
		c.call("/api/blogs", request{method: "GET", path: "/api/blogs?lang=es"}, 200)
		c.call("/api/blogs/{slug}", request{method: "GET", path: "/api/blogs/lluvia?lang=es"}, 200)
		c.call("/api/search", request{method: "GET", path: "/api/search?q=barco&lang=es"}, 200)
		c.call("/api/site", request{method: "GET", path: "/api/site?lang=es"}, 200)

		// Partners, leads, deliveries, outcomes.
		c.call("/api/admin/partners", auth("POST", "/api/admin/partners", map[string]any{"name": ""}), 422)
		r = c.call("/api/admin/partners", auth("POST", "/api/admin/partners", map[string]any{"name": "Golden State Law", "email": "intake@golden.example", "states": []string{"CA"},
			"schedule": []map[string]any{{"day": 1, "open": "09:00", "close": "17:00"}}, "daily_cap": 5}), 201)
		var partner struct {
			ID            int64  `json:"id"`
			WebhookSecret string `json:"webhook_secret"`
		}
		dataOf(t, r, "data", &partner)
		pp := fmt.Sprintf("/api/admin/partners/%d", partner.ID)
		c.call("/api/admin/partners", auth("GET", "/api/admin/partners", nil), 200)
		c.call("/api/admin/partners/{id}", auth("GET", pp, nil), 200)
		c.call("/api/admin/partners/{id}", auth("PUT", pp, map[string]any{"name": "Golden State Law", "email": "intake@golden.example", "states": []string{"CA", "NV"}, "webhook_secret": partner.WebhookSecret}), 200)
		c.call("/api/admin/partners/{id}/stats", auth("GET", pp+"/stats", nil), 200)

		r = c.call("/api/admin/leads", auth("GET", "/api/admin/leads?state=CA&status=new&routing=unrouted", nil), 200)
		var leadList []struct {
			ID        int64  `json:"id"`
			Reference string `json:"reference"`
		}
		dataOf(t, r, "data", &leadList)
		if len(leadList) == 0 {
			t.Fatal("no lead")
		}
		lp := fmt.Sprintf("/api/admin/leads/%d", leadList[0].ID)
		c.call("/api/admin/leads", auth("GET", "/api/admin/leads?routing=nope", nil), 422)
		c.call("/api/admin/leads/export", auth("GET", "/api/admin/leads/export?state=CA", nil), 200)
		r = c.call("/api/admin/leads/{id}/deliveries", auth("POST", lp+"/deliveries", map[string]any{"partner_id": partner.ID}), 201)
		var sent []idOnly
		dataOf(t, r, "data", &sent)
		c.call("/api/admin/leads/{id}/deliveries", auth("POST", lp+"/deliveries", map[string]any{}), 422)
		c.call("/api/admin/deliveries/{id}/retry", auth("POST", fmt.Sprintf("/api/admin/deliveries/%d/retry", sent[0].ID), nil), 409)
		deliverQueued(t, ts)
		outcome, _ := json.Marshal(map[string]any{"status": "accepted"})
		c.call("/api/partner/leads/{reference}/outcome", request{method: "POST", path: "/api/partner/leads/" + leadList[0].Reference + "/outcome", body: outcome,
			header: map[string]string{"X-Claimsite-Partner": fmt.Sprint(partner.ID), "X-Claimsite-Signature": delivery.Sign(ts.clock, outcome, partner.WebhookSecret)}}, 201)
		c.call("/api/partner/leads/{reference}/outcome", request{method: "POST", path: "/api/partner/leads/" + leadList[0].Reference + "/outcome", body: outcome,
			header: map[string]string{"X-Claimsite-Partner": fmt.Sprint(partner.ID), "X-Claimsite-Signature": "t=1,v1=00"}}, 401)
		c.call("/api/admin/leads/{id}", auth("PATCH", lp, map[string]any{"status": "qualified", "notes": "Good case", "zip_code": "90211"}), 200)
		c.call("/api/admin/leads/{id}", auth("PATCH", lp, map[string]any{"status": "won"}), 422)
		c.call("/api/admin/leads/{id}", auth("GET", lp, nil), 200)
		c.call("/api/admin/leads/{id}", auth("GET", "/api/admin/leads/99999", nil), 404)
		c.call("/api/admin/conversions/export", auth("GET", "/api/admin/conversions/export", nil), 200)
		c.call("/api/admin/conversions/export", auth("GET", "/api/admin/conversions/export?from=x", nil), 422)
		c.call("/api/admin/partners/{id}", auth("DELETE", pp, nil), 200)

		// Suppressions, revocations, privacy requests.
		r = c.call("/api/admin/suppressions", auth("POST", "/api/admin/suppressions", map[string]any{"phone": "(555) 777-0000", "reason": "asked"}), 201)
		var sup idOnly
		dataOf(t, r, "data", &sup)
		c.call("/api/admin/suppressions", auth("POST", "/api/admin/suppressions", map[string]any{"phone": "12"}), 422)
		c.call("/api/admin/suppressions", auth("GET", "/api/admin/suppressions?q=asked", nil), 200)
		c.call("/api/admin/suppressions/import", request{method: "POST", path: "/api/admin/suppressions/import", token: admin, body: "phone,email\n5557770001,\n12,\n",
			header: map[string]string{"Content-Type": "text/csv"}}, 200)
		c.call("/api/admin/suppressions/{id}", auth("DELETE", fmt.Sprintf("/api/admin/suppressions/%d", sup.ID), nil), 200)
		r = c.call("/api/admin/revocations", auth("POST", "/api/admin/revocations", map[string]any{"phone": "5559990000", "scope": "calls", "channel": "phone", "note": "Called in"}), 201)
		var rev idOnly
		dataOf(t, r, "data", &rev)
		c.call("/api/admin/revocations", auth("POST", "/api/admin/revocations", map[string]any{"scope": "calls", "channel": "pigeon"}), 422)
		c.call("/api/admin/revocations", auth("GET", "/api/admin/revocations", nil), 200)
		c.call("/api/admin/revocations/{id}", auth("GET", fmt.Sprintf("/api/admin/revocations/%d", rev.ID), nil), 200)
		r = c.call("/api/admin/privacy-requests", auth("GET", "/api/admin/privacy-requests?status=confirmed", nil), 200)
		var prs []struct {
			ID   int64  `json:"id"`
			Type string `json:"type"`
		}
		dataOf(t, r, "data", &prs)
		if len(prs) != 1 || prs[0].Type != "access" {
			t.Fatalf("confirmed privacy requests: %+v", prs)
		}
		pr := fmt.Sprintf("/api/admin/privacy-requests/%d", prs[0].ID)
		c.call("/api/admin/privacy-requests/{id}", auth("GET", pr, nil), 200)
		c.call("/api/admin/privacy-requests/{id}/complete", auth("POST", pr+"/complete", map[string]any{"note": "Sent"}), 200)
		c.call("/api/admin/privacy-requests/{id}/export", auth("GET", pr+"/export", nil), 200)
		c.call("/api/admin/privacy-requests/{id}/deny", auth("POST", pr+"/deny", map[string]any{"note": "Too late"}), 409)
		r = c.call("/api/admin/privacy-requests", auth("GET", "/api/admin/privacy-requests?status=unconfirmed", nil), 200)
		dataOf(t, r, "data", &prs)
		if len(prs) != 1 {
			t.Fatalf("unconfirmed privacy requests: %+v", prs)
		}
		pr = fmt.Sprintf("/api/admin/privacy-requests/%d", prs[0].ID)
		c.call("/api/admin/privacy-requests/{id}/export", auth("GET", pr+"/export", nil), 409)
		c.call("/api/admin/privacy-requests/{id}/verify", auth("POST", pr+"/verify", map[string]any{"note": ""}), 422)
		c.call("/api/admin/privacy-requests/{id}/verify", auth("POST", pr+"/verify", map[string]any{"note": "Called back on file number"}), 200)
		c.call("/api/admin/privacy-requests/{id}/deny", auth("POST", pr+"/deny", map[string]any{"note": "Not a resident"}), 200)
		c.call("/api/admin/leads/{id}", auth("DELETE", lp, nil), 200)
		c.call("/api/admin/deliveries/{id}/retry", auth("POST", "/api/admin/deliveries/99999/retry", nil), 404)

		// Users, settings, consent texts.
		r = c.call("/api/admin/users", auth("GET", "/api/admin/users?role=user&verified=true", nil), 200)
		var users []idOnly
		dataOf(t, r, "data", &users)
		up := fmt.Sprintf("/api/admin/users/%d", users[0].ID)
		c.call("/api/admin/users/{id}", auth("GET", up, nil), 200)
		c.call("/api/admin/users/{id}", auth("PATCH", up, map[string]any{"disabled": true}), 200)
		c.call("/api/admin/users/{id}", auth("PATCH", up, map[string]any{"role": "root"}), 422)

		// Invitations.
		r = c.call("/api/admin/invitations", auth("POST", "/api/admin/invitations", map[string]any{"email": "ivy@example.com", "role": "intake"}), 201)
		var inv struct {
			Data struct {
				ID int64 `json:"id"`
			} `json:"data"`
		}
		r.decode(t, &inv)
		c.call("/api/admin/invitations", auth("POST", "/api/admin/invitations", map[string]any{"email": "ivy@example.com", "role": "user"}), 422)
		c.call("/api/admin/invitations", auth("GET", "/api/admin/invitations?status=pending", nil), 200)
		c.call("/api/admin/invitations", auth("GET", "/api/admin/invitations?status=nope", nil), 422)
		invited := ts.mailedToken("ivy@example.com", "invitation", "/accept-invitation")
		c.call("/api/auth/invitation", request{method: "POST", path: "/api/auth/invitation", body: map[string]any{"token": invited}}, 200)
		c.call("/api/auth/invitation", request{method: "POST", path: "/api/auth/invitation", body: map[string]any{"token": "nope"}}, 422)
		c.call("/api/auth/accept-invitation", request{method: "POST", path: "/api/auth/accept-invitation", body: map[string]any{"token": invited, "first_name": "Ivy", "last_name": "Intake", "password": "password123"}}, 200)
		c.call("/api/auth/accept-invitation", request{method: "POST", path: "/api/auth/accept-invitation", body: map[string]any{"token": invited}}, 422)
		c.call("/api/admin/invitations/{id}", auth("DELETE", fmt.Sprintf("/api/admin/invitations/%d", inv.Data.ID), nil), 409)
		c.call("/api/admin/invitations", auth("POST", "/api/admin/invitations", map[string]any{"email": "olive@example.com", "role": "editor"}), 201)
		r = c.call("/api/admin/invitations", auth("GET", "/api/admin/invitations?status=pending", nil), 200)
		var pending struct {
			Data []struct {
				ID int64 `json:"id"`
			} `json:"data"`
		}
		r.decode(t, &pending)
		c.call("/api/admin/invitations/{id}", auth("DELETE", fmt.Sprintf("/api/admin/invitations/%d", pending.Data[0].ID), nil), 200)
		c.call("/api/admin/invitations/{id}", auth("DELETE", "/api/admin/invitations/99999", nil), 404)

		// Two-step sign-in.
		editor := ts.user(access.Editor, "two-step@example.com")
		r = c.call("/api/auth/mfa/totp/setup", request{method: "POST", path: "/api/auth/mfa/totp/setup", token: editor}, 200)
		var setup struct {
			Data struct {
				Secret string `json:"secret"`
			} `json:"data"`
		}
		r.decode(t, &setup)
		c.call("/api/auth/mfa/totp/confirm", request{method: "POST", path: "/api/auth/mfa/totp/confirm", token: editor, body: map[string]any{"code": "000000"}}, 422)
		code, _ := authpkg.TOTPCode(setup.Data.Secret, ts.store.Now())
		c.call("/api/auth/mfa/totp/confirm", request{method: "POST", path: "/api/auth/mfa/totp/confirm", token: editor, body: map[string]any{"code": code}}, 200)
		c.call("/api/auth/mfa/totp/confirm", request{method: "POST", path: "/api/auth/mfa/totp/confirm", token: editor, body: map[string]any{"code": code}}, 409)
		r = c.call("/api/auth/login", request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "two-step@example.com", "password": "password123"}}, 200)
		var step struct {
			MFAToken string `json:"mfa_token"`
		}
		r.decode(t, &step)
		c.call("/api/auth/login/mfa", request{method: "POST", path: "/api/auth/login/mfa", body: map[string]any{"mfa_token": step.MFAToken, "code": "000000"}}, 422)
		ts.advance(authpkg.TOTPPeriod)
		code, _ = authpkg.TOTPCode(setup.Data.Secret, ts.store.Now())
		c.call("/api/auth/login/mfa", request{method: "POST", path: "/api/auth/login/mfa", body: map[string]any{"mfa_token": step.MFAToken, "code": code}}, 200)
		c.call("/api/auth/login/mfa", request{method: "POST", path: "/api/auth/login/mfa", body: map[string]any{"mfa_token": step.MFAToken, "code": code}}, 401)
		c.call("/api/auth/mfa/recovery-codes", request{method: "POST", path: "/api/auth/mfa/recovery-codes", token: editor}, 200)
		c.call("/api/auth/mfa/totp/disable", request{method: "POST", path: "/api/auth/mfa/totp/disable", token: editor, body: map[string]any{"password": "nope", "code": code}}, 422)
		ts.advance(authpkg.TOTPPeriod)
		code, _ = authpkg.TOTPCode(setup.Data.Secret, ts.store.Now())
		c.call("/api/auth/mfa/totp/disable", request{method: "POST", path: "/api/auth/mfa/totp/disable", token: editor, body: map[string]any{"password": "password123", "code": code}}, 200)
		c.call("/api/admin/users/{id}/mfa", auth("DELETE", fmt.Sprintf("/api/admin/users/%d/mfa", usersID(t, ts, "two-step@example.com")), nil), 200)
		c.call("/api/admin/users/{id}/mfa", auth("DELETE", "/api/admin/users/99999/mfa", nil), 404)

		// Sessions and the fresh check (the reset above signed the editor out).
		editor = acctToken(t, ts, "two-step@example.com", "password123", false).AccessToken
		r = c.call("/api/auth/sessions", request{method: "GET", path: "/api/auth/sessions", token: editor}, 200)
		var sessions struct {
			Data []struct {
				ID      string `json:"id"`
				Current bool   `json:"current"`
			} `json:"data"`
		}
		r.decode(t, &sessions)
		c.call("/api/auth/sessions/{id}", request{method: "DELETE", path: "/api/auth/sessions/nope", token: editor}, 404)
		c.call("/api/auth/sessions/revoke-others", request{method: "POST", path: "/api/auth/sessions/revoke-others", token: editor}, 200)
		c.call("/api/auth/confirm", request{method: "POST", path: "/api/auth/confirm", token: editor, body: map[string]any{"password": "nope"}}, 422)
		c.call("/api/auth/confirm", request{method: "POST", path: "/api/auth/confirm", token: editor, body: map[string]any{"password": "password123"}}, 200)
		c.call("/api/auth/mfa/recovery-codes", request{method: "POST", path: "/api/auth/mfa/recovery-codes", token: editor}, 409)

		// Passkeys.
		device := passkeytest.New(ts.server.cfg.PublicURL)
		r = c.call("/api/auth/passkeys/register/begin", request{method: "POST", path: "/api/auth/passkeys/register/begin", token: editor}, 200)
		var ceremony struct {
			Data ceremonyAnswer `json:"data"`
		}
		r.decode(t, &ceremony)
		made, _ := device.Register(ceremony.Data.Options)
		c.call("/api/auth/passkeys/register/finish", request{method: "POST", path: "/api/auth/passkeys/register/finish", token: editor,
			body: map[string]any{"token": ceremony.Data.Token, "name": "Phone", "credential": json.RawMessage(made)}}, 201)
		c.call("/api/auth/passkeys/register/finish", request{method: "POST", path: "/api/auth/passkeys/register/finish", token: editor,
			body: map[string]any{"token": ceremony.Data.Token, "credential": json.RawMessage(made)}}, 400)
		r = c.call("/api/auth/passkeys", request{method: "GET", path: "/api/auth/passkeys", token: editor}, 200)
		var keys struct {
			Data []struct {
				ID int64 `json:"id"`
			} `json:"data"`
		}
		r.decode(t, &keys)
		keyPath := fmt.Sprintf("/api/auth/passkeys/%d", keys.Data[0].ID)
		c.call("/api/auth/passkeys/{id}", request{method: "PATCH", path: keyPath, token: editor, body: map[string]any{"name": "My phone"}}, 200)
		c.call("/api/auth/passkeys/{id}", request{method: "PATCH", path: keyPath, token: editor, body: map[string]any{"name": ""}}, 422)
		r = c.call("/api/auth/passkeys/login/begin", request{method: "POST", path: "/api/auth/passkeys/login/begin"}, 200)
		r.decode(t, &ceremony)
		used, _ := device.Login(ceremony.Data.Options)
		c.call("/api/auth/passkeys/login/finish", request{method: "POST", path: "/api/auth/passkeys/login/finish",
			body: map[string]any{"token": ceremony.Data.Token, "credential": json.RawMessage(used)}}, 200)
		c.call("/api/auth/passkeys/login/finish", request{method: "POST", path: "/api/auth/passkeys/login/finish",
			body: map[string]any{"token": ceremony.Data.Token, "credential": json.RawMessage(used)}}, 400)
		// A password sign-in of an account with a passkey: its second step's methods.
		c.call("/api/auth/login", request{method: "POST", path: "/api/auth/login", body: map[string]any{"email": "two-step@example.com", "password": "password123"}}, 200)
		c.call("/api/auth/passkeys/{id}", request{method: "DELETE", path: keyPath, token: editor}, 200)
		c.call("/api/auth/passkeys/{id}", request{method: "DELETE", path: keyPath, token: editor}, 404)
		firm := createPartner(t, ts, admin, partnerBody("Secret Firm"))
		c.call("/api/admin/partners/{id}/webhook-secret", auth("POST", fmt.Sprintf("/api/admin/partners/%d/webhook-secret", firm.ID), nil), 200)
		c.call("/api/admin/partners/{id}/webhook-secret", auth("POST", "/api/admin/partners/99999/webhook-secret", nil), 404)
		ledger := fmt.Sprintf("/api/admin/partners/%d/ledger", firm.ID)
		c.call("/api/admin/partners/{id}/ledger", auth("POST", ledger, map[string]any{"kind": "payment", "amount_cents": 10_000, "method": "ACH"}), 201)
		c.call("/api/admin/partners/{id}/ledger", auth("POST", ledger, map[string]any{"kind": "charge", "amount_cents": -1}), 422)
		r = c.call("/api/admin/partners/{id}/ledger", auth("GET", ledger, nil), 200)
		var entries struct {
			Data []struct {
				ID int64 `json:"id"`
			} `json:"data"`
		}
		r.decode(t, &entries)
		c.call("/api/admin/partners/{id}/ledger/{entry}", auth("GET", fmt.Sprintf("%s/%d", ledger, entries.Data[0].ID), nil), 200)
		c.call("/api/admin/partners/{id}/ledger/{entry}", auth("GET", ledger+"/99999", nil), 404)
		// A return: a Wyoming firm (no other covers it) gets a lead, a member returns it, the admin decides.
		wyoming := deliveryPartner(t, ts, "Cowboy State Law", "WY")
		member := ts.memberOf(wyoming.ID, "member@cowboystate.example")
		returned := leadsSubmit(t, ts, leadsForm(map[string]any{"state": "Wyoming (WY)", "zipCode": "82001", "email": "wy@example.com", "phone": "5550009999"}))
		ts.deliverAll()
		returnedLead, _ := ts.store.Lead(t.Context(), returned)
		returnPath := "/api/partner/leads/" + returnedLead.Reference + "/return"
		c.call("/api/partner/leads/{reference}/return", request{method: "POST", path: returnPath, token: member, body: map[string]any{"reason": "other"}}, 422)
		r = c.call("/api/partner/leads/{reference}/return", request{method: "POST", path: returnPath, token: member, body: map[string]any{"reason": "duplicate"}}, 201)
		var ret struct {
			Data struct {
				ID int64 `json:"id"`
			} `json:"data"`
		}
		r.decode(t, &ret)
		c.call("/api/partner/leads/{reference}/return", request{method: "POST", path: "/api/partner/leads/NOSUCH/return", token: member, body: map[string]any{"reason": "duplicate"}}, 404)
		c.call("/api/admin/returns", auth("GET", "/api/admin/returns?status=pending", nil), 200)
		c.call("/api/admin/returns", auth("GET", "/api/admin/returns?status=lost", nil), 422)
		c.call("/api/admin/returns/{id}/deny", auth("POST", fmt.Sprintf("/api/admin/returns/%d/deny", ret.Data.ID), map[string]any{}), 422)
		c.call("/api/admin/returns/{id}/approve", auth("POST", fmt.Sprintf("/api/admin/returns/%d/approve", ret.Data.ID), map[string]any{"note": "ok"}), 200)
		c.call("/api/admin/returns/{id}/deny", auth("POST", fmt.Sprintf("/api/admin/returns/%d/deny", ret.Data.ID), map[string]any{"note": "no"}), 409)
		c.call("/api/partner/leads/{reference}/return", request{method: "POST", path: returnPath, token: member, body: map[string]any{"reason": "duplicate"}}, 409)
		// The rest of the portal, as that member.
		c.call("/api/partner/account", request{method: "GET", path: "/api/partner/account", token: member}, 200)
		c.call("/api/partner/leads", request{method: "GET", path: "/api/partner/leads?return_status=approved", token: member}, 200)
		c.call("/api/partner/leads", request{method: "GET", path: "/api/partner/leads?state=ZZ", token: member}, 422)
		c.call("/api/partner/leads/export", request{method: "GET", path: "/api/partner/leads/export", token: member}, 200)
		c.call("/api/partner/leads/{reference}", request{method: "GET", path: "/api/partner/leads/" + returnedLead.Reference, token: member}, 200)
		c.call("/api/partner/leads/{reference}", request{method: "GET", path: "/api/partner/leads/NOSUCH", token: member}, 404)
		c.call("/api/partner/leads/{reference}/outcome", request{method: "POST", path: "/api/partner/leads/" + returnedLead.Reference + "/outcome",
			token: member, body: map[string]any{"status": "contacted"}}, 201)
		c.call("/api/partner/pause", request{method: "POST", path: "/api/partner/pause", token: member}, 200)
		c.call("/api/partner/resume", request{method: "POST", path: "/api/partner/resume", token: member}, 200)
		c.call("/api/partner/ledger", request{method: "GET", path: "/api/partner/ledger", token: member}, 200)
		c.call("/api/partner/webhook-test", request{method: "POST", path: "/api/partner/webhook-test", token: member}, 409)
		c.call("/api/partner/webhook-attempts", request{method: "GET", path: "/api/partner/webhook-attempts", token: member}, 200)
		c.call("/api/partner/webhook-secret", request{method: "POST", path: "/api/partner/webhook-secret", token: member}, 200)
		// Invoices: the secret firm's (its payment) and the Wyoming firm's.
		c.call("/api/admin/partners/{id}/invoices", auth("POST", fmt.Sprintf("/api/admin/partners/%d/invoices", firm.ID), nil), 201)
		c.call("/api/admin/partners/{id}/invoices", auth("POST", fmt.Sprintf("/api/admin/partners/%d/invoices", firm.ID), nil), 422)
		c.call("/api/admin/partners/{id}/invoices", auth("POST", "/api/admin/partners/99999/invoices", nil), 404)
		c.call("/api/admin/partners/{id}/ledger", auth("POST", fmt.Sprintf("/api/admin/partners/%d/ledger", wyoming.ID),
			map[string]any{"kind": "payment", "amount_cents": 5_000, "method": "Check"}), 201)
		c.call("/api/admin/partners/{id}/invoices", auth("POST", fmt.Sprintf("/api/admin/partners/%d/invoices", wyoming.ID), nil), 201)
		c.call("/api/admin/invoices", auth("GET", "/api/admin/invoices?period="+ts.clock.Format("2006-01"), nil), 200)
		c.call("/api/admin/invoices", auth("GET", "/api/admin/invoices?period=May", nil), 422)
		c.call("/api/admin/invoices/{number}", auth("GET", "/api/admin/invoices/1", nil), 200)
		c.call("/api/admin/invoices/{number}", auth("GET", "/api/admin/invoices/99", nil), 404)
		c.call("/api/admin/invoices/{number}/pdf", auth("GET", "/api/admin/invoices/1/pdf", nil), 200)
		c.call("/api/admin/invoices/{number}/pdf", auth("GET", "/api/admin/invoices/99/pdf", nil), 404)
		c.call("/api/partner/invoices", request{method: "GET", path: "/api/partner/invoices", token: member}, 200)
		c.call("/api/partner/invoices/{number}", request{method: "GET", path: "/api/partner/invoices/2", token: member}, 200)
		c.call("/api/partner/invoices/{number}", request{method: "GET", path: "/api/partner/invoices/1", token: member}, 404)
		c.call("/api/partner/invoices/{number}/pdf", request{method: "GET", path: "/api/partner/invoices/2/pdf", token: member}, 200)
		c.call("/api/partner/invoices/{number}/pdf", request{method: "GET", path: "/api/partner/invoices/1/pdf", token: member}, 404)
		// A change request: the member asks, the admin decides.
		changes := "/api/partner/change-requests"
		c.call(changes, request{method: "POST", path: changes, token: member, body: map[string]any{"changes": map[string]any{}}}, 422)
		c.call(changes, request{method: "POST", path: changes, token: member, body: map[string]any{"changes": map[string]any{"daily_cap": -1, "price_cents": 1}}}, 422)
		r = c.call(changes, request{method: "POST", path: changes, token: member,
			body: map[string]any{"changes": map[string]any{"states": []string{"WY", "MT"}, "daily_cap": 9}, "note": "We cover Montana now"}}, 201)
		var asked struct {
			Data struct {
				ID int64 `json:"id"`
			} `json:"data"`
		}
		r.decode(t, &asked)
		c.call(changes, request{method: "GET", path: changes, token: member}, 200)
		c.call("/api/admin/change-requests", auth("GET", "/api/admin/change-requests?status=pending", nil), 200)
		c.call("/api/admin/change-requests", auth("GET", "/api/admin/change-requests?status=lost", nil), 422)
		askedPath := fmt.Sprintf("/api/admin/change-requests/%d", asked.Data.ID)
		c.call("/api/admin/change-requests/{id}/decline", auth("POST", askedPath+"/decline", map[string]any{}), 422)
		c.call("/api/admin/change-requests/{id}/approve", auth("POST", "/api/admin/change-requests/99999/approve", map[string]any{}), 404)
		c.call("/api/admin/change-requests/{id}/approve", auth("POST", askedPath+"/approve", map[string]any{"note": "Done"}), 200)
		c.call("/api/admin/change-requests/{id}/decline", auth("POST", askedPath+"/decline", map[string]any{"note": "No"}), 409)
		for _, sess := range sessions.Data {
			if sess.Current {
				c.call("/api/auth/sessions/{id}", request{method: "DELETE", path: "/api/auth/sessions/" + sess.ID, token: editor}, 200)
			}
		}
		c.call("/api/admin/tier-rules", auth("GET", "/api/admin/tier-rules", nil), 200)
		c.call("/api/admin/tier-rules", auth("PUT", "/api/admin/tier-rules", map[string]any{"liability": 25, "injury": 40, "timing": 20, "contact": 15, "min_a": 75, "min_b": 55, "min_c": 35}), 200)
		c.call("/api/admin/tier-rules", auth("PUT", "/api/admin/tier-rules", map[string]any{"liability": 25}), 422)
		exp := "/api/admin/experiments"
		c.call(exp, auth("POST", exp, popupExperiment(nil)), 201)
		c.call(exp, auth("POST", exp, popupExperiment(map[string]any{"traffic_percent": 0})), 422)
		c.call(exp, auth("GET", exp, nil), 200)
		var list struct {
			Data []struct {
				ID int64 `json:"id"`
			} `json:"data"`
		}
		ts.get(exp, admin).decode(t, &list)
		one := fmt.Sprintf("%s/%d", exp, list.Data[0].ID)
		c.call(exp+"/{id}", auth("GET", one, nil), 200)
		c.call(exp+"/{id}/results", auth("GET", one+"/results", nil), 200)
		c.call(exp+"/{id}", auth("PUT", one, map[string]any{"name": "Later pop-up"}), 200)
		c.call(exp+"/{id}", auth("PUT", one, map[string]any{"alpha": 0.5}), 422)
		c.call(exp+"/{id}/start", auth("POST", one+"/start", nil), 200)
		c.call(exp+"/{id}/start", auth("POST", one+"/start", nil), 409)
		c.call("/api/experiments/assignments", request{method: "GET", path: "/api/experiments/assignments?exposed=popup",
			header: map[string]string{"User-Agent": "Mozilla/5.0 Chrome/131.0"}}, 200)
		c.call(exp+"/{id}/results", auth("GET", one+"/results", nil), 200)
		c.call(exp+"/{id}/stop", auth("POST", one+"/stop", nil), 200)
		c.call(exp+"/{id}/ship", auth("POST", one+"/ship", map[string]any{"variant": "x"}), 422)
		c.call(exp+"/{id}/ship", auth("POST", one+"/ship", map[string]any{"variant": "b"}), 200)
		c.call(exp+"/{id}/stop", auth("POST", one+"/stop", nil), 409)
		c.call("/api/admin/settings", auth("GET", "/api/admin/settings", nil), 200)
		c.call("/api/admin/settings", auth("PUT", "/api/admin/settings", map[string]any{"brand": "Claim Help", "notify_emails": []string{"ops@example.com"}, "conversion_value": 12.5}), 200)
		c.call("/api/admin/settings", auth("PUT", "/api/admin/settings", map[string]any{"popup_delay_seconds": 500}), 422)
		c.call("/api/admin/settings", auth("PUT", "/api/admin/settings", map[string]any{"es": map[string]any{"cta_label": "Consulta gratis"}}), 200)
		c.call("/api/admin/settings", auth("PUT", "/api/admin/settings", map[string]any{"es": map[string]any{"cta_label": strings.Repeat("x", 41)}}), 422)
		c.call("/api/admin/consent-texts", auth("GET", "/api/admin/consent-texts", nil), 200)
		c.call("/api/admin/consent-texts", auth("POST", "/api/admin/consent-texts", map[string]any{"text": "I agree to be contacted by Claim Help and its partners."}), 201)
		c.call("/api/admin/consent-texts", auth("POST", "/api/admin/consent-texts",
			map[string]any{"text": "Acepto que Claim Help y sus socios se comuniquen conmigo.", "language": "es"}), 201)
		c.call("/api/admin/consent-texts", auth("POST", "/api/admin/consent-texts", map[string]any{"text": ""}), 422)

		// The dashboards and the audit log of all that, with rows in every table.
		c.call("/api/admin/stats", auth("GET", "/api/admin/stats", nil), 200)
		c.call("/api/admin/analytics", auth("GET", "/api/admin/analytics", nil), 200)
		c.call("/api/admin/audit", auth("GET", "/api/admin/audit?action=update&record_type=lead", nil), 200)
		c.call("/api/admin/audit", auth("GET", "/api/admin/audit?page=2", nil), 200)
		c.call("/api/admin/audit", auth("GET", "/api/admin/audit?action=nope", nil), 422)
		c.call("/api/admin/audit/export", auth("GET", "/api/admin/audit/export?record_type=lead", nil), 200)
		c.call("/api/admin/audit/export", auth("GET", "/api/admin/audit/export?from=x", nil), 422)

		// Every operation of the document was checked at least once.
		for _, op := range openAPIOperations(t) {
			if c.seen[op] == 0 {
				t.Errorf("%s: no answer checked against the document", op)
			}
		}
	})
}
