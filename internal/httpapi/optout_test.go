package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/businessdays"
	"claimsite/internal/delivery"
	"claimsite/internal/leads"
	"claimsite/internal/mail"
	"claimsite/internal/outbox"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
)

// deliverQueued plays the outbox worker for the deliveries queued so far:
// each is recorded as made (its partner received the lead).
func deliverQueued(t *testing.T, ts *testServer) {
	t.Helper()
	items, err := ts.store.ClaimOutbox(t.Context(), "test-worker", 1000, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	var results []store.OutboxResult
	for _, it := range items {
		res := store.OutboxResult{ID: it.ID, Status: store.OutboxSent}
		if it.Kind != store.KindDelivery {
			res = store.OutboxResult{ID: it.ID, Status: store.OutboxPending, NextAttemptAt: ts.clock}
		}
		results = append(results, res)
	}
	if _, err := ts.store.RecordOutbox(t.Context(), "test-worker", results); err != nil {
		t.Fatal(err)
	}
}

type revocationAnswer struct {
	Data struct {
		store.Revocation
		Notices []store.PartnerNotice `json:"partner_notices"`
	} `json:"data"`
}

func optOut(ts *testServer, body any) response {
	ts.t.Helper()
	return ts.do(request{method: "POST", path: "/api/opt-out", body: body, header: map[string]string{"User-Agent": "OptOutTest/1.0"}})
}

func TestOptOutValidation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, c := range []struct {
			name   string
			body   map[string]any
			fields []string
		}{
			{"nothing", map[string]any{"scope": "all"}, []string{"phone", "email"}},
			{"short phone", map[string]any{"phone": "555123", "scope": "all"}, []string{"phone"}},
			{"letters", map[string]any{"phone": "call me", "scope": "calls"}, []string{"phone"}},
			{"bad email", map[string]any{"email": "jane@", "scope": "emails"}, []string{"email"}},
			{"no scope", map[string]any{"phone": "5551234567"}, []string{"scope"}},
			{"unknown scope", map[string]any{"phone": "5551234567", "scope": "letters"}, []string{"scope"}},
		} {
			r := optOut(ts, c.body)
			if r.Code != http.StatusUnprocessableEntity {
				t.Errorf("%s: %d, want 422: %s", c.name, r.Code, r.Body.String())
				continue
			}
			errs := r.fieldErrors(t)
			for _, f := range c.fields {
				if len(errs[f]) == 0 {
					t.Errorf("%s: no error on %s: %v", c.name, f, errs)
				}
			}
			if len(errs) != len(c.fields) {
				t.Errorf("%s: errors %v, want only %v", c.name, errs, c.fields)
			}
		}
		wantStatus(t, optOut(ts, `{"phone":`), http.StatusBadRequest)
		// Nothing was recorded.
		if _, total, _ := ts.store.RevocationPage(t.Context(), store.Page{Number: 1, Size: 10}); total != 0 {
			t.Errorf("%d revocations after refused requests", total)
		}
		// A cross-site form post is refused before anything is read.
		r := ts.do(request{method: "POST", path: "/api/opt-out", body: map[string]any{"phone": "5551234567", "scope": "all"},
			header: map[string]string{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}})
		wantStatus(t, r, http.StatusForbidden)
		r = ts.do(request{method: "POST", path: "/api/opt-out", body: "phone=5551234567&scope=all",
			header: map[string]string{"Content-Type": "application/x-www-form-urlencoded", "Origin": "https://evil.example"}})
		if r.Code != http.StatusUnsupportedMediaType && r.Code != http.StatusForbidden {
			t.Errorf("form post: %d, want 415 or 403", r.Code)
		}
	})
}

// TestOptOutReachesPartners: an opt-out records the revocation, suppresses
// the person, tells exactly the partners that received their leads, stops
// a delivery still in the queue and refuses a send by hand.
func TestOptOutReachesPartners(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		ctx := t.Context()
		token := ts.admin()
		golden := deliveryPartner(t, ts, "Golden State Law", "CA")
		lone := deliveryPartner(t, ts, "Lone Star Injury", "TX")
		empire := deliveryPartner(t, ts, "Empire Injury", "NY")
		deliveryPartner(t, ts, "Buckeye Law", "OH")

		jane := leadsSubmit(t, ts, leadsForm(nil)) // phone 5551234567, jane@example.com, CA → Golden State
		other := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "sam@example.com", "phone": "5550001111"}))
		// The same person by e-mail only, in Texas: Lone Star has her.
		janeTX := leadsSubmit(t, ts, leadsForm(map[string]any{"phone": "5557778888", "state": "TX"}))
		texan := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "tex@example.com", "phone": "5552223333", "state": "TX"}))
		ohio := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "oh@example.com", "phone": "5554445555", "state": "OH"}))
		_ = ohio
		deliverQueued(t, ts)
		// Sent to Empire by hand, still in the queue when she opts out.
		wantStatus(t, ts.do(request{method: "POST", path: fmt.Sprintf("/api/admin/leads/%d/deliveries", jane), token: token,
			body: map[string]any{"partner_id": empire.ID}}), http.StatusCreated)

		r := optOut(ts, map[string]any{"phone": "(555) 123-4567", "email": " JANE@example.com ", "scope": "all"})
		wantStatus(t, r, http.StatusCreated)
		var answer struct {
			Message string       `json:"message"`
			Data    optOutAnswer `json:"data"`
		}
		r.decode(t, &answer)
		if answer.Message != msgOptOut || answer.Data.Phone != "5551234567" || answer.Data.Email != "jane@example.com" || answer.Data.Scope != "all" {
			t.Errorf("answer: %+v", answer)
		}
		// A stranger gets the very same answer: the page tells nobody who
		// is a lead.
		r = optOut(ts, map[string]any{"email": "nobody@example.com", "scope": "emails"})
		wantStatus(t, r, http.StatusCreated)
		if r.json(t)["message"] != msgOptOut {
			t.Errorf("unknown contact: %s", r.Body.String())
		}

		// On the do-not-contact list, once per contact.
		for _, c := range [][2]string{{"5551234567", ""}, {"", "jane@example.com"}, {"", "nobody@example.com"}} {
			if ok, err := ts.store.IsSuppressed(ctx, nil, c[0], c[1]); err != nil || !ok {
				t.Errorf("%v suppressed: %v, %v", c, ok, err)
			}
		}
		wantStatus(t, optOut(ts, map[string]any{"phone": "5551234567", "email": "jane@example.com", "scope": "calls"}), http.StatusCreated)
		sups, total, err := ts.store.SuppressionPage(ctx, "", store.Page{Number: 1, Size: 50})
		if err != nil || total != 2 {
			t.Errorf("suppressions: %d (%v), want 2 (Jane once, the stranger once): %+v", total, err, sups)
		}

		// The list, newest first, with the deadline and the tally.
		var list paginated[store.Revocation]
		r = ts.get("/api/admin/revocations", token)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &list)
		if list.Total != 3 || len(list.Data) != 3 {
			t.Fatalf("list: %+v", list)
		}
		first := list.Data[2]
		if first.Channel != "web" || first.Scope != "all" || first.Phone != "5551234567" || first.IP != "192.0.2.10" || first.UserAgent != "OptOutTest/1.0" {
			t.Errorf("revocation: %+v", first)
		}
		if want := businessdays.Due(first.ReceivedAt, 10); !first.DueAt.Equal(want) {
			t.Errorf("due %v, want %v", first.DueAt, want)
		}
		if first.Notices.Total != 2 || first.Notices.Pending != 2 || first.PartnersTold || first.Overdue {
			t.Errorf("tally: %+v told %v overdue %v", first.Notices, first.PartnersTold, first.Overdue)
		}
		if s := list.Data[1]; s.Notices.Total != 0 || !s.PartnersTold {
			t.Errorf("a stranger's revocation has nobody to tell: %+v", s)
		}

		// Exactly the partners that received her leads, under the
		// references they know.
		var detail revocationAnswer
		r = ts.get(fmt.Sprintf("/api/admin/revocations/%d", first.ID), token)
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &detail)
		var got []string
		for _, n := range detail.Data.Notices {
			if n.Event != store.EventConsentRevoked || n.Channel != store.ChannelEmail || n.Status != store.DeliveryPending {
				t.Errorf("notice: %+v", n)
			}
			got = append(got, n.PartnerName+" "+n.LeadReference)
		}
		want := []string{"Golden State Law " + ref(t, ts, jane), "Lone Star Injury " + ref(t, ts, janeTX)}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("notices to %v, want %v (not %s, %s, nor Empire, whose delivery was never made)", got, want, ref(t, ts, other), ref(t, ts, texan))
		}
		_ = lone
		_ = golden
		wantStatus(t, ts.get("/api/admin/revocations/999999", token), http.StatusNotFound)

		// The delivery still queued for Empire is cancelled when its turn
		// comes.
		ds, err := ts.store.LeadDeliveries(ctx, jane)
		if err != nil {
			t.Fatal(err)
		}
		var pending *store.Delivery
		for i := range ds {
			if ds[i].PartnerName == "Empire Injury" {
				pending = &ds[i]
			}
		}
		if pending == nil || pending.Status != store.DeliveryPending {
			t.Fatalf("Empire's delivery: %+v", ds)
		}
		d := delivery.New(ts.store, ts.server.Composer(), mustLogSender(t), true)
		payload, _ := json.Marshal(store.DeliveryPayload{DeliveryID: pending.ID})
		_, cancelled := d.Handle(ctx, store.OutboxItem{Kind: store.KindDelivery, Payload: payload})
		if !errors.Is(cancelled, outbox.ErrPermanent) || !strings.Contains(cancelled.Error(), delivery.MsgCancelledSuppressed) {
			t.Fatalf("queued delivery after the opt-out: %v, want it cancelled", cancelled)
		}

		// Recorded as the worker would, it cannot be retried.
		items, err := ts.store.ClaimOutbox(ctx, "test-worker", 1000, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		var results []store.OutboxResult
		for _, it := range items {
			res := store.OutboxResult{ID: it.ID, Status: store.OutboxPending, NextAttemptAt: ts.clock.Add(time.Hour)}
			if it.Kind == store.KindDelivery {
				res = store.OutboxResult{ID: it.ID, Status: store.OutboxFailed, Error: cancelled.Error()}
			}
			results = append(results, res)
		}
		if _, err := ts.store.RecordOutbox(ctx, "test-worker", results); err != nil {
			t.Fatal(err)
		}
		r = ts.do(request{method: "POST", path: fmt.Sprintf("/api/admin/deliveries/%d/retry", pending.ID), token: token})
		wantStatus(t, r, http.StatusConflict)
		if msg := r.json(t)["message"]; msg != msgLeadSuppressed {
			t.Errorf("retry: %v", msg)
		}
		if d, _ := ts.store.Delivery(ctx, pending.ID); d.Status != store.DeliveryFailed || !strings.Contains(d.LastError, "cancelled") {
			t.Errorf("the cancelled delivery: %+v", d)
		}

		// And the operator cannot send her leads by hand.
		r = ts.do(request{method: "POST", path: fmt.Sprintf("/api/admin/leads/%d/deliveries", janeTX), token: token,
			body: map[string]any{"partner_id": golden.ID}})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if msg := strings.Join(r.fieldErrors(t)["partner_id"], " "); !strings.Contains(msg, "withdrew their consent") {
			t.Errorf("send by hand: %q", msg)
		}
		// A new lead of hers is never routed.
		again := leadsSubmit(t, ts, leadsForm(nil))
		if l, _ := ts.store.Lead(ctx, again); l.Routing != leads.Suppressed {
			t.Errorf("a new lead after the opt-out is %s, want suppressed", l.Routing)
		}
	})
}

func ref(t *testing.T, ts *testServer, leadID int64) string {
	t.Helper()
	r, err := ts.store.LeadReference(t.Context(), leadID)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func mustLogSender(t *testing.T) mail.Sender {
	s, err := mail.NewSender("", "from@example.com", slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestAdminRevocationCreate(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		post := func(body map[string]any) response {
			return ts.do(request{method: "POST", path: "/api/admin/revocations", token: token, body: body})
		}
		tomorrow := ts.clock.Add(36 * time.Hour).In(businessdays.Zone).Format(time.DateOnly)
		for _, c := range []struct {
			name  string
			body  map[string]any
			field string
		}{
			{"no contact", map[string]any{"scope": "all", "channel": "phone"}, "phone"},
			{"no channel", map[string]any{"phone": "5551234567", "scope": "all"}, "channel"},
			{"web is the page's", map[string]any{"phone": "5551234567", "scope": "all", "channel": "web"}, "channel"},
			{"future", map[string]any{"phone": "5551234567", "scope": "all", "channel": "letter", "received_at": tomorrow}, "received_at"},
			{"not a date", map[string]any{"phone": "5551234567", "scope": "all", "channel": "letter", "received_at": "last week"}, "received_at"},
			{"long note", map[string]any{"phone": "5551234567", "scope": "all", "channel": "letter", "note": strings.Repeat("x", 2001)}, "note"},
		} {
			r := post(c.body)
			if r.Code != http.StatusUnprocessableEntity || len(r.fieldErrors(t)[c.field]) == 0 {
				t.Errorf("%s: %d %s, want 422 on %s", c.name, r.Code, r.Body.String(), c.field)
			}
		}

		// A letter received on the Friday before Labor Day 2026: ten
		// business days skip the weekend and the Monday holiday.
		r := post(map[string]any{"phone": "555-123-4567", "scope": "texts", "channel": "letter", "received_at": "2026-09-04", "note": "Letter of Sept 2"})
		wantStatus(t, r, http.StatusCreated)
		var got revocationAnswer
		r.decode(t, &got)
		v := got.Data
		wantReceived := time.Date(2026, 9, 4, 0, 0, 0, 0, businessdays.Zone)
		wantDue := time.Date(2026, 9, 22, 0, 0, 0, 0, businessdays.Zone) // end of Monday, September 21
		if !v.ReceivedAt.Equal(wantReceived) || !v.DueAt.Equal(wantDue) || v.Channel != "letter" || v.Scope != "texts" || v.Note != "Letter of Sept 2" || v.RecordedBy == nil {
			t.Errorf("recorded: %+v; want received %v, due %v", v, wantReceived, wantDue)
		}
		// Long past its due date, and nobody to tell: not overdue.
		if v.Overdue || !v.PartnersTold {
			t.Errorf("overdue %v, told %v", v.Overdue, v.PartnersTold)
		}
		if ok, _ := ts.store.IsSuppressed(t.Context(), nil, "5551234567", ""); !ok {
			t.Error("the phone is not suppressed")
		}
		// Default: now.
		r = post(map[string]any{"email": "x@example.com", "scope": "emails", "channel": "reply"})
		wantStatus(t, r, http.StatusCreated)
		got = revocationAnswer{}
		r.decode(t, &got)
		if !got.Data.ReceivedAt.Equal(ts.clock.Truncate(time.Microsecond)) && got.Data.ReceivedAt.Sub(ts.clock).Abs() > time.Second {
			t.Errorf("received %v, want now %v", got.Data.ReceivedAt, ts.clock)
		}

		// Admins only.
		visitor := ts.user(access.User, "visitor@example.com")
		wantStatus(t, ts.get("/api/admin/revocations", visitor), http.StatusForbidden)
		wantStatus(t, ts.get("/api/admin/revocations", ""), http.StatusUnauthorized)
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/revocations", token: visitor, body: map[string]any{}}), http.StatusForbidden)
	})
}

// TestRevocationOverdue: a revocation whose partners were not all told by
// its due date is flagged.
func TestRevocationOverdue(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		deliveryPartner(t, ts, "Golden State Law", "CA")
		leadsSubmit(t, ts, leadsForm(nil))
		deliverQueued(t, ts)
		wantStatus(t, optOut(ts, map[string]any{"phone": "5551234567", "scope": "all"}), http.StatusCreated)
		ts.advance(20 * 24 * time.Hour)
		token := ts.admin()
		var list paginated[store.Revocation]
		ts.get("/api/admin/revocations", token).decode(t, &list)
		if len(list.Data) != 1 || !list.Data[0].Overdue || list.Data[0].Notices.Total != 1 {
			t.Errorf("after 20 days with the notice unsent: %+v", list.Data)
		}
	})
}

func TestOptOutLimits(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for i := range 3 {
			wantStatus(t, optOut(ts, map[string]any{"phone": "5551234567", "scope": "all"}), http.StatusCreated)
			_ = i
		}
		r := optOut(ts, map[string]any{"phone": "555 123 4567", "scope": "calls"})
		wantStatus(t, r, http.StatusTooManyRequests)
		if r.Header().Get("Retry-After") == "" {
			t.Error("no Retry-After")
		}
		// Another person from the same address is still heard, up to the
		// per-address limit.
		wantStatus(t, optOut(ts, map[string]any{"email": "a@example.com", "scope": "all"}), http.StatusCreated)
		wantStatus(t, optOut(ts, map[string]any{"email": "b@example.com", "scope": "all"}), http.StatusTooManyRequests)
		// Invalid requests are not counted.
		wantStatus(t, optOut(ts, map[string]any{"email": "c@", "scope": "all"}), http.StatusUnprocessableEntity)
	}, limits(ratelimit.Set{ratelimit.OptOutIP: {Max: 5, Window: time.Hour}, ratelimit.OptOutContact: {Max: 3, Window: 24 * time.Hour}}))
}
