package main

import (
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"

	"claimsite/internal/mailtest"
	"claimsite/internal/storetest"
)

// correctionReceiver is a partner's webhook endpoint that keeps the signed
// lead.corrected events it got, whole.
type correctionReceiver struct {
	*httptest.Server
	mu     sync.Mutex
	badSig int
	events []correctionEvent
}

type correctionEvent struct {
	Header, Key, Partner string
	Body                 struct {
		Event    string `json:"event"`
		NoticeID int64  `json:"notice_id"`
		Lead     struct {
			Reference string `json:"reference"`
		} `json:"lead"`
		Correction struct {
			Fields []string          `json:"fields"`
			Values map[string]string `json:"values"`
		} `json:"correction"`
	}
}

func newCorrectionReceiver(t *testing.T) *correctionReceiver {
	rc := &correctionReceiver{}
	rc.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		rc.mu.Lock()
		defer rc.mu.Unlock()
		if !validSignature(r.Header.Get("X-Claimsite-Signature"), body) {
			rc.badSig++
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		ev := correctionEvent{Header: r.Header.Get("X-Claimsite-Event"), Key: r.Header.Get("Idempotency-Key"),
			Partner: r.Header.Get("X-Claimsite-Partner")}
		json.Unmarshal(body, &ev.Body)
		if ev.Body.Event == "lead.corrected" {
			rc.events = append(rc.events, ev)
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(rc.Close)
	return rc
}

func (rc *correctionReceiver) got() []correctionEvent {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]correctionEvent(nil), rc.events...)
}

// TestCorrectionReachesPartners: the operator corrects the phone and
// e-mail of a lead a partner received; the partner's webhook gets a signed
// lead.corrected with those two fields and their new values, its inbox a
// mail through a real SMTP server, and the lead's page shows both notices
// delivered. Correcting a lead nobody received sends nothing. On each
// database.
func TestCorrectionReachesPartners(t *testing.T) {
	t.Parallel()
	for _, dialect := range dialectNames(t) {
		t.Run(dialect, func(t *testing.T) {
			smtp := mailtest.Start(t)
			rc := newCorrectionReceiver(t)
			env := map[string]string{
				"CLAIMSITE_DATA_DIR": t.TempDir(), "CLAIMSITE_SMTP_URL": smtp.URL(), "CLAIMSITE_WEBHOOK_ALLOW_PRIVATE": "true",
				"CLAIMSITE_DELIVERY_RETRY": "1s", "CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword,
			}
			if dialect == "postgres" {
				env["CLAIMSITE_DATABASE_URL"] = storetest.PostgresURL(t)
			}
			in := startInstance(t, env)
			token := login(t, in.base, adminEmail, adminPassword)
			partnerID := in.partner(token, map[string]any{"name": "Lone Star Injury", "states": []string{"TX"},
				"webhook_url": rc.URL + "/leads", "email": "intake@lonestar.example"})

			var sent, unsent struct {
				Data struct {
					ID        int64  `json:"-"`
					Reference string `json:"reference"`
				} `json:"data"`
			}
			in.call("POST", "/api/contact", "", lead(1, "TX"), http.StatusCreated, &sent)
			in.call("POST", "/api/contact", "", lead(2, "CA"), http.StatusCreated, &unsent) // no partner in California
			ids := in.leadIDs(token)                                                        // newest first
			unsent.Data.ID, sent.Data.ID = ids[0], ids[1]
			smtp.WaitFor(t, 1) // the partner mail of the Texas lead
			waitUntil(t, "the Texas lead is delivered", func() bool {
				var tr trail
				in.call("GET", "/api/admin/leads/"+itoa(sent.Data.ID), token, nil, http.StatusOK, &tr)
				done := 0
				for _, d := range tr.Data.Deliveries {
					if d.Status == "delivered" {
						done++
					}
				}
				return done == 2
			})

			in.call("PATCH", "/api/admin/leads/"+itoa(unsent.Data.ID), token, map[string]any{"phone": "5550001111"}, http.StatusOK, nil)
			in.call("PATCH", "/api/admin/leads/"+itoa(sent.Data.ID), token,
				map[string]any{"phone": "5552223333", "email": "Pat.Corrected@Example.com", "last_name": lead(1, "TX")["last_name"]},
				http.StatusOK, nil)

			waitUntil(t, "the webhook got lead.corrected", func() bool { return len(rc.got()) > 0 })
			ev := rc.got()[0]
			if ev.Body.Lead.Reference != sent.Data.Reference || ev.Header != "lead.corrected" || ev.Key != "notice-"+itoa(ev.Body.NoticeID) ||
				ev.Partner != itoa(partnerID) {
				t.Errorf("event: %+v, want lead %s from partner %d", ev, sent.Data.Reference, partnerID)
			}
			if f := ev.Body.Correction; strings.Join(f.Fields, ",") != "email,phone" || len(f.Values) != 2 ||
				f.Values["phone"] != "5552223333" || f.Values["email"] != "pat.corrected@example.com" {
				t.Errorf("correction: %+v, want the new e-mail and phone as stored", f)
			}

			var notice *mailtest.Received
			msgs := smtp.WaitUntil(t, "the correction mail", func(msgs []mailtest.Received) bool {
				for i, m := range msgs {
					subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
					if strings.HasPrefix(subject, "Lead corrected: lead "+sent.Data.Reference) {
						notice = &msgs[i]
					}
				}
				return notice != nil
			})
			if notice == nil || !strings.Contains(notice.Header.Get("To"), "intake@lonestar.example") {
				t.Fatalf("no correction mail to the partner among %d mails", len(msgs))
			}
			body := strings.NewReplacer("=\r\n", "", "=\n", "", "=40", "@").Replace(notice.Body)
			for _, want := range []string{"Phone (corrected): 5552223333", "E-mail (corrected): pat.corrected@example.com"} {
				if !strings.Contains(body, want) {
					t.Errorf("the mail does not say %q:\n%s", want, body)
				}
			}
			if strings.Contains(body, "Last name (corrected)") {
				t.Errorf("the mail lists a field that did not change")
			}

			var detail struct {
				Data struct {
					Notices []struct {
						Event  string   `json:"event"`
						Status string   `json:"status"`
						Fields []string `json:"fields"`
					} `json:"notices"`
				} `json:"data"`
			}
			waitUntil(t, "the lead shows both notices delivered", func() bool {
				in.call("GET", "/api/admin/leads/"+itoa(sent.Data.ID), token, nil, http.StatusOK, &detail)
				done := 0
				for _, n := range detail.Data.Notices {
					if n.Event == "lead.corrected" && n.Status == "delivered" {
						done++
					}
				}
				return done == 2
			})
			in.call("GET", "/api/admin/leads/"+itoa(unsent.Data.ID), token, nil, http.StatusOK, &detail)
			if len(detail.Data.Notices) != 0 {
				t.Errorf("the undelivered lead has notices: %+v", detail.Data.Notices)
			}
			if n := len(rc.got()); n != 1 || rc.badSig != 0 {
				t.Errorf("webhook: %d lead.corrected, %d bad signatures; want 1 and 0", n, rc.badSig)
			}
		})
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
