package main

import (
	"io"
	"mime"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"claimsite/internal/mailtest"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestLogsHoldNoPersonalData runs the real binary at the debug level
// through what a site does with personal data (a lead with a message, a
// registration, a login, a password reset, e-mail confirmation, an
// opt-out, a privacy request, the admin viewing and correcting a lead,
// mail through a real SMTP server, a partner webhook) and fails if any log
// line holds an e-mail address, phone number, name, password, token or
// message body used. It also checks /metrics on its own listener and
// /readyz. On SQLite and on PostgreSQL.
func TestLogsHoldNoPersonalData(t *testing.T) {
	t.Parallel()
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			env := map[string]string{}
			if d == store.Postgres {
				env["CLAIMSITE_DATABASE_URL"] = storetest.PostgresURL(t)
			}
			logsHoldNoPersonalData(t, env)
		})
	}
}

func logsHoldNoPersonalData(t *testing.T, env map[string]string) {
	smtp := mailtest.Start(t)
	rc := newEventReceiver(t)
	metricsAddr := freeAddr(t)
	for k, v := range map[string]string{
		"CLAIMSITE_DATA_DIR": t.TempDir(), "CLAIMSITE_SMTP_URL": smtp.URL(), "CLAIMSITE_WEBHOOK_ALLOW_PRIVATE": "true",
		"CLAIMSITE_DELIVERY_RETRY": "1s", "CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword,
		"CLAIMSITE_NOTIFY_EMAILS": "desk.watcher@example.net", "CLAIMSITE_LOG_LEVEL": "debug", "CLAIMSITE_METRICS_ADDR": metricsAddr,
	} {
		env[k] = v
	}
	in := startInstance(t, env)
	admin := login(t, in.base, adminEmail, adminPassword)
	in.partner(admin, map[string]any{"name": "Lone Star Injury", "states": []string{"TX"}, "webhook_url": rc.URL + "/leads", "email": "intake.desk@lonestar.example"})

	// Everything personal the run sends, each distinctive enough that a
	// match in the log can only be a leak.
	const (
		leadFirst, leadLast, leadEmail, leadPhone = "Zebulon", "Quixotefield", "zebulon.quixote@example.org", "5557779911"
		message                                   = "Rear-ended by a plumbing van xyzzy on the frontage road"
		userFirst, userLast, userEmail            = "Marigold", "Fenwickshire", "marigold.fenwick@example.net"
		userPassword, newPassword                 = "plugh-password-1234", "plover-password-5678"
		privacyEmail, privacyDetails              = "hortensia.privacy@example.com", "Please erase everything about Hortensia"
		correctedLast                             = "Quixotefield-Barnaby"
	)
	secrets := []string{leadFirst, leadLast, leadEmail, leadPhone, "777-9911", "7779911", message, "xyzzy",
		userFirst, userLast, userEmail, userPassword, newPassword, privacyEmail, privacyDetails, "Hortensia", correctedLast,
		adminEmail, adminPassword, "desk.watcher", "intake.desk", admin, webhookSecret}

	// A lead with a message (the state-law form), routed to the partner.
	var created struct {
		Data struct {
			Reference string `json:"reference"`
		} `json:"data"`
	}
	in.call("POST", "/api/contact", "", map[string]any{
		"first_name": leadFirst, "last_name": leadLast, "email": leadEmail, "phone": leadPhone, "zipCode": "73301",
		"state": "TX", "description": message, "is_checked": true,
	}, http.StatusCreated, &created)
	// A refused one too: its field errors quote nothing into the log.
	in.call("POST", "/api/contact", "", map[string]any{"first_name": leadFirst, "email": leadEmail + "@@", "phone": leadPhone}, http.StatusUnprocessableEntity, nil)
	waitUntil(t, "the webhook got the lead", func() bool { return len(rc.got("lead.created")) == 1 })

	// Registration, e-mail confirmation, login, password reset.
	in.call("POST", "/api/auth/register", "", map[string]any{"first_name": userFirst, "last_name": userLast, "email": userEmail, "password": userPassword}, http.StatusCreated, nil)
	verify := mailToken(t, smtp, userEmail, "/verify-email")
	in.call("POST", "/api/auth/verify-email", "", map[string]any{"token": verify}, http.StatusOK, nil)
	secrets = append(secrets, verify)
	user := login(t, in.base, userEmail, userPassword)
	secrets = append(secrets, user)
	in.call("GET", "/api/auth/profile", user, nil, http.StatusOK, nil)
	in.call("POST", "/api/auth/login", "", map[string]any{"email": userEmail, "password": "wrong-" + userPassword}, http.StatusUnauthorized, nil)
	in.call("POST", "/api/auth/forgot-password", "", map[string]any{"email": userEmail}, http.StatusOK, nil)
	reset := mailToken(t, smtp, userEmail, "/reset-password")
	secrets = append(secrets, reset)
	in.call("POST", "/api/auth/reset-password", "", map[string]any{"token": reset, "password": newPassword}, http.StatusOK, nil)
	login(t, in.base, userEmail, newPassword)

	// A privacy request, confirmed by its mailed link.
	in.call("POST", "/api/privacy-requests", "", map[string]any{"type": "delete", "email": privacyEmail, "details": privacyDetails}, http.StatusCreated, nil)
	confirm := mailToken(t, smtp, privacyEmail, "/privacy-request/confirm")
	secrets = append(secrets, confirm)
	in.call("POST", "/api/privacy-requests/confirm", "", map[string]any{"token": confirm}, http.StatusOK, nil)

	// The admin finds, views and corrects the lead, and exports the list.
	var list struct {
		Data []struct {
			ID int64 `json:"id"`
		} `json:"data"`
	}
	in.call("GET", "/api/admin/leads?q="+leadEmail, admin, nil, http.StatusOK, &list)
	if len(list.Data) != 1 {
		t.Fatalf("admin search found %d leads, want 1", len(list.Data))
	}
	id := strconv.FormatInt(list.Data[0].ID, 10)
	in.call("GET", "/api/admin/leads/"+id, admin, nil, http.StatusOK, nil)
	in.call("PATCH", "/api/admin/leads/"+id, admin, map[string]any{"last_name": correctedLast, "notes": "Called back; " + message}, http.StatusOK, nil)
	in.call("GET", "/api/admin/leads/export", admin, nil, http.StatusOK, nil)

	// The person opts out by phone; the partner is told.
	in.call("POST", "/api/opt-out", "", map[string]any{"phone": leadPhone, "email": leadEmail, "scope": "all"}, http.StatusCreated, nil)
	waitUntil(t, "the webhook got lead.consent_revoked", func() bool { return len(rc.got("lead.consent_revoked")) == 1 })
	// A path with personal data in it, as a visitor might paste.
	get(t, in.base+"/blog/"+leadEmail, http.StatusNotFound)
	get(t, in.base+"/api/search?q="+leadPhone, http.StatusOK)

	// The mails went out: verification, reset, password changed, privacy
	// confirmation, the operator's and the partner's lead mails, the
	// partner's opt-out notice.
	smtp.WaitFor(t, 7)

	// Readiness, and metrics on their own listener only.
	get(t, in.base+"/readyz", http.StatusOK)
	get(t, in.base+"/metrics", http.StatusNotFound)
	scrape := get(t, "http://"+metricsAddr+"/metrics", http.StatusOK)
	for _, want := range []string{
		`claimsite_leads_total{reason="stored",result="accepted"} 1`,
		`claimsite_leads_total{reason="validation",result="refused"} 1`,
		`claimsite_lead_routing_total{outcome="routed"} 1`,
		`claimsite_http_requests_total{code="201",route="POST /api/contact"} 1`,
		`claimsite_http_requests_total{code="200",route="GET /api/admin/leads/{id}"} 1`,
		`claimsite_outbox_attempts_total{kind="mail",outcome="sent"}`,
		`claimsite_outbox_attempts_total{kind="delivery",outcome="sent"}`,
		`claimsite_outbox_pending{kind="mail"}`,
		`claimsite_outbox_oldest_age_seconds{kind="delivery"}`,
		`claimsite_cache_requests_total{cache="answers",result="miss"}`,
		`claimsite_rate_limit_refusals_total{rule="contact_ip"} 0`,
		`go_sql_open_connections{db_name="claimsite_main"}`,
		`go_goroutines`,
		`process_cpu_seconds_total`,
	} {
		if !strings.Contains(scrape, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	if strings.Contains(scrape, leadEmail) || strings.Contains(scrape, "/blog/") {
		t.Error("/metrics holds a raw path")
	}

	// Let the last lines leave the log's batch, then read every line.
	waitUntil(t, "the opt-out's request line is logged", func() bool { return strings.Contains(in.logs.String(), `"route":"POST /api/opt-out"`) })
	logs := in.logs.String()
	lower := strings.ToLower(logs)
	for _, s := range secrets {
		if s == "" {
			continue
		}
		if i := strings.Index(lower, strings.ToLower(s)); i >= 0 {
			start := max(0, strings.LastIndex(logs[:i], "\n")+1)
			end := strings.Index(logs[i:], "\n")
			if end < 0 {
				end = len(logs) - i
			}
			t.Errorf("the log holds %q:\n%s", s, logs[start:i+end])
		}
	}
	requestLines, withID := 0, 0
	for _, l := range strings.Split(logs, "\n") {
		if strings.Contains(l, `"msg":"request"`) {
			requestLines++
			if strings.Contains(l, `"request_id":"`) && strings.Contains(l, `"route":"`) {
				withID++
			}
		}
	}
	if requestLines == 0 || withID != requestLines {
		t.Errorf("%d of %d request lines carry request_id and route", withID, requestLines)
	}
}

// mailToken finds the newest mail to addr holding a link to path and
// returns the link's token.
func mailToken(t *testing.T, smtp *mailtest.Server, addr, path string) string {
	t.Helper()
	link := regexp.MustCompile(regexp.QuoteMeta(path) + `\?token=([A-Za-z0-9_-]+)`)
	var token string
	waitUntil(t, "a mail to "+addr+" with a "+path+" link", func() bool {
		for _, m := range smtp.Messages(t) {
			to, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("To"))
			if !strings.Contains(strings.ToLower(to), addr) {
				continue
			}
			body := strings.NewReplacer("=\r\n", "", "=\n", "", "=3D", "=").Replace(m.Body)
			if found := link.FindStringSubmatch(body); found != nil {
				token = found[1]
			}
		}
		return token != ""
	})
	return token
}

func get(t *testing.T, url string, want int) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		t.Fatalf("GET %s: status %d, want %d: %.300s", url, resp.StatusCode, want, body)
	}
	return string(body)
}

// TestLogLevel: at CLAIMSITE_LOG_LEVEL=warn the info lines (one per
// request, the start-up lines) are not written.
func TestLogLevel(t *testing.T) {
	t.Parallel()
	in := startInstance(t, map[string]string{"CLAIMSITE_DATA_DIR": t.TempDir(), "CLAIMSITE_LOG_LEVEL": "warn"})
	get(t, in.base+"/api/site", http.StatusOK)
	get(t, in.base+"/readyz", http.StatusOK)
	time.Sleep(500 * time.Millisecond) // past the log's batching (100 ms)
	logs := in.logs.String()
	if strings.Contains(logs, `"msg":"request"`) || strings.Contains(logs, `"msg":"listening"`) {
		t.Errorf("info lines written at level warn:\n%s", logs)
	}
}
