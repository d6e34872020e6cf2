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
)

// eventReceiver is a partner's webhook endpoint that keeps every signed
// event it got, by event name.
type eventReceiver struct {
	*httptest.Server
	mu     sync.Mutex
	badSig int
	events []receivedEvent
}

type receivedEvent struct {
	Event, Header, Key, Reference, Scope string
	NoticeID                             int64
}

func newEventReceiver(t *testing.T) *eventReceiver {
	rc := &eventReceiver{}
	rc.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		rc.mu.Lock()
		defer rc.mu.Unlock()
		if !validSignature(r.Header.Get("X-Claimsite-Signature"), body) {
			rc.badSig++
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		var ev struct {
			Event    string `json:"event"`
			NoticeID int64  `json:"notice_id"`
			Lead     struct {
				Reference string `json:"reference"`
			} `json:"lead"`
			Revocation struct {
				Scope string `json:"scope"`
			} `json:"revocation"`
		}
		json.Unmarshal(body, &ev)
		rc.events = append(rc.events, receivedEvent{Event: ev.Event, Header: r.Header.Get("X-Claimsite-Event"), Key: r.Header.Get("Idempotency-Key"),
			Reference: ev.Lead.Reference, Scope: ev.Revocation.Scope, NoticeID: ev.NoticeID})
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(rc.Close)
	return rc
}

func (rc *eventReceiver) got(event string) []receivedEvent {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	var out []receivedEvent
	for _, e := range rc.events {
		if e.Event == event {
			out = append(out, e)
		}
	}
	return out
}

// TestOptOutReachesPartnerWebhookAndMail: a visitor whose lead reached a
// partner opts out; the partner's webhook receives a signed
// lead.consent_revoked for that lead's reference, its inbox a notice
// through a real SMTP server, and the revocation shows every partner told.
func TestOptOutReachesPartnerWebhookAndMail(t *testing.T) {
	t.Parallel()
	smtp := mailtest.Start(t)
	rc := newEventReceiver(t)
	in := startInstance(t, map[string]string{
		"CLAIMSITE_DATA_DIR": t.TempDir(), "CLAIMSITE_SMTP_URL": smtp.URL(), "CLAIMSITE_WEBHOOK_ALLOW_PRIVATE": "true",
		"CLAIMSITE_DELIVERY_RETRY": "1s", "CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword,
	})
	token := login(t, in.base, adminEmail, adminPassword)
	in.partner(token, map[string]any{"name": "Lone Star Injury", "states": []string{"TX"}, "webhook_url": rc.URL + "/leads", "email": "intake@lonestar.example"})
	in.partner(token, map[string]any{"name": "Buckeye Law", "states": []string{"OH"}, "email": "leads@buckeye.example"})

	var created struct {
		Data struct {
			Reference string `json:"reference"`
		} `json:"data"`
	}
	in.call("POST", "/api/contact", "", lead(1, "TX"), http.StatusCreated, &created)
	in.call("POST", "/api/contact", "", lead(2, "TX"), http.StatusCreated, nil)
	in.call("POST", "/api/contact", "", lead(3, "OH"), http.StatusCreated, nil)
	waitUntil(t, "both Texas leads reached the webhook", func() bool { return len(rc.got("lead.created")) == 2 })
	smtp.WaitFor(t, 6) // the partner mails of the three leads, and each visitor's confirmation
	waitUntil(t, "the deliveries are recorded", func() bool {
		var page struct {
			Data []struct {
				Delivery string `json:"delivery_status"`
			} `json:"data"`
			Total int `json:"total"`
		}
		in.call("GET", "/api/admin/leads?delivery=pending", token, nil, http.StatusOK, &page)
		return page.Total == 0
	})

	// Visitor 1 opts out by phone.
	in.call("POST", "/api/opt-out", "", map[string]any{"phone": lead(1, "TX")["phone"], "scope": "all"}, http.StatusCreated, nil)

	waitUntil(t, "the webhook got lead.consent_revoked", func() bool { return len(rc.got("lead.consent_revoked")) == 1 })
	ev := rc.got("lead.consent_revoked")[0]
	if ev.Reference != created.Data.Reference || ev.Header != "lead.consent_revoked" || ev.Scope != "all" || ev.Key != "notice-"+strconv.FormatInt(ev.NoticeID, 10) {
		t.Errorf("event: %+v, want lead %s", ev, created.Data.Reference)
	}
	if rc.badSig != 0 {
		t.Errorf("%d bad signatures", rc.badSig)
	}
	msgs := smtp.WaitFor(t, 7)
	var notices []mailtest.Received
	for _, m := range msgs {
		body := strings.NewReplacer("=\r\n", "", "=\n", "").Replace(m.Body)
		if !strings.Contains(body, "/opt-out") {
			t.Errorf("mail %q has no opt-out link", m.Header.Get("Subject"))
		}
		subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
		if strings.HasPrefix(subject, "Consent withdrawn: lead "+created.Data.Reference) {
			notices = append(notices, m)
		}
	}
	if len(notices) != 1 || !strings.Contains(notices[0].Header.Get("To"), "intake@lonestar.example") {
		t.Errorf("notice mails: %+v", notices)
	}

	var list struct {
		Data []struct {
			ID           int64 `json:"id"`
			PartnersTold bool  `json:"partners_told"`
			Notices      struct {
				Total, Delivered int
			} `json:"notices"`
		} `json:"data"`
	}
	waitUntil(t, "the revocation shows every partner told", func() bool {
		in.call("GET", "/api/admin/revocations", token, nil, http.StatusOK, &list)
		return len(list.Data) == 1 && list.Data[0].PartnersTold
	})
	if n := list.Data[0].Notices; n.Total != 2 || n.Delivered != 2 {
		t.Errorf("notices: %+v, want the webhook and the mail to Lone Star", n)
	}
}
