package trustedform

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/leads"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

const (
	apiKey = "tf-secret-key"
	certID = "0123456789abcdef0123456789abcdef01234567"
)

// vendorStub is TrustedForm as tests see it: it answers each request with
// the next of its answers (the last one repeated) and records what came.
type vendorStub struct {
	t       *testing.T
	mu      sync.Mutex
	answers []stubAnswer
	got     []*http.Request
	bodies  []string
	srv     *httptest.Server
}

type stubAnswer struct {
	status int
	body   string
	header map[string]string
}

func newVendor(t *testing.T, answers ...stubAnswer) *vendorStub {
	v := &vendorStub{t: t, answers: answers}
	v.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		v.mu.Lock()
		v.got = append(v.got, r)
		v.bodies = append(v.bodies, string(b))
		a := v.answers[min(len(v.got), len(v.answers))-1]
		v.mu.Unlock()
		for k, val := range a.header {
			w.Header().Set(k, val)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(a.status)
		io.WriteString(w, a.body)
	}))
	t.Cleanup(v.srv.Close)
	return v
}

func (v *vendorStub) requests() int {
	v.mu.Lock()
	defer v.mu.Unlock()
	return len(v.got)
}

// site is a store with one stored lead whose certificate is queued for
// its claim, a retainer pointed at url and a worker that runs it.
type site struct {
	st     *store.Store
	now    time.Time
	lead   leads.Lead
	worker *outbox.Worker
}

func newSite(t *testing.T, st *store.Store, url, key string) *site {
	t.Helper()
	s := &site{st: st, now: time.Now().UTC().Truncate(time.Second)}
	st.SetClock(func() time.Time { return s.now })
	ctx := t.Context()
	if err := st.EnsureConsentText(ctx, "v1", "I agree."); err != nil {
		t.Fatal(err)
	}
	sub := leads.Submission{Email: "jane@example.com", Phone: "5551234567", ZipCode: "90210", IsChecked: true,
		Proof: leads.Proof{LeadID: "A1B2C3D4-E5F6-7890-ABCD-EF1234567890", Link: "https://cert.trustedform.com/" + certID}}
	first, last := "Jane", "Doe"
	sub.FirstName, sub.LastName = &first, &last
	lead, errs := sub.Lead(leads.Context{ConsentVersion: "v1", IP: "192.0.2.1", Mode: leads.VerificationOptional, RetainCertificates: true})
	if errs.Any() {
		t.Fatal(errs)
	}
	lead.Reference = "REF0000000AB"
	id, _, err := st.CreateLead(ctx, lead, "")
	if err != nil {
		t.Fatal(err)
	}
	if s.lead, err = st.Lead(ctx, id); err != nil {
		t.Fatal(err)
	}
	r := New(st, key, func() string { return "Accident Claim Help" })
	r.base = url
	s.worker = outbox.NewWorker(st, slog.New(slog.NewTextHandler(&bytes.Buffer{}, nil)), "", map[string]outbox.Kind{leads.RetainKind: r.Kind()})
	return s
}

// run claims and handles what is due; it reports how many items ran.
func (s *site) run(t *testing.T) int {
	t.Helper()
	n, err := s.worker.RunOnce(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// item is the one queued claim.
func (s *site) item(t *testing.T) store.OutboxEntry {
	t.Helper()
	items, err := s.st.OutboxEntries(t.Context(), leads.RetainKind, 10)
	if err != nil || len(items) != 1 {
		t.Fatalf("claims queued: %d, %v; want 1", len(items), err)
	}
	return items[0]
}

func (s *site) reload(t *testing.T) leads.Lead {
	t.Helper()
	l, err := s.st.Lead(t.Context(), s.lead.ID)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestBaseURLIsTheOneHost(t *testing.T) {
	if r := New(nil, apiKey, func() string { return "x" }); r.base != "https://cert.trustedform.com" {
		t.Errorf("base: got %q, want https://cert.trustedform.com", r.base)
	}
}

// TestRetainOutcomes: what TrustedForm answers becomes the certificate's
// state on the lead and the item's end in the outbox.
func TestRetainOutcomes(t *testing.T) {
	for _, c := range []struct {
		name       string
		answer     stubAnswer
		wantState  string
		wantDetail string
		wantItem   string
		verified   bool
	}{
		{"retained", stubAnswer{200, `{"outcome":"success","reason":null,"retain":{"reference":"REF0000000AB","results":{"expires_at":"2031-03-11T12:00:00.000Z","previously_retained":false}}}`, nil},
			leads.ProofRetained, "retained until 2031-03-11T12:00:00.000Z", store.OutboxSent, true},
		{"retained, no expiry said", stubAnswer{201, `{}`, nil}, leads.ProofRetained, "retained", store.OutboxSent, true},
		{"not found", stubAnswer{404, `{"message":"Certificate not found"}`, nil}, leads.ProofRetainFailed, "Certificate not found", store.OutboxFailed, false},
		{"bad key", stubAnswer{401, `{"message":"Invalid API key"}`, nil}, leads.ProofRetainFailed, "Invalid API key", store.OutboxFailed, false},
		{"lead does not match", stubAnswer{200, `{"outcome":"failure","reason":"lead data does not match the certificate"}`, nil},
			leads.ProofRetainFailed, "lead data does not match the certificate", store.OutboxFailed, false},
		{"refused without JSON", stubAnswer{410, `gone`, nil}, leads.ProofRetainFailed, "gone", store.OutboxFailed, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, st *store.Store) {
				vendor := newVendor(t, c.answer)
				s := newSite(t, st, vendor.srv.URL, apiKey)
				if n := s.run(t); n != 1 {
					t.Fatalf("items run: %d, want 1", n)
				}
				l := s.reload(t)
				if l.Consent.TrustedFormState != c.wantState || l.Consent.TrustedFormDetail != c.wantDetail || l.Verified != c.verified {
					t.Errorf("lead: state %q, detail %q, verified %v; want %q, %q, %v",
						l.Consent.TrustedFormState, l.Consent.TrustedFormDetail, l.Verified, c.wantState, c.wantDetail, c.verified)
				}
				if it := s.item(t); it.Status != c.wantItem || it.Attempts != 1 {
					t.Errorf("item: %s after %d attempts, want %s after 1", it.Status, it.Attempts, c.wantItem)
				}
				// A refusal is final: nothing is tried again, however long.
				s.now = s.now.Add(48 * time.Hour)
				if n := s.run(t); n != 0 || vendor.requests() != 1 {
					t.Errorf("later: %d items run, %d requests in all; want 0 and 1", n, vendor.requests())
				}
			})
		})
	}
}

// TestRetainRequest: the claim goes to the certificate's own URL with the
// account's key and names the lead.
func TestRetainRequest(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		vendor := newVendor(t, stubAnswer{200, `{"outcome":"success"}`, nil})
		s := newSite(t, st, vendor.srv.URL, apiKey)
		s.run(t)
		if vendor.requests() != 1 {
			t.Fatalf("requests: got %d, want 1", vendor.requests())
		}
		r := vendor.got[0]
		user, pass, ok := r.BasicAuth()
		if r.Method != http.MethodPost || r.URL.Path != "/"+certID || r.URL.RawQuery != "" || !ok || user != "API" || pass != apiKey {
			t.Errorf("request: %s %s, basic auth %q:%q (%v); want POST /%s as API:%s", r.Method, r.URL, user, pass, ok, certID, apiKey)
		}
		if r.Header.Get("Api-Version") != "4.0" || r.Header.Get("Content-Type") != "application/json" {
			t.Errorf("headers: Api-Version %q, Content-Type %q", r.Header.Get("Api-Version"), r.Header.Get("Content-Type"))
		}
		var body retainRequest
		if err := json.Unmarshal([]byte(vendor.bodies[0]), &body); err != nil {
			t.Fatal(err)
		}
		if body.Retain.Reference != "REF0000000AB" || body.Retain.Vendor != "Accident Claim Help" ||
			body.MatchLead.Email != "jane@example.com" || body.MatchLead.Phone != "5551234567" {
			t.Errorf("body: %s", vendor.bodies[0])
		}
	})
}

// TestRetainRetried: a busy or failing vendor is tried again after the
// backoff, the lead keeping its valid certificate meanwhile; the last
// attempt says on the lead that it gave up.
func TestRetainRetried(t *testing.T) {
	for _, busy := range []stubAnswer{{503, `{"message":"maintenance"}`, nil}, {429, `{"message":"slow down"}`, map[string]string{"Retry-After": "30"}}, {500, ``, nil}} {
		t.Run(http.StatusText(busy.status), func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, st *store.Store) {
				vendor := newVendor(t, busy, stubAnswer{200, `{"outcome":"success","retain":{"results":{"expires_at":"2031-01-01T00:00:00Z"}}}`, nil})
				s := newSite(t, st, vendor.srv.URL, apiKey)
				s.run(t)
				if it := s.item(t); it.Status != store.OutboxPending || it.LastError == "" {
					t.Fatalf("after %d: item %s, error %q; want pending with the error", busy.status, it.Status, it.LastError)
				}
				if l := s.reload(t); l.Consent.TrustedFormState != leads.ProofValid || !l.Verified {
					t.Errorf("lead while retrying: %q, verified %v; want valid, verified", l.Consent.TrustedFormState, l.Verified)
				}
				s.now = s.now.Add(time.Minute)
				s.run(t)
				if it := s.item(t); it.Status != store.OutboxSent || it.Attempts != 2 {
					t.Errorf("after the retry: item %s after %d attempts, want sent after 2", it.Status, it.Attempts)
				}
				if l := s.reload(t); l.Consent.TrustedFormState != leads.ProofRetained {
					t.Errorf("lead after the retry: %q, want retained", l.Consent.TrustedFormState)
				}
			})
		})
	}
	t.Run("gives up", func(t *testing.T) {
		storetest.Each(t, func(t *testing.T, st *store.Store) {
			vendor := newVendor(t, stubAnswer{503, `{"message":"maintenance"}`, nil})
			s := newSite(t, st, vendor.srv.URL, apiKey)
			for range Policy.MaxAttempts {
				s.run(t)
				s.now = s.now.Add(7 * time.Hour)
			}
			if it := s.item(t); it.Status != store.OutboxDead || vendor.requests() != Policy.MaxAttempts {
				t.Errorf("item %s after %d requests, want dead after %d", it.Status, vendor.requests(), Policy.MaxAttempts)
			}
			if l := s.reload(t); l.Consent.TrustedFormState != leads.ProofRetainFailed || !strings.Contains(l.Consent.TrustedFormDetail, "maintenance") {
				t.Errorf("lead: %q, %q; want retain_failed saying why", l.Consent.TrustedFormState, l.Consent.TrustedFormDetail)
			}
		})
	})
}

// TestRetainNeverElsewhere: the key goes to the one host only: a redirect
// is not followed, and an item whose id is not a certificate id (a path,
// another host) is refused without a request.
func TestRetainNeverElsewhere(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		elsewhere := newVendor(t, stubAnswer{200, `{"outcome":"success"}`, nil})
		vendor := newVendor(t, stubAnswer{307, ``, map[string]string{"Location": elsewhere.srv.URL + "/" + certID}})
		s := newSite(t, st, vendor.srv.URL, apiKey)
		s.run(t)
		if elsewhere.requests() != 0 {
			t.Errorf("the redirect was followed: %d requests elsewhere", elsewhere.requests())
		}
		if it := s.item(t); it.Status != store.OutboxPending {
			t.Errorf("after a redirect: item %s, want pending (tried again later)", it.Status)
		}

		r := New(st, apiKey, func() string { return "x" })
		r.base = vendor.srv.URL
		before := vendor.requests()
		for _, id := range []string{"../admin", "evil.example/" + certID, certID + "?x=1", "", "abc"} {
			payload, _ := json.Marshal(leads.Retention{LeadID: s.lead.ID, CertID: id})
			_, err := r.Handle(t.Context(), store.OutboxItem{Kind: leads.RetainKind, Payload: payload, Attempts: 1})
			if err == nil || !strings.Contains(err.Error(), "not a certificate id") {
				t.Errorf("certificate id %q: got %v, want refused as not a certificate id", id, err)
			}
		}
		if vendor.requests() != before {
			t.Errorf("requests for ids that are not certificate ids: %d", vendor.requests()-before)
		}
	})
}

// TestRetainWithoutClaim: no request when there is nothing to claim for: no
// key on this instance, or the lead was erased before its turn.
func TestRetainWithoutClaim(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		vendor := newVendor(t, stubAnswer{200, `{"outcome":"success"}`, nil})
		s := newSite(t, st, vendor.srv.URL, "")
		s.run(t)
		if it := s.item(t); it.Status != store.OutboxFailed || vendor.requests() != 0 {
			t.Errorf("without a key: item %s, %d requests; want failed, none", it.Status, vendor.requests())
		}
		if l := s.reload(t); l.Consent.TrustedFormState != leads.ProofValid {
			t.Errorf("without a key: lead %q, want valid (untouched)", l.Consent.TrustedFormState)
		}
	})
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		vendor := newVendor(t, stubAnswer{200, `{"outcome":"success"}`, nil})
		s := newSite(t, st, vendor.srv.URL, apiKey)
		if err := st.DeleteLead(t.Context(), s.lead.ID); err != nil {
			t.Fatal(err)
		}
		s.run(t)
		if it := s.item(t); it.Status != store.OutboxFailed || vendor.requests() != 0 {
			t.Errorf("erased lead: item %s, %d requests; want failed, none", it.Status, vendor.requests())
		}
	})
}
