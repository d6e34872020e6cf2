package store_test

import (
	"encoding/json"
	"errors"
	"testing"

	"claimsite/internal/leads"
	"claimsite/internal/store"
)

const (
	validToken = "A1B2C3D4-E5F6-7890-ABCD-EF1234567890"
	validCert  = "https://cert.trustedform.com/0123456789abcdef0123"
)

// TestLeadProofStates: each proof's state is stored with the lead and read
// back by every way a lead is read.
func TestLeadProofStates(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		withConsent(t, st)
		for _, c := range []struct {
			name        string
			token, cert string
			leadID, tf  string // states given with the lead ("": not yet known)
			wantLeadID  string
			wantTF      string
		}{
			{"both valid", validToken, validCert, leads.ProofValid, leads.ProofValid, leads.ProofValid, leads.ProofValid},
			{"malformed and absent", "LEADID-123", "", leads.ProofMalformed, leads.ProofAbsent, leads.ProofMalformed, leads.ProofAbsent},
			{"certificate of another host", validToken, "https://cert.example.com/0123456789abcdef0123", leads.ProofValid, leads.ProofMalformed, leads.ProofValid, leads.ProofMalformed},
			// A lead built without Submission.Lead gets its states checked.
			{"states not yet known", "nope", validCert, "", "", leads.ProofMalformed, leads.ProofValid},
		} {
			t.Run(c.name, func(t *testing.T) {
				in := newLead(c.name+"@example.com", "5550000000")
				in.Consent.LeadIDToken, in.Consent.TrustedFormCertURL = c.token, c.cert
				in.Consent.LeadIDState, in.Consent.TrustedFormState = c.leadID, c.tf
				id, _, err := st.CreateLead(ctx, in, "")
				if err != nil {
					t.Fatal(err)
				}
				byID, err := st.Lead(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				page, _, err := st.LeadPage(ctx, store.LeadFilter{Email: in.Email}, store.Page{Number: 1, Size: 10})
				if err != nil || len(page) != 1 {
					t.Fatalf("LeadPage: %d leads, %v", len(page), err)
				}
				var exported []store.Lead
				if err := st.EachLead(ctx, store.LeadFilter{Email: in.Email}, func(l store.Lead) error { exported = append(exported, l); return nil }); err != nil || len(exported) != 1 {
					t.Fatalf("EachLead: %d leads, %v", len(exported), err)
				}
				for how, l := range map[string]store.Lead{"Lead": byID, "LeadPage": page[0], "EachLead": exported[0]} {
					if l.Consent.LeadIDState != c.wantLeadID || l.Consent.TrustedFormState != c.wantTF || l.Consent.TrustedFormDetail != "" {
						t.Errorf("%s: states %q, %q, detail %q; want %q, %q, none", how,
							l.Consent.LeadIDState, l.Consent.TrustedFormState, l.Consent.TrustedFormDetail, c.wantLeadID, c.wantTF)
					}
				}
			})
		}
	})
}

func retentionItems(t *testing.T, st *store.Store) []store.OutboxEntry {
	t.Helper()
	items, err := st.OutboxEntries(t.Context(), leads.RetainKind, 100)
	if err != nil {
		t.Fatal(err)
	}
	return items
}

// TestLeadQueuesRetention: a lead whose certificate is to be retained
// queues exactly one claim in its own transaction; no other lead does, and
// a lead that fails to be stored leaves no claim behind.
func TestLeadQueuesRetention(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		withConsent(t, st)
		lead := func(email, cert string, retain bool) store.Lead {
			l := newLead(email, "5550000000")
			l.Consent.LeadIDToken, l.Consent.TrustedFormCertURL, l.Consent.Retain = validToken, cert, retain
			return l
		}
		for _, l := range []store.Lead{
			lead("no-key@example.com", validCert, false),
			lead("other-host@example.com", "https://cert.example.com/0123456789abcdef0123", true),
			lead("malformed@example.com", "https://cert.trustedform.com/x", true),
			lead("absent@example.com", "", true),
		} {
			if _, _, err := st.CreateLead(ctx, l, ""); err != nil {
				t.Fatal(err)
			}
		}
		failed := lead("failed@example.com", validCert, true)
		failed.Consent.TextVersion = "never-recorded"
		if _, _, err := st.CreateLead(ctx, failed, ""); err == nil {
			t.Fatal("CreateLead with an unknown consent version: got nil error")
		}
		if items := retentionItems(t, st); len(items) != 0 {
			t.Fatalf("claims queued without a valid certificate and a key, or for a lead not stored: %+v", items)
		}

		in := lead("claim@example.com", validCert, true)
		in.Reference = "REF000000001"
		id, _, err := st.CreateLead(ctx, in, "claim-key")
		if err != nil {
			t.Fatal(err)
		}
		// A replay of the same submission stores nothing and queues nothing.
		if _, replay, err := st.CreateLead(ctx, in, "claim-key"); err != nil || !replay {
			t.Fatalf("replay: %v, %v", replay, err)
		}
		items := retentionItems(t, st)
		if len(items) != 1 {
			t.Fatalf("claims queued: got %d, want 1", len(items))
		}
		var got leads.Retention
		if err := json.Unmarshal(items[0].Payload, &got); err != nil {
			t.Fatal(err)
		}
		if got != (leads.Retention{LeadID: id, CertID: "0123456789abcdef0123"}) || items[0].Key != "trustedform_retain:REF000000001" ||
			items[0].Status != store.OutboxPending {
			t.Errorf("claim: payload %+v, key %q, status %q; want lead %d, certificate 0123456789abcdef0123, key of the reference, pending",
				got, items[0].Key, items[0].Status, id)
		}
	})
}

// TestRecordRetention: the outcome of a claim is stored with the lead, and
// the lead's verified flag follows it.
func TestRecordRetention(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		withConsent(t, st)
		in := newLead("jane@example.com", "5551234567")
		in.Consent.LeadIDToken, in.Consent.TrustedFormCertURL = validToken, validCert
		in.Verified = true
		id, _, err := st.CreateLead(ctx, in, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			state, detail string
			verified      bool
		}{
			{leads.ProofRetained, "retained until 2031-03-11T12:00:00Z", true},
			{leads.ProofRetainFailed, "certificate not found", false},
		} {
			if err := st.RecordRetention(ctx, id, c.state, c.detail); err != nil {
				t.Fatal(err)
			}
			l, err := st.Lead(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if l.Consent.TrustedFormState != c.state || l.Consent.TrustedFormDetail != c.detail || l.Verified != c.verified ||
				l.Consent.LeadIDState != leads.ProofValid {
				t.Errorf("after %s: states %q/%q, detail %q, verified %v; want valid/%q, %q, %v", c.state,
					l.Consent.LeadIDState, l.Consent.TrustedFormState, l.Consent.TrustedFormDetail, l.Verified, c.state, c.detail, c.verified)
			}
		}
		if err := st.RecordRetention(ctx, 999999, leads.ProofRetained, ""); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("RecordRetention of an unknown lead: got %v, want ErrNotFound", err)
		}
	})
}
