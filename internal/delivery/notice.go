package delivery

import (
	"strconv"
	"strings"

	"claimsite/internal/leads"
	"claimsite/internal/mail"
	"claimsite/internal/outbox"
	"claimsite/internal/store"
)

// noticeFlags mark, in the subject, the leads the operator must look at.
var noticeFlags = map[string]string{
	leads.Unrouted:   "[Unrouted] ",
	leads.Duplicate:  "[Duplicate] ",
	leads.Suppressed: "[Suppressed] ",
}

var noticeSummaries = map[string]string{
	leads.Routed:     "A new lead was routed.",
	leads.Unrouted:   "UNROUTED: no participating attorney could take this lead (state, practice area, hours or caps). Send it to a partner by hand from the inbox.",
	leads.Duplicate:  "DUPLICATE: this person sent a lead within the last 30 days, and every partner that could take it already has them. It was not sent again.",
	leads.Suppressed: "SUPPRESSED: this person's phone or e-mail is on the do-not-contact list. The lead is stored and will never be delivered.",
}

// Notices makes the operator's notice of each new lead: one mail to each
// address addresses gives when the lead comes (the notification addresses
// of the settings), queued in the lead's transaction.
func Notices(composer *mail.Composer, addresses func() []string) func(leads.Lead, leads.Decision) ([]store.Outgoing, error) {
	return func(l leads.Lead, d leads.Decision) ([]store.Outgoing, error) {
		addresses := addresses()
		if len(addresses) == 0 {
			return nil, nil
		}
		var names []string
		for _, p := range d.Partners {
			names = append(names, p.Name)
		}
		data := map[string]any{
			"Lead": l, "Person": PersonName(l), "Flag": noticeFlags[d.Outcome], "Summary": noticeSummaries[d.Outcome],
			"Partners":   strings.Join(names, ", "),
			"Link":       composer.Link("/admin/leads/"+strconv.FormatInt(l.ID, 10), nil),
			"FooterNote": "You receive this notice because your address is among the notification addresses in the admin area's Settings.",
		}
		var out []store.Outgoing
		for i, to := range addresses {
			m, err := composer.Compose("operator_lead", to, data)
			if err != nil {
				return nil, err
			}
			o, err := outbox.Mail("lead-notice-"+strconv.FormatInt(l.ID, 10)+"-"+strconv.Itoa(i), m)
			if err != nil {
				return nil, err
			}
			out = append(out, o)
		}
		return out, nil
	}
}
