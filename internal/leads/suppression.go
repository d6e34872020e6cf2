package leads

import (
	"strings"
	"time"

	"claimsite/internal/validate"
)

// Suppression is a do-not-contact entry: a phone number, an e-mail address
// or both. A lead matching either is stored but never delivered.
type Suppression struct {
	ID        int64     `json:"id"`
	Phone     string    `json:"phone"`
	Email     string    `json:"email"`
	Reason    string    `json:"reason"`
	CreatedAt time.Time `json:"created_at"`
}

// NormalizePhone is a US phone number as leads and suppressions are
// matched: its 10 digits, without punctuation or the leading country code
// 1. Anything else keeps its digits only, so it matches itself.
func NormalizePhone(phone string) string {
	var b strings.Builder
	for _, r := range phone {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	d := b.String()
	if len(d) == 11 && d[0] == '1' {
		d = d[1:]
	}
	return d
}

// NormalizeEmail is an e-mail address as leads and suppressions are
// matched.
func NormalizeEmail(email string) string { return validate.NormalizeEmail(email) }
