package delivery

import (
	"encoding/json"
	"testing"
	"time"

	"claimsite/internal/store"
)

// TestNoticeBody pins the webhook body of each event: the lead's
// reference and what happened, nothing personal but a correction's new
// values.
func TestNoticeBody(t *testing.T) {
	at := time.Date(2026, 11, 25, 14, 2, 11, 0, time.UTC)
	revoked := store.PartnerNoticeJob{
		Notice: store.PartnerNotice{ID: 17, Event: store.EventConsentRevoked, LeadReference: "7KQ2M9ZP4XWA", CreatedAt: at},
		Scope:  store.ScopeCalls, RevokedAt: at.Add(-time.Minute),
	}
	request := int64(5)
	erased := store.PartnerNoticeJob{
		Notice: store.PartnerNotice{ID: 18, Event: store.EventLeadErased, LeadReference: "7KQ2M9ZP4XWA", PrivacyRequestID: &request, CreatedAt: at},
	}
	corrected := store.PartnerNoticeJob{
		Notice:    store.PartnerNotice{ID: 19, Event: store.EventLeadCorrected, LeadReference: "7KQ2M9ZP4XWA", Fields: []string{"email", "phone"}, CreatedAt: at},
		Corrected: map[string]string{"email": "pat.new@example.com", "phone": "5551112222"},
	}
	for _, tc := range []struct {
		job  store.PartnerNoticeJob
		want string
	}{
		{revoked, `{"event":"lead.consent_revoked","notice_id":17,"lead":{"reference":"7KQ2M9ZP4XWA"},"occurred_at":"2026-11-25T14:02:11Z","revocation":{"scope":"calls","received_at":"2026-11-25T14:01:11Z"}}`},
		{erased, `{"event":"lead.erased","notice_id":18,"lead":{"reference":"7KQ2M9ZP4XWA"},"occurred_at":"2026-11-25T14:02:11Z","erasure":{"reason":"privacy_request"}}`},
		{corrected, `{"event":"lead.corrected","notice_id":19,"lead":{"reference":"7KQ2M9ZP4XWA"},"occurred_at":"2026-11-25T14:02:11Z","correction":{"fields":["email","phone"],"values":{"email":"pat.new@example.com","phone":"5551112222"}}}`},
	} {
		got, err := json.Marshal(NoticeBody(tc.job))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != tc.want {
			t.Errorf("body:\n got %s\nwant %s", got, tc.want)
		}
	}
}
