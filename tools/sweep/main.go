// Command sweep is the HTTP sweep of make verify (scripts/verify/45-sweep.sh):
// it starts the real binary on a fresh SQLite database, reads the route
// table from it (claimsite routes), and sends every route, as an anonymous
// caller and as the admin, input no client should send: malformed JSON,
// wrong types in every field, bodies over every limit, huge and repeated
// query parameters, NUL and bytes that are not UTF-8, wrong content
// types, odd path values and methods the route does not have. No answer
// may be a 5xx; every API error must be a known 4xx with the JSON error
// envelope; the server must log no failed request and no panic.
//
// Before that, it stores script and HTML payloads through every write
// route and reads every record back through the admin and public API and
// the server-rendered pages: no payload may come back live where HTML is
// rendered (rich-text fields sanitised, everything else escaped).
//
//	go run ./tools/sweep -bin bin/claimsite
//
// It prints a table of cases and failures; its last line is the summary.
// The exit status is 1 when anything failed.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"syscall"
	"time"

	"golang.org/x/net/html"
)

// route is one entry of `claimsite routes`.
type route struct {
	Method  string `json:"method"`
	Pattern string `json:"pattern"`
	Access  string `json:"access"`
}

const (
	adminEmail    = "sweep-admin@example.com"
	adminPassword = "sweep-password-1"
	// marker is in every payload, so a payload found live is ours.
	marker = "xss7q"
)

// payload is stored through the write routes; short fits fields of 100
// characters.
var (
	payload = `<script>alert('` + marker + `')</script><img src=x onerror="alert('` + marker + `')">` +
		`<a href="javascript:alert('` + marker + `')">` + marker + `</a>"'><svg/onload=alert('` + marker + `')>`
	short = `<img src=x onerror=alert('` + marker + `')>`
)

// fields are the names the API's JSON bodies use, so a body that sets
// them all reaches every field of every route.
var fields = []string{"title", "name", "first_name", "last_name", "email", "phone", "password", "password_confirmation",
	"current_password", "description", "body", "excerpt", "slug", "status", "notes", "reason", "answer", "faq_question",
	"code", "seo_title", "seo_description", "seo_keywords", "brand", "text", "token", "type", "details", "webhook_url",
	"webhook_secret", "timezone", "role", "zip_code", "zipCode", "state", "states", "service_ids", "priority", "daily_cap",
	"monthly_cap", "schedule", "active", "is_checked", "attribution", "scope", "channel", "received_at", "note",
	"published_at", "remember", "state_law_id", "service_id", "california_resident", "consent_version", "LeadID", "link",
	"page_url", "referrer", "_method", "remove_path", "path"}

// saneStatus are the answers bad input may get.
var saneStatus = map[int]bool{200: true, 201: true, 202: true, 204: true, 304: true, 400: true, 401: true, 403: true,
	404: true, 405: true, 409: true, 410: true, 413: true, 415: true, 422: true, 429: true}

type sweeper struct {
	base   string
	client *http.Client
	admin  string
	routes []route
	// ids are records the stored phase made, by the pattern prefix that
	// made them ("/api/admin/services").
	ids map[string][]string
	// counts and failures by phase.
	sent     map[string]int
	failures []string
	verbose  bool
	// escapedPages and richFields count the answers that showed a
	// payload safely: none would mean the stored check proved nothing.
	escapedPages, richFields int
}

func main() {
	bin := flag.String("bin", os.Getenv("CLAIMSITE_BIN"), "the claimsite binary (default $CLAIMSITE_BIN)")
	verbose := flag.Bool("v", false, "print every failure, not the first 40")
	listen := flag.String("addr", "", "address the server listens on (default: a free port on 127.0.0.1)")
	flag.Parse()
	if *bin == "" {
		fatal("no binary: pass -bin or set CLAIMSITE_BIN")
	}
	code, err := run(*bin, *listen, *verbose)
	if err != nil {
		fatal(err.Error())
	}
	os.Exit(code)
}

func fatal(msg string) {
	fmt.Println("sweep: FAIL (" + msg + ")")
	os.Exit(1)
}

func run(bin, addr string, verbose bool) (int, error) {
	out, err := exec.Command(bin, "routes").Output()
	if err != nil {
		return 1, fmt.Errorf("%s routes: %v", bin, err)
	}
	var routes []route
	if err := json.Unmarshal(out, &routes); err != nil || len(routes) == 0 {
		return 1, fmt.Errorf("%s routes: no route table (%v)", bin, err)
	}
	dir, err := os.MkdirTemp("", "claimsite-sweep-")
	if err != nil {
		return 1, err
	}
	defer os.RemoveAll(dir)
	if addr == "" {
		if addr, err = freeAddr(); err != nil {
			return 1, err
		}
	}
	logPath := filepath.Join(dir, "server.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		return 1, err
	}
	defer logFile.Close()
	srv := exec.Command(bin, "serve")
	srv.Env = append(os.Environ(),
		"CLAIMSITE_ADDR="+addr, "CLAIMSITE_DATA_DIR="+filepath.Join(dir, "data"), "CLAIMSITE_DATABASE_URL=",
		"CLAIMSITE_STORAGE_DIR=", "CLAIMSITE_ADMIN_EMAIL="+adminEmail, "CLAIMSITE_ADMIN_PASSWORD="+adminPassword, "CLAIMSITE_REQUIRE_MFA=false",
		// Limits off: one address sends thousands of requests, and a 429
		// would hide the answer the case is about. The limits have their
		// own tests.
		"CLAIMSITE_RATE_LIMITS=off", "CLAIMSITE_BCRYPT_COST=4", "CLAIMSITE_SMTP_URL=", "CLAIMSITE_PUBLIC_URL=http://"+addr,
		"CLAIMSITE_TRUSTEDFORM_API_KEY=", "CLAIMSITE_METRICS_ADDR=")
	srv.Stdout, srv.Stderr = logFile, logFile
	if err := srv.Start(); err != nil {
		return 1, err
	}
	stopped := false
	stop := func() {
		if stopped {
			return
		}
		stopped = true
		srv.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { srv.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			srv.Process.Kill()
			<-done
		}
	}
	defer stop()

	s := &sweeper{base: "http://" + addr, routes: routes, ids: map[string][]string{}, sent: map[string]int{}, verbose: verbose,
		client: &http.Client{Timeout: 60 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
	if err := s.waitReady(60 * time.Second); err != nil {
		tail, _ := os.ReadFile(logPath)
		return 1, fmt.Errorf("server did not start: %v\n%s", err, lastLines(string(tail), 20))
	}
	if s.admin, err = s.login(); err != nil {
		return 1, err
	}
	start := time.Now()
	s.storedPhase()
	if s.escapedPages == 0 || s.richFields == 0 {
		s.fail("[stored-read] the payloads reached %d rendered pages and %d rich-text fields: the stored check proved nothing", s.escapedPages, s.richFields)
	}
	s.inputPhase()
	s.methodPhase()
	stop()
	s.checkLog(logPath)

	phases := make([]string, 0, len(s.sent))
	total := 0
	for p, n := range s.sent {
		phases = append(phases, p)
		total += n
	}
	sort.Strings(phases)
	cases := len(phases)
	if s.sent["setup"] > 0 {
		cases-- // logins, not a case
	}
	fmt.Printf("%d routes × %d cases; payloads shown safely in %d pages and %d rich-text fields\n", len(routes), cases, s.escapedPages, s.richFields)
	fmt.Printf("%-28s %10s\n", "CASE", "REQUESTS")
	for _, p := range phases {
		fmt.Printf("%-28s %10d\n", p, s.sent[p])
	}
	if len(s.failures) > 0 {
		fmt.Println("FAILURES")
		for i, f := range s.failures {
			if i == 40 && !verbose {
				fmt.Printf("  ... and %d more (-v lists all)\n", len(s.failures)-40)
				break
			}
			fmt.Println("  " + f)
		}
		fmt.Printf("sweep: FAIL (%d failures; %d routes, %d requests in %s)\n", len(s.failures), len(routes), total, time.Since(start).Round(time.Second))
		return 1, nil
	}
	fmt.Printf("sweep: ok (%d routes, %d requests, no 5xx, nothing stored unsanitised, in %s)\n", len(routes), total, time.Since(start).Round(time.Second))
	return 0, nil
}

func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func (s *sweeper) waitReady(limit time.Duration) error {
	deadline := time.Now().Add(limit)
	for {
		resp, err := s.client.Get(s.base + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("no healthy answer in %s (%v)", limit, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

func (s *sweeper) login() (string, error) {
	a := s.do("setup", req{method: "POST", path: "/api/auth/login", contentType: "application/json", body: jsonBody(map[string]any{"email": adminEmail, "password": adminPassword})})
	var out struct {
		AccessToken string `json:"access_token"`
	}
	if a.status != 200 || json.Unmarshal(a.body, &out) != nil || out.AccessToken == "" {
		return "", fmt.Errorf("admin login: %d %s", a.status, a.body)
	}
	return out.AccessToken, nil
}

// req is one request; path is sent as written (already escaped).
type req struct {
	method, path, query string
	token               string
	contentType         string
	body                []byte
	header              map[string]string
}

type answer struct {
	status      int
	contentType string
	body        []byte
	err         error
}

// do sends r, counted under phase.
func (s *sweeper) do(phase string, r req) answer {
	s.sent[phase]++
	u := &url.URL{Scheme: "http", Host: strings.TrimPrefix(s.base, "http://"), Opaque: "//" + strings.TrimPrefix(s.base, "http://") + r.path, RawQuery: r.query}
	hr, err := http.NewRequestWithContext(context.Background(), r.method, s.base, bytes.NewReader(r.body))
	if err != nil {
		return answer{err: err}
	}
	hr.URL = u
	if r.body == nil {
		hr.Body, hr.ContentLength = nil, 0
	}
	if r.contentType != "" {
		hr.Header.Set("Content-Type", r.contentType)
	}
	if r.token != "" {
		hr.Header.Set("Authorization", "Bearer "+r.token)
	}
	for k, v := range r.header {
		hr.Header.Set(k, v)
	}
	resp, err := s.client.Do(hr)
	if err != nil {
		return answer{err: err}
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	return answer{status: resp.StatusCode, contentType: resp.Header.Get("Content-Type"), body: body, err: err}
}

func (s *sweeper) fail(format string, args ...any) {
	s.failures = append(s.failures, fmt.Sprintf(format, args...))
}

// check fails a 5xx, a status bad input should never get, and an API
// error without the JSON envelope. A connection the server closed on a
// body over its limit is a refusal, not a failure.
func (s *sweeper) check(phase string, r req, a answer) {
	what := fmt.Sprintf("[%s] %s %s", phase, r.method, clip(r.path+query(r.query), 120))
	if a.err != nil {
		if phase == "huge-body" && isClosed(a.err) {
			return
		}
		s.fail("%s: %v", what, a.err)
		return
	}
	if unclean(r.path) && (a.status == 301 || a.status == 307 || a.status == 308) {
		return // net/http redirects a path with "." or ".." segments to its clean form
	}
	if a.status >= 500 || !saneStatus[a.status] {
		s.fail("%s: %d %s", what, a.status, clip(string(a.body), 200))
		return
	}
	if a.status >= 400 && strings.HasPrefix(r.path, "/api/") && r.method != "HEAD" {
		var env struct {
			Message string `json:"message"`
		}
		if !strings.HasPrefix(a.contentType, "application/json") || json.Unmarshal(a.body, &env) != nil || env.Message == "" {
			s.fail("%s: %d without the JSON error envelope: %s", what, a.status, clip(string(a.body), 120))
		}
	}
}

// unclean reports whether path has "." or ".." segments or "//".
func unclean(path string) bool {
	return strings.Contains(path+"/", "/../") || strings.Contains(path+"/", "/./") || strings.Contains(path, "//")
}

func isClosed(err error) bool {
	return errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE) || errors.Is(err, io.EOF) ||
		strings.Contains(err.Error(), "connection reset") || strings.Contains(err.Error(), "broken pipe")
}

func query(q string) string {
	if q == "" {
		return ""
	}
	return "?" + q
}

func clip(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

func jsonBody(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// fill is the route's path with each {name} replaced by value.
var param = regexp.MustCompile(`\{[^}]+\}`)

func fill(pattern, value string) string { return param.ReplaceAllString(pattern, value) }

// tokenFor is the caller's token for a case: "" anonymous, or the
// admin's. A logout would end the admin's session, so each logout gets a
// session of its own.
func (s *sweeper) tokenFor(rt route, asAdmin bool) string {
	if !asAdmin {
		return ""
	}
	if strings.HasSuffix(rt.Pattern, "/logout") {
		if t, err := s.login(); err == nil {
			return t
		}
	}
	return s.admin
}

// callers are the identities every case is sent as.
var callers = []struct {
	name  string
	admin bool
}{{"anonymous", false}, {"admin", true}}

// inputPhase sends every route the malformed-input cases.
func (s *sweeper) inputPhase() {
	huge := append(append([]byte(`{"title":"`), bytes.Repeat([]byte("a"), 7<<20)...), `"}`...)
	wrongValues := []any{123, -1, 1e300, true, false, nil, []any{1, "x"}, map[string]any{"a": map[string]any{"b": []any{}}}, strings.Repeat("x", 20000), ""}
	nulBody := map[string]any{}
	for _, f := range fields {
		nulBody[f] = "a\u0000b\u202e\ufeff"
	}
	badUTF8 := bytes.ReplaceAll(jsonBody(nulBody), []byte(`\u0000`), []byte("\xff\xfe"))
	pathValues := []string{"-1", "0", "99999999999999999999", "abc", "1.5", "%20", "..%2F..%2Fetc%2Fpasswd", "..", "%00", "%FF",
		"%E2%80%AE", strings.Repeat("9", 1000), "1%3Bselect%201", "%7B%7D"}
	var dup strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&dup, "page=%d&q=%d&", i-1000, i)
	}
	queries := map[string]string{
		"query-huge":       "q=" + strings.Repeat("a", 64<<10) + "&page=" + strings.Repeat("9", 5000),
		"query-duplicated": dup.String(),
		"query-bad-text":   "q=%00%FF&query=%00%FF&page=%FF&state=%00&status=%FF&from=%00&to=2026-13-45&format=%FF&section=..%2F&type=%00&overdue=%FF&routing=%00&delivery=%FF",
		"query-wrong-type": "page=-5&page=abc&from=yesterday&to=1e9&q[]=1&q[a]=2&format=csv&section=nope&overdue=maybe",
	}
	contentTypes := []struct{ ct, body string }{
		{"text/plain", `{"title":"a"}`}, {"application/xml", `<a>1</a>`}, {"application/x-www-form-urlencoded", "title=a&description=%FF%00&title=b"},
		{"multipart/form-data", "--x\r\n"}, {"multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"path\"; filename=\"../../a.png\"\r\n\r\n\x89PNG\r\n--x--\r\n"},
		{"text/csv", "phone,email\n5555550100,a@b.co\n"}, {"application/json; charset=utf-16", "\xff\xfe{\x00}\x00"}, {"", `{"title":"a"}`}, {"application/json", ""},
	}
	for _, rt := range s.routes {
		write := rt.Method != "GET"
		for _, c := range callers {
			base := fill(rt.Pattern, "1")
			send := func(phase string, r req) {
				r.method = rt.Method
				if r.path == "" {
					r.path = base
				}
				r.token = s.tokenFor(rt, c.admin)
				a := s.do(phase, r)
				s.check(phase+"/"+c.name, r, a)
				// A route for the admin alone refuses everyone else with 401.
				if !c.admin && rt.Access != "public" && a.err == nil && !unclean(r.path) && a.status != 401 && a.status != 404 && a.status != 405 && a.status != 415 && a.status != 413 {
					s.fail("[%s/anonymous] %s %s: %d, want 401", phase, rt.Method, clip(r.path, 80), a.status)
				}
			}
			for name, q := range queries {
				send(name, req{query: q})
			}
			if strings.Contains(rt.Pattern, "{") {
				for _, v := range pathValues {
					send("path-values", req{path: fill(rt.Pattern, v), body: writeBody(write, []byte(`{}`)), contentType: ctFor(write)})
				}
			}
			if !write {
				continue
			}
			send("malformed-json", req{body: []byte(`{"title":`), contentType: "application/json"})
			send("malformed-json", req{body: []byte(`{"a":1}{"b":2}`), contentType: "application/json"})
			send("malformed-json", req{body: []byte(`[`), contentType: "application/json"})
			for _, v := range wrongValues {
				body := map[string]any{}
				for _, f := range fields {
					body[f] = v
				}
				send("wrong-types", req{body: jsonBody(body), contentType: "application/json"})
			}
			send("wrong-types", req{body: []byte(`[{"title":"a"}]`), contentType: "application/json"})
			send("wrong-types", req{body: []byte(`"just a string"`), contentType: "application/json"})
			send("wrong-types", req{body: []byte(`null`), contentType: "application/json"})
			send("nul-and-bad-utf8", req{body: jsonBody(nulBody), contentType: "application/json"})
			send("nul-and-bad-utf8", req{body: badUTF8, contentType: "application/json"})
			for _, ct := range contentTypes {
				send("content-types", req{body: []byte(ct.body), contentType: ct.ct})
			}
			send("huge-body", req{body: huge, contentType: "application/json"})
		}
	}
	// Paths the route table does not have (a JSON 404 under /api, never
	// the web app), and what is mounted beside it: uploads, the web app,
	// health check, sitemap.
	for _, p := range []string{"/api/nope", "/api/admin/nope", "/api/../api/site", "/api/%00", "/api/site/extra/segments",
		"/storage/..%2F..%2Fetc%2Fpasswd", "/storage/%00", "/storage/uploads/%FF.png", "/storage/seed/../../data/claimsite.db",
		"/storage/uploads/" + strings.Repeat("a", 2000) + ".png", "/%00", "/admin/%FF", "/blog/%00", "/service-detail/-1",
		"/state-law-detail/99999999999999999999", "/healthz", "/sitemap.xml", "/robots.txt", "/favicon.ico"} {
		for _, m := range []string{"GET", "HEAD", "POST"} {
			r := req{method: m, path: p}
			a := s.do("other-paths", r)
			s.check("other-paths", r, a)
		}
	}
}

func writeBody(write bool, b []byte) []byte {
	if write {
		return b
	}
	return nil
}

func ctFor(write bool) string {
	if write {
		return "application/json"
	}
	return ""
}

// methodPhase sends every pattern the methods it does not have: 405
// with an Allow header, never a 5xx.
func (s *sweeper) methodPhase() {
	have := map[string]map[string]bool{}
	var patterns []string
	for _, rt := range s.routes {
		if have[rt.Pattern] == nil {
			have[rt.Pattern] = map[string]bool{}
			patterns = append(patterns, rt.Pattern)
		}
		have[rt.Pattern][rt.Method] = true
	}
	for _, p := range patterns {
		for _, m := range []string{"GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"} {
			if have[p][m] {
				continue
			}
			for _, path := range []string{fill(p, "1"), fill(p, "1") + "/"} {
				r := req{method: m, path: path, token: s.admin, body: []byte(`{}`), contentType: "application/json"}
				a := s.do("methods", r)
				s.check("methods", r, a)
				// Another pattern may take the path under this method
				// (PATCH /api/admin/leads/export is PATCH .../{id}).
				if a.err == nil && a.status != 405 && !s.routed(m, path) {
					s.fail("[methods] %s %s: %d, want 405", m, path, a.status)
				}
			}
		}
	}
}

// routed reports whether a route of method m matches path (with or
// without a trailing slash), as the server's mux would.
func (s *sweeper) routed(m, path string) bool {
	path = strings.TrimSuffix(path, "/")
	for _, rt := range s.routes {
		if rt.Method != m && !(m == "HEAD" && rt.Method == "GET") {
			continue
		}
		var re strings.Builder
		re.WriteString("^")
		last := 0
		for _, loc := range param.FindAllStringIndex(rt.Pattern, -1) {
			re.WriteString(regexp.QuoteMeta(rt.Pattern[last:loc[0]]))
			if strings.HasSuffix(rt.Pattern[loc[0]:loc[1]], "...}") {
				re.WriteString(".*")
			} else {
				re.WriteString("[^/]+")
			}
			last = loc[1]
		}
		re.WriteString(regexp.QuoteMeta(rt.Pattern[last:]) + "$")
		if regexp.MustCompile(re.String()).MatchString(path) {
			return true
		}
	}
	return false
}

// checkLog fails on every request the server logged as failed and on any
// panic: a 500 the sweep did not see (a render, a background write) is
// still a failure.
func (s *sweeper) checkLog(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		s.fail("read the server log: %v", err)
		return
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.Contains(line, `"level":"ERROR"`) || strings.Contains(line, "panic") {
			s.fail("[server log] %s", clip(line, 300))
		}
	}
}

// ---- stored payloads

// templates are valid bodies for the write routes the sweep knows, with
// payloads in their text fields, so the records are stored and the
// payloads reach the pages. Routes it does not know get the payload in
// every field (fields), which stores whatever the route accepts.
func templates(suffix string) map[string]map[string]any {
	return map[string]map[string]any{
		"POST /api/contact": {"first_name": "Jane" + short, "last_name": "Doe", "email": "jane" + suffix + "@example.com", "phone": "5555550100",
			"zipCode": "30301", "state": "GA", "description": payload, "is_checked": true, "page_url": "https://x.example/" + payload,
			"referrer": "javascript:alert('" + marker + "')", "attribution": map[string]any{"landing_page": "/" + payload, "utm_source": short, "utm_campaign": payload}},
		"POST /api/admin/services": {"title": "Svc " + short, "description": payload, "seo_title": short, "seo_description": payload, "seo_keywords": short},
		"POST /api/admin/state_laws": {"name": "Zz" + suffix + short, "code": map[string]string{"1": "ZQ", "2": "ZX"}[suffix], "title": payload, "description": "<p>law</p>" + payload,
			"seo_title": short, "seo_description": payload},
		"POST /api/admin/questions": {"faq_question": "Q " + payload, "answer": "A " + payload},
		"POST /api/admin/blogs": {"title": "Post " + short, "slug": "xss-post-" + suffix, "body": "<p>body</p>" + payload, "excerpt": payload,
			"status": "published", "seo_title": short, "seo_description": payload},
		"POST /api/admin/partners":      {"name": "Firm " + short, "email": "firm" + suffix + "@example.com", "states": []string{"GA"}, "webhook_secret": "s3cret"},
		"POST /api/admin/suppressions":  {"phone": "555555010" + suffix[:1], "reason": payload},
		"POST /api/admin/revocations":   {"phone": "5555550100", "scope": "all", "channel": "phone", "note": payload},
		"POST /api/admin/consent-texts": {"text": "I agree to be contacted by {brand} and its marketing partners. " + payload + suffix},
		"POST /api/auth/register": {"first_name": "Reg" + short, "last_name": "User", "email": "reg" + suffix + "@example.com",
			"password": "password123", "password_confirmation": "password123"},
		"POST /api/privacy-requests": {"type": "access", "email": "jane" + suffix + "@example.com", "phone": "5555550100", "details": payload},
		"POST /api/opt-out":          {"email": "jane" + suffix + "@example.com", "phone": "5555550100", "scope": "all"},
	}
}

// storedPhase writes the payloads through every write route, then reads
// everything back.
func (s *sweeper) storedPhase() {
	for i, suffix := range []string{"1", "2"} {
		t := templates(suffix)
		for _, rt := range s.routes {
			if rt.Method == "GET" || strings.HasSuffix(rt.Pattern, "/logout") || strings.Contains(rt.Pattern, "/password") {
				continue
			}
			body, known := t[rt.Method+" "+rt.Pattern]
			if !known {
				if i > 0 {
					continue
				}
				body = map[string]any{}
				for _, f := range fields {
					body[f] = payload
				}
			}
			r := req{method: rt.Method, path: fill(rt.Pattern, "1"), token: s.tokenFor(rt, true), body: jsonBody(body), contentType: "application/json"}
			a := s.do("stored-write", r)
			s.check("stored-write", r, a)
			if known && a.err == nil && a.status >= 300 && !strings.Contains(rt.Pattern, "{") {
				// The template is meant to be stored: a refusal means the
				// payload never reached a page, and the check below would
				// prove nothing about it.
				s.fail("[stored-write] %s %s: template refused: %d %s", rt.Method, rt.Pattern, a.status, clip(string(a.body), 200))
			}
			var out struct {
				Data struct {
					ID json.Number `json:"id"`
				} `json:"data"`
			}
			if a.status == 201 && json.Unmarshal(a.body, &out) == nil && out.Data.ID != "" {
				s.ids[rt.Pattern] = append(s.ids[rt.Pattern], out.Data.ID.String())
			}
		}
	}
	// Updates of the first record of each kind with the payload too
	// (PUT/PATCH/POST {id}), and the lead notes.
	s.do("stored-write", req{method: "PATCH", path: "/api/admin/leads/1", token: s.admin, contentType: "application/json",
		body: jsonBody(map[string]any{"notes": payload, "status": "contacted"})})

	// Read back: every GET route of the table, as the admin, with the ids
	// made above and 1.
	ids := []string{"1"}
	for _, list := range s.ids {
		ids = append(ids, list...)
	}
	seen := map[string]bool{}
	for _, rt := range s.routes {
		if rt.Method != "GET" || strings.HasSuffix(rt.Pattern, "/logout") {
			continue
		}
		values := []string{"1"}
		if strings.Contains(rt.Pattern, "{") {
			values = ids
			if strings.Contains(rt.Pattern, "{slug}") {
				values = []string{"xss-post-1", "xss-post-2"}
			}
		}
		for _, v := range values {
			p := fill(rt.Pattern, v)
			if seen[p] {
				continue
			}
			seen[p] = true
			for _, q := range []string{"", "page=1&q=" + marker} {
				r := req{method: "GET", path: p, query: q, token: s.admin}
				a := s.do("stored-read", r)
				s.check("stored-read", r, a)
				s.checkAnswer(r, a)
			}
		}
	}
	// The pages, as a visitor sees them: every page of the sitemap and
	// the public pages it does not list.
	pages := []string{"/", "/services", "/stateLaw", "/Faqs", "/blog", "/contact-us", "/opt-out", "/privacy-request", "/thank-you",
		"/blog/xss-post-1", "/blog/xss-post-2", "/login", "/admin", "/search?q=" + marker}
	for _, id := range ids {
		pages = append(pages, "/service-detail/"+id, "/state-law-detail/"+id)
	}
	if a := s.do("stored-read", req{method: "GET", path: "/sitemap.xml"}); a.status == 200 {
		for _, m := range regexp.MustCompile(`<loc>([^<]+)</loc>`).FindAllSubmatch(a.body, -1) {
			if u, err := url.Parse(html.UnescapeString(string(m[1]))); err == nil {
				pages = append(pages, u.RequestURI())
			}
		}
	}
	for _, p := range pages {
		if seen[p] {
			continue
		}
		seen[p] = true
		path, q, _ := strings.Cut(p, "?")
		r := req{method: "GET", path: path, query: q}
		a := s.do("stored-read", r)
		s.check("stored-read", r, a)
		s.checkAnswer(r, a)
	}
}

// rich reports whether the JSON field key of an answer of the route at
// path holds HTML that pages render as HTML (dangerouslySetInnerHTML in
// web/src): state-law descriptions, post bodies and the consent text's
// HTML. Every other field is text, which React escapes.
func rich(path, key string) bool {
	switch key {
	case "body", "html":
		return true
	case "description":
		return strings.Contains(path, "state")
	}
	return false
}

// checkAnswer fails a page whose HTML runs a payload, and a JSON answer
// whose rich-text fields hold one.
func (s *sweeper) checkAnswer(r req, a answer) {
	if a.err != nil || a.status != 200 {
		return
	}
	where := r.method + " " + r.path + query(r.query)
	switch {
	case strings.HasPrefix(a.contentType, "text/html"):
		if live := liveMarkup(string(a.body)); live != "" {
			s.fail("[stored-read] %s: payload live in the page: %s", where, clip(live, 200))
		} else if bytes.Contains(a.body, []byte(marker)) {
			s.escapedPages++
		}
	case strings.HasPrefix(a.contentType, "application/json"):
		var v any
		if json.Unmarshal(a.body, &v) != nil {
			return
		}
		walk(v, "", func(key, value string) {
			if rich(r.path, key) && strings.Contains(value, marker) {
				if live := liveMarkup(value); live != "" {
					s.fail("[stored-read] %s: %s holds live markup: %s", where, key, clip(live, 200))
				} else {
					s.richFields++
				}
			}
		})
	}
}

func walk(v any, key string, fn func(key, value string)) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			walk(x, k, fn)
		}
	case []any:
		for _, x := range v {
			walk(x, key, fn)
		}
	case string:
		fn(key, v)
	}
}

// liveMarkup parses doc as a browser would and returns the first place a
// payload would run: a script element (other than JSON data) holding the
// marker, an event-handler attribute holding it, or a javascript: link
// holding it.
func liveMarkup(doc string) string {
	z := html.NewTokenizer(strings.NewReader(doc))
	inScript, scriptData := false, false
	for {
		switch z.Next() {
		case html.ErrorToken:
			return ""
		case html.StartTagToken, html.SelfClosingTagToken:
			tok := z.Token()
			if tok.Data == "script" {
				inScript, scriptData = true, false
				for _, at := range tok.Attr {
					if at.Key == "type" && strings.Contains(at.Val, "json") {
						scriptData = true
					}
				}
			}
			for _, at := range tok.Attr {
				v := strings.ToLower(strings.Map(func(r rune) rune {
					if r <= ' ' {
						return -1
					}
					return r
				}, at.Val))
				if !strings.Contains(v, marker) {
					continue
				}
				if strings.HasPrefix(at.Key, "on") {
					return tok.String()
				}
				if (at.Key == "href" || at.Key == "src" || at.Key == "action" || at.Key == "formaction") &&
					(strings.HasPrefix(v, "javascript:") || strings.HasPrefix(v, "vbscript:") || strings.HasPrefix(v, "data:")) {
					return tok.String()
				}
			}
		case html.EndTagToken:
			if tok := z.Token(); tok.Data == "script" {
				inScript = false
			}
		case html.TextToken:
			if inScript && !scriptData && strings.Contains(string(z.Text()), marker) {
				return "<script>" + string(z.Text())
			}
		}
	}
}
