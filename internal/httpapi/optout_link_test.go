package httpapi

import (
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"claimsite/internal/auth"
	"claimsite/internal/delivery"
	"claimsite/internal/leads"
	"claimsite/internal/mail"
	"claimsite/internal/mailtest"
	"claimsite/internal/outbox"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
)

// confirmations is a site whose leads send their confirmation e-mail as
// cmd/claimsite wires it (the live setting decides; the worker writes the
// mail) to a real SMTP server.
type confirmations struct {
	ts   *testServer
	smtp *mailtest.Server
	w    *outbox.Worker
}

func withConfirmations(t *testing.T, ts *testServer) confirmations {
	t.Helper()
	smtp := mailtest.Start(t)
	sender, err := mail.NewSender(smtp.URL(), "Claimsite <no-reply@claimsite.test>", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	live := ts.server.Settings()
	ts.store.SetIntake(store.Intake{PartnersPerLead: 1, Prepare: delivery.Confirmations(func() bool { return live.Latest().ConfirmationEmail })})
	d := delivery.New(ts.store, ts.server.Composer(), sender, true)
	w := outbox.NewWorker(ts.store, slog.New(slog.DiscardHandler), "w", map[string]outbox.Kind{
		store.KindLeadConfirmation: delivery.ConfirmationKind(d, func() *time.Location { return live.Latest().Location() }),
	})
	return confirmations{ts: ts, smtp: smtp, w: w}
}

// send runs the worker over what is due and gives every mail received so
// far.
func (c confirmations) send(t *testing.T) []mailtest.Received {
	t.Helper()
	for range 2 {
		if _, err := c.w.RunOnce(t.Context()); err != nil {
			t.Fatal(err)
		}
	}
	return c.smtp.Messages(t)
}

// mailTo is the mail of msgs sent to address: the worker sends the
// queue's mails side by side, in no fixed order.
func mailTo(t *testing.T, msgs []mailtest.Received, address string) mailtest.Received {
	t.Helper()
	for _, m := range msgs {
		if strings.Contains(m.Header.Get("To"), address) {
			return m
		}
	}
	t.Fatalf("no mail to %s among %d", address, len(msgs))
	return mailtest.Received{}
}

var oneClickToken = regexp.MustCompile(`^<[^>]*/api/opt-out/one-click\?token=([A-Za-z0-9_-]+)>`)

// tokenOf is the opt-out token a confirmation e-mail carries.
func tokenOf(t *testing.T, m mailtest.Received) string {
	t.Helper()
	match := oneClickToken.FindStringSubmatch(m.Header.Get("List-Unsubscribe"))
	if match == nil {
		t.Fatalf("List-Unsubscribe: %q", m.Header.Get("List-Unsubscribe"))
	}
	return match[1]
}

// optOutLink stores a new opt-out token of lead id, as a confirmation
// e-mail does, and returns it.
func (ts *testServer) optOutLink(id int64) string {
	ts.t.Helper()
	token, hash, err := auth.NewToken()
	if err != nil {
		ts.t.Fatal(err)
	}
	if err := ts.store.AddOptOutToken(ts.t.Context(), id, hash, ts.store.Now().Add(store.OptOutLinkLifetime)); err != nil {
		ts.t.Fatal(err)
	}
	return token
}

// withdrawn reports whether the phone or the e-mail is on the
// do-not-contact list, and how many revocations there are.
func withdrawn(t *testing.T, ts *testServer, phone, email string) (bool, int) {
	t.Helper()
	suppressed, err := ts.store.IsSuppressed(t.Context(), nil, phone, email)
	if err != nil {
		t.Fatal(err)
	}
	_, n, err := ts.store.RevocationPage(t.Context(), store.Page{Number: 1, Size: 1})
	if err != nil {
		t.Fatal(err)
	}
	return suppressed, n
}

func linkWithdraw(ts *testServer, token string, header map[string]string) response {
	ts.t.Helper()
	return ts.do(request{method: "POST", path: "/api/opt-out/link", body: map[string]string{"token": token}, header: header})
}

func oneClick(ts *testServer, token, contentType, body string) response {
	ts.t.Helper()
	// A mail provider's request: from its servers, under its own origin.
	return ts.do(request{method: "POST", path: "/api/opt-out/one-click?token=" + url.QueryEscape(token), body: body,
		header: map[string]string{"Content-Type": contentType, "Origin": "https://mail.provider.example", "User-Agent": "Provider-Unsubscriber/1"}})
}

// TestConfirmationMailOnce: each visitor's lead from the contact form sends
// them one confirmation e-mail; a duplicate within the window, a honeypot
// and an idempotent replay send none.
func TestConfirmationMailOnce(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		c := withConfirmations(t, ts)
		id := contactPost(t, ts, contactConsultationBody(), map[string]string{"Idempotency-Key": "fill-1"})
		msgs := c.send(t)
		if len(msgs) != 1 || !strings.Contains(msgs[0].Header.Get("To"), "jane.doe@example.com") {
			t.Fatalf("mails: %d, want 1 to jane.doe@example.com", len(msgs))
		}
		if subject := msgs[0].Header.Get("Subject"); !strings.Contains(subject, contactLead(t, ts, id).Reference) {
			t.Errorf("subject %q lacks the reference", subject)
		}
		// The same submit again (a replay), the same person again (a
		// duplicate), and a bot.
		contactPost(t, ts, contactConsultationBody(), map[string]string{"Idempotency-Key": "fill-1"})
		contactPost(t, ts, contactConsultationBody(), nil)
		bot := stateLawContactBody()
		bot["website"] = "http://spam.example"
		wantStatus(t, ts.do(request{method: "POST", path: "/api/contact", body: bot}), http.StatusCreated)
		// The state-law form's lead is another person: told too.
		contactPost(t, ts, stateLawContactBody(), nil)
		msgs = c.send(t)
		if len(msgs) != 2 || !strings.Contains(msgs[1].Header.Get("To"), "john@example.com") {
			t.Fatalf("mails: %d, want 2 (the second to john@example.com)", len(msgs))
		}
	})
}

// TestConfirmationMailSetting: the operator's setting, on by default,
// turns the confirmation e-mail off for the leads that come after.
func TestConfirmationMailSetting(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		c := withConfirmations(t, ts)
		admin := ts.admin()
		var got struct {
			Data map[string]any `json:"data"`
		}
		ts.get("/api/admin/settings", admin).decode(t, &got)
		if got.Data["confirmation_email"] != true {
			t.Errorf("confirmation_email by default: %v, want true", got.Data["confirmation_email"])
		}
		wantStatus(t, ts.do(request{method: "PUT", path: "/api/admin/settings", token: admin, body: map[string]any{"confirmation_email": false}}),
			http.StatusOK)
		contactPost(t, ts, contactConsultationBody(), nil)
		if msgs := c.send(t); len(msgs) != 0 {
			t.Errorf("mails with the setting off: %d, want 0", len(msgs))
		}
	})
}

// TestOptOutLinkWithdraws: the confirmation e-mail's link opens the
// opt-out page and nothing else happens, however often it is fetched (mail
// scanners); the page's one button withdraws the consent, exactly as the
// opt-out form would for the lead's phone and e-mail; the link then works
// no more, and the lead screen shows the withdrawal.
func TestOptOutLinkWithdraws(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		c := withConfirmations(t, ts)
		id := contactPost(t, ts, contactConsultationBody(), nil)
		msgs := c.send(t)
		if len(msgs) != 1 {
			t.Fatalf("mails: %d, want 1", len(msgs))
		}
		token := tokenOf(t, msgs[0])

		// Fetching the links withdraws nothing.
		for _, path := range []string{"/opt-out?token=" + token, "/api/opt-out/one-click?token=" + token} {
			for _, method := range []string{"GET", "HEAD"} {
				r := ts.do(request{method: method, path: path})
				if r.Code >= 400 {
					t.Errorf("%s %s: %d", method, path, r.Code)
				}
			}
		}
		r := ts.get("/api/opt-out/one-click?token="+token, "")
		wantStatus(t, r, http.StatusSeeOther)
		if loc := r.Header().Get("Location"); loc != "/opt-out?token="+token {
			t.Errorf("Location %q, want the opt-out page with the token", loc)
		}
		if suppressed, n := withdrawn(t, ts, "5551234567", "jane.doe@example.com"); suppressed || n != 0 {
			t.Fatalf("after the GETs: suppressed %v, %d revocations; want nothing", suppressed, n)
		}
		admin := ts.admin()
		var lead struct {
			Data map[string]any `json:"data"`
		}
		ts.get("/api/admin/leads/"+strconv.FormatInt(id, 10), admin).decode(t, &lead)
		if w, ok := lead.Data["consent_withdrawal"]; !ok || w != nil {
			t.Errorf("consent_withdrawal before: %v (present %v), want null", w, ok)
		}

		// The page's button: a POST of the token, from the site's page.
		r = linkWithdraw(ts, token, map[string]string{"User-Agent": "Browser/1"})
		wantStatus(t, r, http.StatusCreated)
		var answer struct {
			Message string         `json:"message"`
			Data    map[string]any `json:"data"`
		}
		r.decode(t, &answer)
		if answer.Message != msgLinkWithdrawn || answer.Data["scope"] != "all" || answer.Data["due_at"] == nil {
			t.Errorf("answer: %+v", answer)
		}
		if _, ok := answer.Data["phone"]; ok {
			t.Errorf("the answer shows the contact: %+v", answer.Data)
		}
		for _, contact := range [][2]string{{"5551234567", ""}, {"", "jane.doe@example.com"}} {
			if suppressed, _ := withdrawn(t, ts, contact[0], contact[1]); !suppressed {
				t.Errorf("%v not suppressed", contact)
			}
		}
		revs, n, err := ts.store.RevocationPage(t.Context(), store.Page{Number: 1, Size: 5})
		if err != nil || n != 1 || revs[0].Channel != store.RevocationWeb || revs[0].Scope != store.ScopeAll || revs[0].UserAgent != "Browser/1" {
			t.Fatalf("revocations: %+v (%d), %v", revs, n, err)
		}
		ts.get("/api/admin/leads/"+strconv.FormatInt(id, 10), admin).decode(t, &lead)
		w, _ := lead.Data["consent_withdrawal"].(map[string]any)
		if w == nil || w["scope"] != "all" || w["channel"] != "web" || w["revocation_id"] != float64(revs[0].ID) {
			t.Errorf("consent_withdrawal: %v", lead.Data["consent_withdrawal"])
		}
		// A new lead of the person is suppressed: nobody gets it.
		if l := contactLead(t, ts, contactPost(t, ts, contactConsultationBody(), nil)); l.Routing != leads.Suppressed {
			t.Errorf("a later lead: routing %q, want suppressed", l.Routing)
		}

		// The link works once; a made-up one does nothing.
		r = linkWithdraw(ts, token, nil)
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if got := r.fieldErrors(t)["token"]; len(got) != 1 || got[0] != msgLinkUsed {
			t.Errorf("used link: %v", got)
		}
		r = linkWithdraw(ts, "made-up-token", nil)
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if got := r.fieldErrors(t)["token"]; len(got) != 1 || got[0] != msgLinkInvalid {
			t.Errorf("made-up link: %v", got)
		}
		wantStatus(t, linkWithdraw(ts, "", nil), http.StatusUnprocessableEntity)
		if _, n := withdrawn(t, ts, "", ""); n != 1 {
			t.Errorf("revocations: %d, want 1", n)
		}
		// Another site cannot post it.
		wantStatus(t, linkWithdraw(ts, token, map[string]string{"Origin": "https://evil.example"}), http.StatusForbidden)
	})
}

// TestOptOutOneClick: a mail program's one-click request (RFC 8058: a
// form-encoded POST from the provider's servers, with no origin of ours)
// withdraws the consent as the page's button does, once; a body that is
// not List-Unsubscribe=One-Click withdraws nothing, and an expired link
// gets a plain answer.
func TestOptOutOneClick(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		c := withConfirmations(t, ts)
		contactPost(t, ts, contactConsultationBody(), nil)
		contactPost(t, ts, stateLawContactBody(), nil)
		msgs := c.send(t)
		if len(msgs) != 2 {
			t.Fatalf("mails: %d, want 2", len(msgs))
		}
		jane, john := tokenOf(t, mailTo(t, msgs, "jane.doe@example.com")), tokenOf(t, mailTo(t, msgs, "john@example.com"))

		for _, bad := range []struct{ contentType, body string }{
			{"application/json", `{"List-Unsubscribe":"One-Click"}`},
			{"application/x-www-form-urlencoded", "List-Unsubscribe=Nope"},
			{"application/x-www-form-urlencoded", ""},
			{"text/plain", "List-Unsubscribe=One-Click"},
		} {
			wantStatus(t, oneClick(ts, jane, bad.contentType, bad.body), http.StatusBadRequest)
		}
		if suppressed, n := withdrawn(t, ts, "5551234567", "jane.doe@example.com"); suppressed || n != 0 {
			t.Fatalf("after refused requests: suppressed %v, %d revocations", suppressed, n)
		}

		r := oneClick(ts, jane, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click")
		wantStatus(t, r, http.StatusOK)
		if msg, _ := r.json(t)["message"].(string); msg != msgLinkWithdrawn {
			t.Errorf("message %q", msg)
		}
		if suppressed, n := withdrawn(t, ts, "5551234567", "jane.doe@example.com"); !suppressed || n != 1 {
			t.Errorf("after one click: suppressed %v, %d revocations; want withdrawn", suppressed, n)
		}
		wantStatus(t, oneClick(ts, jane, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click"), http.StatusUnprocessableEntity)

		ts.advance(store.OptOutLinkLifetime)
		r = oneClick(ts, john, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click")
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if got := r.fieldErrors(t)["token"]; len(got) != 1 || got[0] != msgLinkInvalid {
			t.Errorf("expired link: %v", got)
		}
		if suppressed, _ := withdrawn(t, ts, "5559876543", "john@example.com"); suppressed {
			t.Error("an expired link withdrew John's consent")
		}
	})
}

// TestOptOutLinkLimits: uses of the links count per client.
func TestOptOutLinkLimits(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		wantStatus(t, linkWithdraw(ts, "made-up-1", nil), http.StatusUnprocessableEntity)
		wantStatus(t, oneClick(ts, "made-up-2", "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click"), http.StatusUnprocessableEntity)
		wantStatus(t, linkWithdraw(ts, "made-up-3", nil), http.StatusTooManyRequests)
	}, limits(ratelimit.Set{ratelimit.OptOutLinkIP: {Max: 2, Window: time.Hour}}))
}
