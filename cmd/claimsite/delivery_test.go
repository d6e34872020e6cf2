package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/mailtest"
	"claimsite/internal/storetest"
)

const webhookSecret = "whsec_integration_test"

// receiver is a partner's webhook endpoint on 127.0.0.1: it checks every
// signature, fails its first answers on purpose, can hold requests, and
// counts what it got by Idempotency-Key.
type receiver struct {
	*httptest.Server
	mu        sync.Mutex
	failFirst int           // answer 503 to this many requests first
	hold      time.Duration // sleep before answering
	requests  int
	badSig    int
	delivered map[string]int // Idempotency-Key → 2xx answers
	refs      map[string]bool
}

func newReceiver(t *testing.T, failFirst int, hold time.Duration) *receiver {
	rc := &receiver{failFirst: failFirst, hold: hold, delivered: map[string]int{}, refs: map[string]bool{}}
	rc.Server = httptest.NewServer(http.HandlerFunc(rc.serve))
	t.Cleanup(rc.Close)
	return rc
}

func (rc *receiver) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	key := r.Header.Get("Idempotency-Key")
	rc.mu.Lock()
	rc.requests++
	n := rc.requests
	if !validSignature(r.Header.Get("X-Claimsite-Signature"), body) {
		rc.badSig++
		rc.mu.Unlock()
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	rc.mu.Unlock()
	if rc.hold > 0 {
		time.Sleep(rc.hold)
	}
	if n <= rc.failFirst {
		http.Error(w, "try later", http.StatusServiceUnavailable)
		return
	}
	var ev struct {
		Event string `json:"event"`
		Lead  struct {
			Reference string `json:"reference"`
		} `json:"lead"`
	}
	json.Unmarshal(body, &ev)
	rc.mu.Lock()
	rc.delivered[key]++
	rc.refs[ev.Lead.Reference] = ev.Event == "lead.created"
	rc.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

func validSignature(header string, body []byte) bool {
	var ts, v1 string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(part, "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			v1 = v
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || time.Since(time.Unix(sec, 0)).Abs() > 5*time.Minute {
		return false
	}
	mac := hmac.New(sha256.New, []byte(webhookSecret))
	mac.Write([]byte(ts + "." + string(body)))
	return hmac.Equal([]byte(v1), []byte(hex.EncodeToString(mac.Sum(nil))))
}

// counts is what the receiver has: distinct keys delivered, all requests,
// and the most times one key was answered 2xx.
func (rc *receiver) counts() (keys, requests, maxPerKey int) {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	for _, n := range rc.delivered {
		maxPerKey = max(maxPerKey, n)
	}
	return len(rc.delivered), rc.requests, maxPerKey
}

// partner creates a partner through the admin API.
func (in *instance) partner(token string, fields map[string]any) int64 {
	in.t.Helper()
	body := map[string]any{"priority": 1, "timezone": "America/Chicago", "active": true, "webhook_secret": webhookSecret}
	for k, v := range fields {
		body[k] = v
	}
	var out struct {
		Data struct {
			ID int64 `json:"id"`
		} `json:"data"`
	}
	in.call("POST", "/api/admin/partners", token, body, http.StatusCreated, &out)
	return out.Data.ID
}

type trail struct {
	Data struct {
		Reference  string `json:"reference"`
		Routing    string `json:"routing"`
		Deliveries []struct {
			Channel  string `json:"channel"`
			Status   string `json:"status"`
			Attempts int    `json:"attempts"`
		} `json:"deliveries"`
	} `json:"data"`
}

// leadIDs lists the ids of every stored lead (newest first), page by page.
func (in *instance) leadIDs(token string) []int64 {
	in.t.Helper()
	var ids []int64
	for page := 1; ; page++ {
		var out struct {
			Data []struct {
				ID int64 `json:"id"`
			} `json:"data"`
			LastPage int `json:"last_page"`
		}
		in.call("GET", "/api/admin/leads?page="+strconv.Itoa(page), token, nil, http.StatusOK, &out)
		for _, l := range out.Data {
			ids = append(ids, l.ID)
		}
		if page >= out.LastPage {
			return ids
		}
	}
}

const adminEmail, adminPassword = "ops@example.com", "a long admin password"

// TestLeadsReachPartners: leads are routed by state and delivered by signed
// webhook and by e-mail to a real SMTP server; the receiver's first answers
// fail and the deliveries are retried until made, each exactly once.
func TestLeadsReachPartners(t *testing.T) {
	t.Parallel()
	smtp := mailtest.Start(t)
	rc := newReceiver(t, 3, 0)
	in := startInstance(t, map[string]string{
		"CLAIMSITE_DATA_DIR": t.TempDir(), "CLAIMSITE_SMTP_URL": smtp.URL(), "CLAIMSITE_WEBHOOK_ALLOW_PRIVATE": "true",
		"CLAIMSITE_DELIVERY_RETRY": "1s", "CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword,
		"CLAIMSITE_NOTIFY_EMAILS": "intake@operator.example",
	})
	token := login(t, in.base, adminEmail, adminPassword)
	in.partner(token, map[string]any{"name": "Lone Star Injury", "states": []string{"TX"}, "webhook_url": rc.URL + "/leads", "email": "intake@lonestar.example"})
	in.partner(token, map[string]any{"name": "Buckeye Law", "states": []string{"OH"}, "email": "leads@buckeye.example"})

	const texas, ohio, nowhere = 6, 4, 1
	for i := range texas {
		in.call("POST", "/api/contact", "", lead(i, "TX"), http.StatusCreated, nil)
	}
	for i := range ohio {
		in.call("POST", "/api/contact", "", lead(100+i, "OH"), http.StatusCreated, nil)
	}
	in.call("POST", "/api/contact", "", lead(200, "CA"), http.StatusCreated, nil)

	waitUntil(t, "every Texas lead reached the webhook", func() bool { keys, _, _ := rc.counts(); return keys == texas })
	// Partner mails (Texas and Ohio), and per lead one operator notice and
	// the visitor's confirmation.
	all := texas + ohio + nowhere
	msgs := smtp.WaitFor(t, texas+ohio+2*all)
	var toLoneStar, toBuckeye, notices, unroutedNotices, confirmations int
	for _, m := range msgs {
		switch to := m.Header.Get("To"); {
		case strings.Contains(to, "intake@lonestar.example"):
			toLoneStar++
		case strings.Contains(to, "leads@buckeye.example"):
			toBuckeye++
		case strings.Contains(to, "intake@operator.example"):
			notices++
			if strings.Contains(m.Header.Get("Subject"), "[Unrouted]") {
				unroutedNotices++
			}
		default:
			confirmations++
		}
	}
	if toLoneStar != texas || toBuckeye != ohio || notices != all || unroutedNotices != nowhere || confirmations != all {
		t.Errorf("mails: %d to Lone Star, %d to Buckeye, %d notices (%d unrouted), %d confirmations; want %d, %d, %d (%d), %d",
			toLoneStar, toBuckeye, notices, unroutedNotices, confirmations, texas, ohio, all, nowhere, all)
	}
	keys, requests, maxPerKey := rc.counts()
	if keys != texas || maxPerKey != 1 || requests != texas+3 || rc.badSig != 0 {
		t.Errorf("webhook: %d keys, %d requests, at most %d deliveries per key, %d bad signatures; want %d, %d, 1, 0",
			keys, requests, maxPerKey, rc.badSig, texas, texas+3)
	}

	// The trail of every lead says what happened.
	routed, unrouted, retried := 0, 0, 0
	for _, id := range in.leadIDs(token) {
		var tr trail
		waitUntil(t, "the lead's deliveries are recorded", func() bool {
			in.call("GET", "/api/admin/leads/"+strconv.FormatInt(id, 10), token, nil, http.StatusOK, &tr)
			for _, d := range tr.Data.Deliveries {
				if d.Status != "delivered" {
					return false
				}
			}
			return true
		})
		switch tr.Data.Routing {
		case "routed":
			routed++
		case "unrouted":
			unrouted++
		}
		for _, d := range tr.Data.Deliveries {
			if d.Attempts > 1 {
				retried++
			}
		}
	}
	if routed != texas+ohio || unrouted != nowhere || retried == 0 {
		t.Errorf("trails: %d routed, %d unrouted, %d deliveries retried; want %d, %d, some", routed, unrouted, retried, texas+ohio, nowhere)
	}
}

// TestDeliveriesSurviveKill9: the process is killed while webhooks are in
// flight; after a restart every delivery is made.
func TestDeliveriesSurviveKill9(t *testing.T) {
	t.Parallel()
	rc := newReceiver(t, 0, 1500*time.Millisecond)
	in := startInstance(t, map[string]string{
		"CLAIMSITE_DATA_DIR": t.TempDir(), "CLAIMSITE_WEBHOOK_ALLOW_PRIVATE": "true", "CLAIMSITE_DELIVERY_RETRY": "1s",
		"CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword,
	})
	token := login(t, in.base, adminEmail, adminPassword)
	in.partner(token, map[string]any{"name": "Lone Star Injury", "states": []string{"TX"}, "webhook_url": rc.URL + "/leads"})
	const n = 5
	for i := range n {
		in.call("POST", "/api/contact", "", lead(i, "TX"), http.StatusCreated, nil)
	}
	// A request is being answered (slowly) when the process dies.
	waitUntil(t, "a webhook request is in flight", func() bool { _, requests, _ := rc.counts(); return requests > 0 })
	in.kill9()
	in.restart()
	waitUntil(t, "every lead reached the webhook after the restart", func() bool { keys, _, _ := rc.counts(); return keys == n })
	if got := len(in.leadIDs(login(t, in.base, adminEmail, adminPassword))); got != n {
		t.Errorf("leads after the restart: %d, want %d", got, n)
	}
}

// TestTwoInstancesDeliverOnce: two instances on one PostgreSQL take leads
// side by side; every delivery is made, by one of them, once.
func TestTwoInstancesDeliverOnce(t *testing.T) {
	t.Parallel()
	if !contains(dialectNames(t), "postgres") {
		t.Skip("PostgreSQL is not available here (make test provides it)")
	}
	rc := newReceiver(t, 0, 0)
	env := map[string]string{
		"CLAIMSITE_DATABASE_URL": storetest.PostgresURL(t), "CLAIMSITE_DATA_DIR": t.TempDir(),
		"CLAIMSITE_WEBHOOK_ALLOW_PRIVATE": "true", "CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword,
	}
	a := startInstance(t, env)
	b := startInstance(t, env)
	token := login(t, a.base, adminEmail, adminPassword)
	a.partner(token, map[string]any{"name": "Lone Star Injury", "states": []string{"TX"}, "webhook_url": rc.URL + "/leads"})
	const n = 30
	for i := range n {
		in := a
		if i%2 == 1 {
			in = b
		}
		in.call("POST", "/api/contact", "", lead(i, "TX"), http.StatusCreated, nil)
	}
	waitUntil(t, "every lead reached the webhook", func() bool { keys, _, _ := rc.counts(); return keys == n })
	// Both workers poll every 2 seconds: give a double a chance to show.
	time.Sleep(3 * time.Second)
	if keys, requests, maxPerKey := rc.counts(); keys != n || requests != n || maxPerKey != 1 {
		t.Errorf("webhook: %d keys, %d requests, at most %d per key; want %d, %d, 1", keys, requests, maxPerKey, n, n)
	}
}

func dialectNames(t *testing.T) []string {
	var out []string
	for _, d := range storetest.Dialects(t) {
		out = append(out, string(d))
	}
	return out
}
