package httpapi

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/content"
	"claimsite/internal/outbox"
)

// TestMailsQueuedInTransactionsTakeNoSecondConnection: the mails queued in
// the transaction of the change they belong to (a registration's address
// confirmation, a password change's notice, a privacy request's
// confirmation) name the sender as the live settings have it. Those
// settings are read before the transaction begins (decision 035): with
// all but two of the pool's connections held elsewhere (as long CSV
// exports hold them) and the settings not cached, many such requests at
// once all complete, each with its mail. When the mail was composed
// inside the transaction, each transaction holding one of the free
// connections waited for a second until the settings read gave up.
func TestMailsQueuedInTransactionsTakeNoSecondConnection(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ctx := t.Context()
		pool := ts.store.Pools()["main"]
		size := pool.Stats().MaxOpenConnections
		n := size // of each kind
		tokens := make([]string, n)
		for i := range n {
			tokens[i] = ts.user(access.User, fmt.Sprintf("changer%d@example.com", i))
		}
		if err := ts.store.BumpContent(ctx, content.Site); err != nil { // the settings are read afresh
			t.Fatal(err)
		}
		// A transaction waiting for a second connection would wait as long
		// as a settings read does: a minute here, past the 15 s deadline
		// below, so the test tells such a wait from a slow machine (a bound
		// under the usual 5 s failed at 4.5 s on a busy one).
		ts.server.settings.SetLatestWait(time.Minute)

		var held []*sql.Conn
		release := func() {
			for _, c := range held {
				c.Close()
			}
			held = nil
		}
		t.Cleanup(release)
		for range size - 2 {
			c, err := pool.Conn(ctx)
			if err != nil {
				t.Fatal(err)
			}
			held = append(held, c)
		}

		send := func(path, token string, body map[string]any) int {
			b, _ := json.Marshal(body)
			r := httptest.NewRequest("POST", path, bytes.NewReader(b))
			r.RemoteAddr = "192.0.2.10:51000"
			r.Header.Set("Content-Type", "application/json")
			if token != "" {
				r.Header.Set("Authorization", "Bearer "+token)
			}
			w := httptest.NewRecorder()
			ts.handler.ServeHTTP(w, r)
			return w.Code
		}
		type result struct {
			what   string
			status int
			took   time.Duration
		}
		results := make(chan result, 3*n)
		for i := range n {
			for what, do := range map[string]func() int{
				"register": func() int {
					return send("/api/auth/register", "", map[string]any{"first_name": "Reg", "last_name": "Ister",
						"email": fmt.Sprintf("register%d@example.com", i), "password": "correct horse"})
				},
				"change password": func() int {
					return send("/api/auth/change-password", tokens[i], map[string]any{"current_password": "password123", "password": "a new password"})
				},
				"privacy request": func() int {
					return send("/api/privacy-requests", "", privacyBody("access", fmt.Sprintf("privacy%d@example.com", i), ""))
				},
			} {
				go func() {
					start := time.Now()
					status := do()
					results <- result{what, status, time.Since(start)}
				}()
			}
		}
		deadline := time.After(15 * time.Second)
		var slowest time.Duration
		for done := range 3 * n {
			select {
			case r := <-results:
				if r.status != http.StatusOK && r.status != http.StatusCreated {
					t.Errorf("%s: %d", r.what, r.status)
				}
				slowest = max(slowest, r.took)
			case <-deadline:
				t.Fatalf("%d of %d requests done after 15 s with %d of %d connections held", done, 3*n, size-2, size)
			}
		}
		t.Logf("%d requests, %d of %d connections held: the slowest took %s", 3*n, size-2, size, slowest)
		release()

		mails, err := ts.store.OutboxEntries(ctx, outbox.KindMail, 10*n)
		if err != nil {
			t.Fatal(err)
		}
		count := map[string]int{}
		for _, e := range mails {
			var m struct{ Template, HTML string }
			if err := json.Unmarshal(e.Payload, &m); err != nil {
				t.Fatal(err)
			}
			count[m.Template]++
			if !strings.Contains(m.HTML, ts.cfg.Site.Brand) {
				t.Errorf("%s mail does not name the brand %q", m.Template, ts.cfg.Site.Brand)
			}
		}
		for _, template := range []string{"verify_email", "password_changed", "privacy_request_confirm"} {
			if count[template] != n {
				t.Errorf("%d %s mails queued, want %d", count[template], template, n)
			}
		}
	})
}
