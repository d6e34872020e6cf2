package delivery

import (
	"context"
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
// address addresses gives (the notification addresses of the settings),
// queued in the lead's transaction. It is the lead intake's Prepare step
// (store.Intake): the addresses and the sender's details the mails name
// are read when it is called, before the lead's transaction begins; the
// announcement it returns reads nothing more.
func Notices(composer *mail.Composer, addresses func() []string) func(context.Context) (store.Announce, error) {
	return func(context.Context) (store.Announce, error) {
		to := addresses()
		if len(to) == 0 {
			return func(leads.Lead, leads.Decision) ([]store.Outgoing, error) { return nil, nil }, nil
		}
		return notices(composer.Fixed(), to), nil
	}
}

// notices writes a lead's notices to each address with composer.
func notices(composer *mail.Composer, addresses []string) store.Announce {
	return func(l leads.Lead, d leads.Decision) ([]store.Outgoing, error) {
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
