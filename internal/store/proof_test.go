package store_test

import (
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
