package httpapi

import (
	"bytes"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/leads"
	"claimsite/internal/store"
)

// TestAdminLeadCorrectContact: the operator corrects a lead's contact
// details (a CCPA correction request) with PATCH /api/admin/leads/{id}.
func TestAdminLeadCorrectContact(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		var logs bytes.Buffer
		ts.server.log = slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
		token := ts.admin()
		deliveryPartner(t, ts, "Golden State Law", "CA")
		// Jane Doe, jane@example.com, 5551234567, 90210, CA: sent to the partner.
		id := leadsSubmit(t, ts, leadsForm(nil))
		sl := leadsSubmit(t, ts, leadsStateLawForm(map[string]any{"zipCode": "73301"}))
		stored := func(id int64) leads.Lead {
			t.Helper()
			l, err := ts.store.Lead(t.Context(), id)
			if err != nil {
				t.Fatal(err)
			}
			return l
		}
		if l := stored(id); l.Routing != leads.Routed {
			t.Fatalf("routing: got %q, want routed", l.Routing)
		}

		type contact struct{ first, last, name, email, phone, zip string }
		of := func(l leads.Lead) contact {
			return contact{l.FirstName, l.LastName, l.Name, l.Email, l.Phone, l.ZipCode}
		}
		for _, c := range []struct {
			name string
			lead int64
			body map[string]any
			want contact
		}{
			{"every field, normalised as intake stores it", id,
				map[string]any{"first_name": "  Janet ", "last_name": "Doe-Smith", "email": " Janet.Doe@Example.COM ", "phone": " 5559876543 ", "zip_code": "90211-1234"},
				contact{"Janet", "Doe-Smith", "", "janet.doe@example.com", "5559876543", "90211-1234"}},
			{"one field, the rest kept", id, map[string]any{"zip_code": "90212"},
				contact{"Janet", "Doe-Smith", "", "janet.doe@example.com", "5559876543", "90212"}},
			{"with a status change", id, map[string]any{"status": "contacted", "last_name": "Doe"},
				contact{"Janet", "Doe", "", "janet.doe@example.com", "5559876543", "90212"}},
			{"state-law name; its ZIP code may be emptied", sl, map[string]any{"name": " Robert Stone ", "zip_code": ""},
				contact{"", "", "Robert Stone", "bob@example.com", "5550002222", ""}},
		} {
			ts.advance(time.Minute)
			r := leadsPatch(t, ts, token, c.lead, c.body)
			wantStatus(t, r, http.StatusOK)
			msg, l := adminSaved[leads.Lead](t, r, "lead")
			if msg != "Lead updated" || of(l) != c.want {
				t.Errorf("%s: answer %q %+v, want %+v", c.name, msg, of(l), c.want)
			}
			if got := of(stored(c.lead)); got != c.want {
				t.Errorf("%s: stored %+v, want %+v", c.name, got, c.want)
			}
			if !adminSameTime(l.UpdatedAt, ts.clock) {
				t.Errorf("%s: updated_at %v, want %v", c.name, l.UpdatedAt, ts.clock)
			}
		}
		if l := stored(id); l.Status != "contacted" || l.Reference == "" || !l.Consent.Given {
			t.Errorf("the rest of the lead: %+v", l)
		}

		// Refusals are per field, with the public forms' rules, and change
		// nothing (not even the valid fields sent with them).
		before, beforeSL := stored(id), stored(sl)
		for _, c := range []struct {
			name   string
			lead   int64
			body   map[string]any
			fields []string
		}{
			{"blank names", id, map[string]any{"first_name": " ", "last_name": ""}, []string{"first_name", "last_name"}},
			{"name too long", id, map[string]any{"first_name": strings.Repeat("a", 101)}, []string{"first_name"}},
			{"not an e-mail address", id, map[string]any{"email": "janet@", "zip_code": "90213"}, []string{"email"}},
			{"empty e-mail", id, map[string]any{"email": ""}, []string{"email"}},
			{"phone with punctuation", id, map[string]any{"phone": "555-987-6543"}, []string{"phone"}},
			{"phone too short", id, map[string]any{"phone": "555987654"}, []string{"phone"}},
			{"ZIP code required on a consultation lead", id, map[string]any{"zip_code": ""}, []string{"zip_code"}},
			{"ZIP code format", id, map[string]any{"zip_code": "9021"}, []string{"zip_code"}},
			{"a single name on a consultation lead", id, map[string]any{"name": "Janet Doe"}, []string{"name"}},
			{"first and last name on a state-law lead", sl, map[string]any{"first_name": "Rob", "last_name": "Stone"}, []string{"first_name", "last_name"}},
			{"state-law name required", sl, map[string]any{"name": ""}, []string{"name"}},
			{"with a bad status", id, map[string]any{"status": "archived", "email": "x"}, []string{"status", "email"}},
		} {
			ts.advance(time.Minute)
			adminWantFields(t, leadsPatch(t, ts, token, c.lead, c.body), c.fields...)
			if after := stored(id); of(after) != of(before) || !after.UpdatedAt.Equal(before.UpdatedAt) {
				t.Errorf("%s changed lead %d: %+v", c.name, id, of(after))
			}
			if after := stored(sl); of(after) != of(beforeSL) || !after.UpdatedAt.Equal(beforeSL.UpdatedAt) {
				t.Errorf("%s changed lead %d: %+v", c.name, sl, of(after))
			}
		}
		wantStatus(t, ts.do(request{method: "PATCH", path: "/api/admin/leads/999999", token: token, body: map[string]any{"email": "a@b.example"}}), http.StatusNotFound)

		// The partner has Janet now under her corrected number: a new lead
		// of hers is not sent to it again. The mistyped number (the
		// original 5551234567) is nobody the partner has.
		again := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "other@example.com", "phone": "5559876543"}))
		if l := stored(again); l.Routing != leads.Duplicate {
			t.Errorf("a lead with the corrected phone: routing %q, want duplicate", l.Routing)
		}
		someoneElse := leadsSubmit(t, ts, leadsForm(map[string]any{"first_name": "Sam", "email": "sam@example.com", "phone": "5551234567"}))
		if l := stored(someoneElse); l.Routing != leads.Routed {
			t.Errorf("a lead with the old phone: routing %q, want routed", l.Routing)
		}
		// The admin list finds the lead by its corrected details.
		if _, ids := leadsList(t, ts, token, "?q=janet.doe"); len(ids) != 1 || ids[0] != id {
			t.Errorf("search by the corrected e-mail: %v, want [%d]", ids, id)
		}

		// An erased lead has nothing left to correct; its status still changes.
		if _, err := ts.store.EraseLeads(t.Context(), []int64{sl}, store.ErasureRetention); err != nil {
			t.Fatal(err)
		}
		for _, body := range []map[string]any{{"name": "Robert Stone"}, {"email": "bob@example.com", "status": "rejected"}, {"zip_code": ""}} {
			r := leadsPatch(t, ts, token, sl, body)
			wantStatus(t, r, http.StatusConflict)
			adminWantMessage(t, r, msgLeadErased)
		}
		if l := stored(sl); of(l) != (contact{}) || l.Status != "new" {
			t.Errorf("erased lead after refused corrections: %+v, status %q", of(l), l.Status)
		}
		wantStatus(t, leadsPatch(t, ts, token, sl, map[string]any{"status": "rejected"}), http.StatusOK)

		// Only admins.
		body := map[string]any{"email": "mallory@example.com"}
		wantStatus(t, leadsPatch(t, ts, "", id, body), http.StatusUnauthorized)
		wantStatus(t, leadsPatch(t, ts, ts.user(access.User, "user@example.com"), id, body), http.StatusForbidden)
		if l := stored(id); l.Email != "janet.doe@example.com" {
			t.Errorf("e-mail after a non-admin's PATCH: %q", l.Email)
		}

		// Nothing of the person reaches the log.
		for _, personal := range []string{"Janet", "janet", "Doe-Smith", "5559876543", "90211", "Robert", "mallory"} {
			if strings.Contains(logs.String(), personal) {
				t.Errorf("the log has %q:\n%s", personal, logs.String())
			}
		}
	})
}
