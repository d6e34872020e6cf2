package store

import (
	"context"
	"database/sql"
	"encoding/json"

	"claimsite/internal/leads"
)

// queueRetention queues the claim of the lead's TrustedForm certificate in
// the lead's own transaction, so the claim exists exactly when the lead
// does. The key is the lead's reference, which no other lead ever has.
func (s *Store) queueRetention(ctx context.Context, tx *sql.Tx, leadID int64, reference string, c leads.Consent) error {
	certID := c.CertificateToRetain()
	if certID == "" {
		return nil
	}
	payload, err := json.Marshal(leads.Retention{LeadID: leadID, CertID: certID})
	if err != nil {
		return err
	}
	return s.enqueue(ctx, tx, Outgoing{Kind: leads.RetainKind, Key: leads.RetainKind + ":" + reference, Payload: payload})
}

// RecordRetention stores what came of claiming lead id's TrustedForm
// certificate: state is leads.ProofRetained or leads.ProofRetainFailed,
// detail what the vendor said (when the copy expires, or why it refused).
// The lead's verified flag follows, since a refused certificate proves
// nothing. ErrNotFound: the lead was erased meanwhile.
func (s *Store) RecordRetention(ctx context.Context, id int64, state, detail string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		v, err := scanLead(s.queryRow(ctx, tx, "SELECT "+leadColumns+leadFrom+" WHERE l.id = ?", id))
		if err != nil {
			return mapErr(err)
		}
		v.Consent.TrustedFormState, v.Consent.TrustedFormDetail = state, clip(detail, 500)
		if err := expectOne(s.exec(ctx, tx, `UPDATE lead_consents SET trustedform_state = ?, trustedform_detail = ? WHERE lead_id = ?`,
			state, v.Consent.TrustedFormDetail, id)); err != nil {
			return err
		}
		return expectOne(s.exec(ctx, tx, `UPDATE leads SET verified = ? WHERE id = ?`, v.Consent.Proven(v.SourceForm), id))
	})
}
