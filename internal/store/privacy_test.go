package store_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"claimsite/internal/access"
	"claimsite/internal/auth"
	"claimsite/internal/leads"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// The person whose data the erasure tests look for afterwards, in every
// table and in the database files.
var (
	zeldaFirst = "Zeldaquist"
	zeldaLast  = "Marrowbyne"
	zeldaEmail = "zelda.marrowbyne@example.com"
	zeldaPhone = "5559876543"
	zeldaIP    = "203.0.113.77"
	zeldaUA    = "ZeldaBrowser/9.1"
	zeldaStory = "Fell from the Marrowbyne warehouse ladder"
	zeldaPage  = "https://site.example/zelda-landing"
	zeldaCert  = "https://cert.trustedform.com/zeldacert0123456789abcdef"
	// Her attribution: click ids, a landing page and referrer that carry
	// them, a search term with her name, and a partner's words about her.
	zeldaGclid   = "GCLID-ZELDA-0123456789"
	zeldaFbclid  = "FBCLID-ZELDA-987"
	zeldaReason  = "Zelda's claim is time-barred"
	zeldaLanding = "/car-accident?utm_source=google&gclid=" + zeldaGclid
)

// personal lists what must not survive an erasure of Zelda.
var personal = []string{zeldaFirst, zeldaLast, zeldaEmail, zeldaPhone, zeldaIP, zeldaUA, zeldaStory, zeldaPage, zeldaCert, "LEADID-ZELDA",
	zeldaGclid, zeldaFbclid, zeldaReason, zeldaLanding}

func zeldaLead(phone string) leads.Lead {
	return leads.Lead{
		SourceForm: leads.FormConsultation, FirstName: zeldaFirst, LastName: zeldaLast, Email: zeldaEmail, Phone: phone,
		ZipCode: "94110", State: "CA", Description: zeldaStory, Notes: "",
		Consent: leads.Consent{TextVersion: "v1", IP: zeldaIP, UserAgent: zeldaUA, PageURL: zeldaPage,
			Referrer: "https://search.example/?q=" + zeldaLast, LeadIDToken: "LEADID-ZELDA", TrustedFormCertURL: zeldaCert, Retain: true},
		Attribution: leads.Attribution{LandingPage: zeldaLanding, Referrer: "https://www.google.com/?q=" + zeldaLast,
			UTMSource: "google", UTMMedium: "cpc", UTMCampaign: "spring-brand", UTMTerm: zeldaLast + " lawyer", UTMContent: "ad-" + zeldaFirst,
			GCLID: zeldaGclid, FBCLID: zeldaFbclid, MSCLKID: "MSCLKID-" + zeldaFirst},
	}
}

// privacyStore is a fresh store per dialect with the consent text, a
// partner in California, the operator's notices (which carry the lead's
// details) and a clock at a Wednesday noon.
func privacyStore(t *testing.T, fn func(t *testing.T, st *store.Store, c *clock)) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		if err := st.EnsureConsentText(ctx, "v1", "I agree to be contacted by Example Brand and its partners."); err != nil {
			t.Fatal(err)
		}
		c := withClock(st)
		st.SetIntake(store.Intake{PartnersPerLead: 1, Prepare: func(context.Context) (store.Announce, error) {
			return func(l leads.Lead, d leads.Decision) ([]store.Outgoing, error) {
				body, _ := json.Marshal(map[string]string{"template": "operator_lead", "to": "ops@operator.example",
					"subject": "New lead " + l.Reference, "text": l.FirstName + " " + l.LastName + " " + l.Email + " " + l.Phone + " " + l.Description})
				return []store.Outgoing{{Kind: "mail", Key: fmt.Sprintf("lead-notice-%d-0", l.ID), Payload: body}}, nil
			}, nil
		}})
		newPartner(t, st, leads.Partner{Name: "Golden Law", States: []string{"CA"}, Email: "intake@golden.example", WebhookURL: "https://golden.example/hook"})
		fn(t, st, c)
	})
}

// confirmMail is a stand-in for the confirmation mail: what matters here
// is that it is queued with the request and carries the address.
func confirmMail(r store.PrivacyRequest) (store.Outgoing, error) {
	body, _ := json.Marshal(map[string]string{"template": "privacy_request_confirm", "to": r.Email, "text": "Confirm: https://x/privacy-request/confirm?token=..."})
	return store.Outgoing{Kind: "mail", Key: fmt.Sprintf("privacy-request-%d-confirm", r.ID), Payload: body}, nil
}

func newRequest(t *testing.T, st *store.Store, typ, email, phone string) (store.PrivacyRequest, string) {
	t.Helper()
	in := store.NewPrivacyRequest{Type: typ, Email: email, Phone: phone, CaliforniaResident: true, IP: zeldaIP, UserAgent: zeldaUA}
	token := ""
	if email != "" {
		var hash string
		var err error
		token, hash, err = auth.NewToken()
		if err != nil {
			t.Fatal(err)
		}
		in.TokenHash, in.TokenExpiresAt = hash, st.Now().Add(7*24*time.Hour)
	}
	r, err := st.CreatePrivacyRequest(context.Background(), in, confirmMail)
	if err != nil {
		t.Fatalf("CreatePrivacyRequest: %v", err)
	}
	return r, token
}

func TestPrivacyDeadlines(t *testing.T) {
	tests := []struct {
		name     string
		received time.Time
		confirm  time.Time
	}{
		// Mid-week: ten weekdays later, at the end of the day in New York.
		{"wednesday", time.Date(2026, 3, 11, 16, 0, 0, 0, time.UTC), time.Date(2026, 3, 26, 4, 0, 0, 0, time.UTC)},
		// Friday before Martin Luther King Jr. Day (Monday 19 January
		// 2026): the weekend and the holiday do not count.
		{"friday before a monday holiday", time.Date(2026, 1, 16, 15, 0, 0, 0, time.UTC), time.Date(2026, 2, 3, 5, 0, 0, 0, time.UTC)},
		// Late on a Friday in California is Saturday in New York already.
		{"friday night in california", time.Date(2026, 1, 17, 6, 30, 0, 0, time.UTC), time.Date(2026, 2, 3, 5, 0, 0, 0, time.UTC)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			confirm, answer, purge := store.PrivacyDeadlines(tt.received)
			if !confirm.Equal(tt.confirm) {
				t.Errorf("confirm due: got %s, want %s", confirm, tt.confirm)
			}
			if want := tt.received.Add(45 * 24 * time.Hour); !answer.Equal(want) {
				t.Errorf("answer due: got %s, want %s", answer, want)
			}
			if want := tt.received.AddDate(2, 0, 0); !purge.Equal(want) {
				t.Errorf("purge after: got %s, want %s", purge, want)
			}
		})
	}
}

func TestPrivacyRequestConfirmation(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		r, token := newRequest(t, st, store.PrivacyAccess, zeldaEmail, "")
		if r.Status != store.PrivacyUnconfirmed || r.ConfirmExpiresAt == nil {
			t.Fatalf("new request: got status %q, expiry %v", r.Status, r.ConfirmExpiresAt)
		}
		confirmDue, answerDue, _ := store.PrivacyDeadlines(t0)
		if !r.ConfirmDueAt.Equal(confirmDue) || !r.AnswerDueAt.Equal(answerDue) {
			t.Errorf("deadlines: got %s / %s, want %s / %s", r.ConfirmDueAt, r.AnswerDueAt, confirmDue, answerDue)
		}
		// Nothing is answered before confirmation.
		if _, err := st.CompletePrivacyRequest(ctx, r.ID, 0, "sent"); !errors.Is(err, store.ErrPrivacyState) {
			t.Fatalf("complete unconfirmed: got %v, want ErrPrivacyState", err)
		}
		if _, err := st.ConfirmPrivacyRequest(ctx, auth.HashToken("not-a-token")); !errors.Is(err, store.ErrPrivacyLinkInvalid) {
			t.Fatalf("unknown token: got %v, want ErrPrivacyLinkInvalid", err)
		}
		got, err := st.ConfirmPrivacyRequest(ctx, auth.HashToken(token))
		if err != nil || got.Status != store.PrivacyConfirmed || got.ConfirmedAt == nil {
			t.Fatalf("confirm: got %+v, %v", got, err)
		}
		// Again, even after the link's expiry: the same answer.
		c.advance(8 * 24 * time.Hour)
		again, err := st.ConfirmPrivacyRequest(ctx, auth.HashToken(token))
		if err != nil || again.Status != store.PrivacyConfirmed || !again.ConfirmedAt.Equal(*got.ConfirmedAt) {
			t.Fatalf("confirm again: got %+v, %v", again, err)
		}

		// An expired link of a request never confirmed is refused.
		late, lateToken := newRequest(t, st, store.PrivacyDelete, "late@example.com", "")
		c.advance(7*24*time.Hour + time.Second)
		if _, err := st.ConfirmPrivacyRequest(ctx, auth.HashToken(lateToken)); !errors.Is(err, store.ErrPrivacyLinkInvalid) {
			t.Fatalf("expired token: got %v, want ErrPrivacyLinkInvalid", err)
		}
		c.advance(10 * 24 * time.Hour) // past its 10 business days
		if cur, _ := st.PrivacyRequest(ctx, late.ID); cur.Status != store.PrivacyUnconfirmed || !cur.ConfirmOverdue {
			t.Errorf("expired request: got status %q, confirm overdue %v; want unconfirmed, overdue", cur.Status, cur.ConfirmOverdue)
		}

		// A phone-only request has no link: the operator verifies it.
		byPhone, _ := newRequest(t, st, store.PrivacyOptOut, "", zeldaPhone)
		if byPhone.ConfirmExpiresAt != nil {
			t.Errorf("phone-only request has a link expiry")
		}
		admin, err := st.CreateUser(ctx, store.User{FirstName: "A", LastName: "B", Email: "admin@example.com", PasswordHash: "x", Role: access.Admin})
		if err != nil {
			t.Fatal(err)
		}
		v, err := st.VerifyPrivacyRequest(ctx, byPhone.ID, admin.ID, "Called back on the number given; answered security questions.")
		if err != nil || v.Status != store.PrivacyConfirmed || v.ConfirmedBy == nil || *v.ConfirmedBy != admin.ID {
			t.Fatalf("verify: got %+v, %v", v, err)
		}
		if _, err := st.VerifyPrivacyRequest(ctx, byPhone.ID, admin.ID, "twice"); !errors.Is(err, store.ErrPrivacyState) {
			t.Errorf("verify twice: got %v, want ErrPrivacyState", err)
		}
		done, err := st.CompleteOptOut(ctx, byPhone.ID, admin.ID, "Added to the do-not-contact list.")
		if err != nil || done.Status != store.PrivacyCompleted {
			t.Fatalf("complete opt-out: %+v, %v", done, err)
		}
		if ok, err := st.IsSuppressed(ctx, nil, zeldaPhone, ""); err != nil || !ok {
			t.Errorf("after the opt-out: suppressed %v, %v; want true", ok, err)
		}
		denied, err := st.DenyPrivacyRequest(ctx, late.ID, admin.ID, "We could not verify the request.")
		if err != nil || denied.Status != store.PrivacyDenied || denied.Outcome == "" {
			t.Fatalf("deny: %+v, %v", denied, err)
		}
		page, total, err := st.PrivacyRequestPage(ctx, store.PrivacyFilter{Status: store.PrivacyConfirmed}, store.Page{Number: 1, Size: 10})
		if err != nil || total != 1 || len(page) != 1 || page[0].ID != r.ID {
			t.Errorf("confirmed filter: got %d (%v), want request %d", total, err, r.ID)
		}
	})
}

// allTables lists every table of the store's database. On SQLite the
// virtual tables are left out and their shadow tables kept: the text index
// lead_search reads its text from the leads (lead_search_text) and stores
// only what its shadow tables hold.
func allTables(t *testing.T, st *store.Store) []string {
	t.Helper()
	q := `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'`
	if st.Dialect() == store.Postgres {
		q = `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`
	}
	rows, err := st.DB().Query(q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var n string
		rows.Scan(&n)
		out = append(out, n)
	}
	return out
}

// findPersonal reports every table cell holding one of needles.
func findPersonal(t *testing.T, st *store.Store, needles []string) []string {
	t.Helper()
	var found []string
	for _, table := range allTables(t, st) {
		rows, err := st.DB().Query(`SELECT * FROM ` + table)
		if err != nil {
			t.Fatalf("%s: %v", table, err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			for i, v := range vals {
				var text string
				switch x := v.(type) {
				case []byte:
					text = string(x)
				case string:
					text = x
				default:
					continue
				}
				for _, n := range needles {
					if strings.Contains(strings.ToLower(text), strings.ToLower(n)) {
						found = append(found, fmt.Sprintf("%s.%s holds %q", table, cols[i], n))
					}
				}
			}
		}
		rows.Close()
	}
	return found
}

func TestErasureLeavesNothingPersonal(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		first := submit(t, st, zeldaLead(zeldaPhone))
		c.advance(time.Hour)
		second := submit(t, st, zeldaLead("(555) 987-6543"))
		other := submit(t, st, routingLead(7, "CA"))
		if len(first.deliveries) == 0 {
			t.Fatalf("the lead was not delivered: routing %s", first.Routing)
		}
		addOutcome(t, st, first.ID, "rejected", zeldaReason)
		if found := findPersonal(t, st, personal); len(found) == 0 {
			t.Fatal("the search finds nothing before the erasure: it could not fail")
		}
		r, token := newRequest(t, st, store.PrivacyDelete, zeldaEmail, "")
		if _, err := st.ConfirmPrivacyRequest(ctx, auth.HashToken(token)); err != nil {
			t.Fatal(err)
		}
		done, erased, err := st.CompleteDeletion(ctx, r.ID, 0, "Erased.")
		if err != nil {
			t.Fatalf("CompleteDeletion: %v", err)
		}
		if len(erased) != 2 || erased[0].LeadID != first.ID || erased[1].LeadID != second.ID {
			t.Fatalf("erased: got %+v, want leads %d and %d", erased, first.ID, second.ID)
		}
		if done.Status != store.PrivacyCompleted || done.Email != "z***@example.com" || done.IP != "" {
			t.Errorf("request after the erasure: status %q, email %q, ip %q", done.Status, done.Email, done.IP)
		}
		if found := findPersonal(t, st, personal); len(found) > 0 {
			t.Errorf("personal data left after the erasure:\n%s", strings.Join(found, "\n"))
		}
		got, err := st.Lead(ctx, first.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.ErasedAt == nil || got.ErasureReason != store.ErasurePrivacyRequest {
			t.Errorf("erased lead: erased_at %v, reason %q", got.ErasedAt, got.ErasureReason)
		}
		// Kept: the facts that are not personal.
		if got.State != "CA" || got.Routing != first.Routing || got.Consent.TextVersion != "v1" || !got.Consent.At.Equal(first.Consent.At) ||
			got.Reference != first.Reference || got.Consent.Text == "" {
			t.Errorf("erased lead lost non-personal facts: %+v", got)
		}
		if a := got.Attribution; a != (leads.Attribution{UTMSource: "google", UTMMedium: "cpc", UTMCampaign: "spring-brand"}) {
			t.Errorf("erased lead's attribution: got %+v, want only source, medium and campaign", a)
		}
		if ds, _ := st.LeadDeliveries(ctx, first.ID); len(ds) != len(first.deliveries) {
			t.Errorf("deliveries: got %d, want %d kept", len(ds), len(first.deliveries))
		}
		if o, err := st.Lead(ctx, other.ID); err != nil || o.Email != other.Email || o.ErasedAt != nil {
			t.Errorf("another person's lead changed: %+v, %v", o, err)
		}
		if st.Dialect() == store.SQLite {
			dir := filepath.Dir(st.ErasureLogPath())
			for _, name := range []string{"claimsite.db", "claimsite.db-wal"} {
				raw, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil && !os.IsNotExist(err) {
					t.Fatal(err)
				}
				for _, n := range personal {
					if bytes.Contains(bytes.ToLower(raw), bytes.ToLower([]byte(n))) {
						t.Errorf("%s (%d bytes) still holds %q", name, len(raw), n)
					}
				}
			}
		}
		// The erasure list is in the database and in its file.
		list, err := st.Erasures(ctx)
		if err != nil || len(list) != 2 {
			t.Fatalf("erasures: %+v, %v", list, err)
		}
		file, err := os.ReadFile(st.ErasureLogPath())
		if err != nil || !strings.Contains(string(file), first.Reference) || !strings.Contains(string(file), second.Reference) {
			t.Errorf("erasure file: %q, %v", file, err)
		}
	})
}

// addOutcome records a partner's outcome of lead id as package store
// does not yet write them (issue 12's partner outcomes).
func addOutcome(t *testing.T, st *store.Store, id int64, status, reason string) {
	t.Helper()
	q := `INSERT INTO lead_outcomes (lead_id, partner_name, status, reason, reported_at) VALUES (?, 'Golden Law', ?, ?, ?)`
	if st.Dialect() == store.Postgres {
		q = `INSERT INTO lead_outcomes (lead_id, partner_name, status, reason, reported_at) VALUES ($1, 'Golden Law', $2, $3, $4)`
	}
	if _, err := st.DB().Exec(q, id, status, reason, st.Now()); err != nil {
		t.Fatal(err)
	}
}

// TestSQLiteFileHoldsTheTextBeforeErasure shows the raw-bytes check can
// fail: before the erasure, the files hold the person's e-mail.
func TestSQLiteFileHoldsTheTextBeforeErasure(t *testing.T) {
	st := storetest.Open(t, store.SQLite)
	if err := st.EnsureConsentText(context.Background(), "v1", "I agree."); err != nil {
		t.Fatal(err)
	}
	submit(t, st, zeldaLead(zeldaPhone))
	dir := filepath.Dir(st.ErasureLogPath())
	var all []byte
	for _, name := range []string{"claimsite.db", "claimsite.db-wal"} {
		raw, _ := os.ReadFile(filepath.Join(dir, name))
		all = append(all, raw...)
	}
	if !bytes.Contains(all, []byte(zeldaEmail)) {
		t.Fatal("the database files do not hold the e-mail before the erasure")
	}
}

func TestAccessExport(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		lead := submit(t, st, zeldaLead(zeldaPhone))
		other := submit(t, st, routingLead(3, "CA"))
		if _, err := st.AddSuppression(ctx, store.Suppression{Email: zeldaEmail, Reason: "asked by e-mail"}); err != nil {
			t.Fatal(err)
		}
		// Her lead's status moves on, and the partner reports on it twice
		// (accepted, then a return); the other lead's report is not hers.
		ds, err := st.LeadDeliveries(ctx, lead.ID)
		if err != nil || len(ds) == 0 || ds[0].PartnerID == nil {
			t.Fatalf("deliveries: %+v %v", ds, err)
		}
		golden := *ds[0].PartnerID
		report := func(ref, status, reason string) {
			t.Helper()
			if _, _, err := st.RecordOutcome(ctx, store.OutcomeReport{PartnerID: golden, Reference: ref, Status: status, Reason: reason,
				ReturnWindow: 7 * 24 * time.Hour}); err != nil {
				t.Fatal(err)
			}
		}
		c.advance(time.Hour)
		setStatus(t, st, lead.ID, "contacted", 0)
		report(lead.Reference, "accepted", "")
		c.advance(time.Hour)
		report(lead.Reference, "rejected", zeldaReason)
		report(other.Reference, "retained", "Signed")
		r, _ := newRequest(t, st, store.PrivacyAccess, zeldaEmail, zeldaPhone)
		x, err := st.PrivacyExport(ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		if len(x.Leads) != 1 || x.Leads[0].ID != lead.ID {
			t.Fatalf("export leads: got %d, want lead %d", len(x.Leads), lead.ID)
		}
		l := x.Leads[0]
		if l.Consent.Text != "I agree to be contacted by Example Brand and its partners." || l.Consent.IP != zeldaIP {
			t.Errorf("consent proof: got %+v", l.Consent)
		}
		if len(l.Deliveries) == 0 || l.Deliveries[0].Partner != "Golden Law" {
			t.Errorf("deliveries: got %+v", l.Deliveries)
		}
		if len(l.StatusHistory) != 2 || l.StatusHistory[0].Status != "new" || l.StatusHistory[1].Status != "contacted" ||
			!l.StatusHistory[1].ChangedAt.After(l.StatusHistory[0].ChangedAt) {
			t.Errorf("status history: got %+v", l.StatusHistory)
		}
		if len(l.Outcomes) != 2 {
			t.Fatalf("outcomes: got %+v", l.Outcomes)
		}
		if o := l.Outcomes[0]; o.Partner != "Golden Law" || o.Status != "accepted" || o.Reason != "" || o.IsReturn {
			t.Errorf("first outcome: got %+v", o)
		}
		if o := l.Outcomes[1]; o.Partner != "Golden Law" || o.Status != "rejected" || o.Reason != zeldaReason || !o.IsReturn ||
			!o.ReportedAt.After(l.Outcomes[0].ReportedAt) {
			t.Errorf("second outcome: got %+v", o)
		}
		if len(x.Suppressions) != 1 || len(x.PrivacyRequests) != 1 || x.PrivacyRequests[0].ID != r.ID {
			t.Errorf("suppressions %d, requests %+v", len(x.Suppressions), x.PrivacyRequests)
		}
		body, _ := json.Marshal(x)
		if l.Attribution.GCLID != zeldaGclid || l.Attribution.UTMCampaign != "spring-brand" {
			t.Errorf("export attribution: got %+v", l.Attribution)
		}
		for _, want := range []string{zeldaFirst, zeldaEmail, zeldaStory, `"text_version":"v1"`, `"gclid":"` + zeldaGclid + `"`,
			`"status_history":[{"status":"new","changed_at":`, `"outcomes":[{"partner":"Golden Law","status":"accepted","reason":"","is_return":false,"reported_at":`} {
			if !strings.Contains(string(body), want) {
				t.Errorf("export JSON lacks %s", want)
			}
		}
		// Neither the staff member behind a status change nor another
		// person's lead is in it.
		for _, unwanted := range []string{"changed_by", "Signed", other.Reference} {
			if strings.Contains(string(body), unwanted) {
				t.Errorf("export JSON holds %s", unwanted)
			}
		}
	})
}

// TestRestoredLeadIsErasedAgain: a lead erased (or deleted by the
// operator) after a backup comes back with the backup, and is erased again
// at the next start from the list.
func TestRestoredLeadIsErasedAgain(t *testing.T) {
	ways := map[string]func(st *store.Store, id int64) error{
		"erased": func(st *store.Store, id int64) error {
			_, err := st.EraseLeads(context.Background(), []int64{id}, store.ErasureAdmin)
			return err
		},
		"deleted": func(st *store.Store, id int64) error { return st.DeleteLead(context.Background(), id) },
	}
	for name, remove := range ways {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			dataDir := t.TempDir()
			st, err := store.Open(ctx, "", dataDir)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
				t.Fatal(err)
			}
			lead := submit(t, st, zeldaLead(zeldaPhone))
			backup := filepath.Join(t.TempDir(), "backup.db")
			if _, err := st.Backup(ctx, backup, false); err != nil {
				t.Fatal(err)
			}
			if err := remove(st, lead.ID); err != nil {
				t.Fatal(err)
			}
			st.Close()

			if _, err := store.RestoreSQLite(ctx, backup, "", dataDir, true); err != nil {
				t.Fatalf("restore: %v", err)
			}
			st, err = store.Open(ctx, "", dataDir)
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			back, err := st.Lead(ctx, lead.ID)
			if err != nil || back.Email != zeldaEmail || back.ErasedAt != nil {
				t.Fatalf("restored backup: the lead should be back before the list is applied: %+v, %v", back, err)
			}
			n, err := st.ApplyErasureList(ctx)
			if err != nil || n != 1 {
				t.Fatalf("ApplyErasureList: %d, %v; want 1", n, err)
			}
			again, err := st.Lead(ctx, lead.ID)
			if err != nil || again.Email != "" || again.ErasedAt == nil || again.ErasureReason != store.ErasureAdmin {
				t.Fatalf("after the list: %+v, %v", again, err)
			}
			if found := findPersonal(t, st, personal); len(found) > 0 {
				t.Errorf("personal data left after the second erasure:\n%s", strings.Join(found, "\n"))
			}
			if n, err := st.ApplyErasureList(ctx); err != nil || n != 0 {
				t.Errorf("ApplyErasureList again: %d, %v; want 0", n, err)
			}
		})
	}
}

// TestErasureListFileWins: a database that lost its erasures (a restore of
// any kind, on either database) is erased again from the file.
func TestErasureListFileWins(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		lead := submit(t, st, zeldaLead(zeldaPhone))
		if _, err := st.EraseLeads(ctx, []int64{lead.ID}, store.ErasureAdmin); err != nil {
			t.Fatal(err)
		}
		// What an older copy of the database would hold: the lead whole
		// and no erasure.
		rawExec(t, st, `DELETE FROM erasures`)
		rawExec(t, st, `UPDATE leads SET email = '`+zeldaEmail+`', first_name = '`+zeldaFirst+`', erased_at = NULL WHERE id = `+itoa(lead.ID))
		n, err := st.ApplyErasureList(ctx)
		if err != nil || n != 1 {
			t.Fatalf("ApplyErasureList: %d, %v; want 1", n, err)
		}
		if got, _ := st.Lead(ctx, lead.ID); got.Email != "" || got.FirstName != "" || got.ErasedAt == nil {
			t.Errorf("after the list: %+v", got)
		}
	})
}

func TestRetentionJob(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		c.set(t0.AddDate(-5, 0, 0))
		old := submit(t, st, zeldaLead(zeldaPhone))
		// Golden Law received it: the anonymisation still tells nobody
		// (decision 036).
		rawExec(t, st, `UPDATE outbox SET status = 'sent' WHERE id IN (SELECT outbox_id FROM deliveries WHERE lead_id = ?)`, old.ID)
		oldRequest, _ := newRequest(t, st, store.PrivacyAccess, "old@example.com", "")
		c.set(t0.AddDate(0, -1, 0))
		recent := submit(t, st, routingLead(4, "CA"))
		recentRequest, _ := newRequest(t, st, store.PrivacyAccess, "recent@example.com", "")
		c.set(t0)

		run, err := st.RunRetention(ctx, store.DefaultLeadRetention)
		if err != nil || !run.Ran || run.LeadsAnonymised != 1 || run.RequestsPurged != 1 {
			t.Fatalf("first run: %+v, %v; want 1 lead anonymised, 1 request purged", run, err)
		}
		got, _ := st.Lead(ctx, old.ID)
		if got.ErasedAt == nil || got.ErasureReason != store.ErasureRetention || got.Email != "" || got.Consent.TextVersion != "v1" {
			t.Errorf("old lead: %+v", got)
		}
		if kept, _ := st.Lead(ctx, recent.ID); kept.ErasedAt != nil || kept.Email == "" {
			t.Errorf("recent lead touched: %+v", kept)
		}
		if n := rawCount(t, st, `SELECT COUNT(*) FROM partner_notices`); n != 0 {
			t.Errorf("the retention job queued %d partner notices, want none", n)
		}
		if _, err := st.PrivacyRequest(ctx, oldRequest.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("old request: got %v, want ErrNotFound", err)
		}
		if _, err := st.PrivacyRequest(ctx, recentRequest.ID); err != nil {
			t.Errorf("recent request: %v", err)
		}
		// Once a day, whatever the instance: a second run the same day
		// does nothing.
		c.advance(3 * time.Hour)
		submit(t, st, zeldaLead(zeldaPhone)) // made now: not old enough
		if run, err := st.RunRetention(ctx, time.Hour); err != nil || run.Ran {
			t.Fatalf("second run the same day: %+v, %v; want not run", run, err)
		}
		c.advance(24 * time.Hour)
		if run, err := st.RunRetention(ctx, time.Hour); err != nil || !run.Ran || run.LeadsAnonymised != 2 {
			t.Fatalf("next day with a 1h retention: %+v, %v; want 2 anonymised", run, err)
		}
	})
}

// TestRetentionOncePerDayAcrossInstances: two instances on one database
// racing for the day's run: exactly one runs.
func TestRetentionOncePerDayAcrossInstances(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			first, another := storetest.OpenShared(t, d)
			second := another()
			for _, st := range []*store.Store{first, second} {
				st.SetClock(func() time.Time { return t0 })
			}
			results := make(chan store.RetentionRun, 2)
			errs := make(chan error, 2)
			for _, st := range []*store.Store{first, second} {
				go func() {
					run, err := st.RunRetention(context.Background(), store.DefaultLeadRetention)
					results <- run
					errs <- err
				}()
			}
			ran := 0
			for range 2 {
				if err := <-errs; err != nil {
					t.Fatal(err)
				}
				if (<-results).Ran {
					ran++
				}
			}
			if ran != 1 {
				t.Errorf("runs on the same day: got %d, want 1", ran)
			}
		})
	}
}

// TestDeletionTellsThePartners: a completed deletion request queues a
// lead.erased notice to each channel of the partner that received the
// lead; an erasure by the retention job tells nobody.
func TestDeletionTellsThePartners(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		lead := submit(t, st, zeldaLead(zeldaPhone))
		if len(lead.deliveries) != 2 {
			t.Fatalf("deliveries: got %d, want 2 (e-mail and webhook)", len(lead.deliveries))
		}
		rawExec(t, st, `UPDATE outbox SET status = 'sent' WHERE id IN (SELECT outbox_id FROM deliveries WHERE lead_id = `+itoa(lead.ID)+`)`)
		r, token := newRequest(t, st, store.PrivacyDelete, zeldaEmail, "")
		if _, err := st.ConfirmPrivacyRequest(ctx, auth.HashToken(token)); err != nil {
			t.Fatal(err)
		}
		if _, _, err := st.CompleteDeletion(ctx, r.ID, 0, ""); err != nil {
			t.Fatal(err)
		}
		notices, err := st.PrivacyRequestNotices(ctx, r.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(notices) != 2 {
			t.Fatalf("notices: got %d, want 2", len(notices))
		}
		for _, n := range notices {
			if n.Event != store.EventLeadErased || n.PartnerName != "Golden Law" || n.LeadReference != lead.Reference {
				t.Errorf("notice: %+v", n)
			}
		}
		if found := findPersonal(t, st, personal); len(found) > 0 {
			t.Errorf("personal data left after the erasure:\n%s", strings.Join(found, "\n"))
		}

		c.set(t0.AddDate(5, 0, 0))
		other := submit(t, st, routingLead(9, "CA"))
		rawExec(t, st, `UPDATE outbox SET status = 'sent' WHERE id IN (SELECT outbox_id FROM deliveries WHERE lead_id = `+itoa(other.ID)+`)`)
		c.set(t0.AddDate(10, 0, 0))
		if run, err := st.RunRetention(ctx, store.DefaultLeadRetention); err != nil || run.LeadsAnonymised != 1 {
			t.Fatalf("retention: %+v, %v", run, err)
		}
		if n := rawCount(t, st, `SELECT COUNT(*) FROM partner_notices`); n != 2 {
			t.Errorf("notices after the retention job: got %d, want still 2", n)
		}
	})
}
