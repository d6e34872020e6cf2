package delivery

import "claimsite/internal/leads"

// AttributionLine is one line of where a lead's visitor came from, as the
// partner's e-mail shows it.
type AttributionLine struct{ Label, Value string }

// AttributionLines are the lead's attribution fields that are set, with
// their labels, in the documented order (the webhook carries them all
// under "attribution").
func AttributionLines(a leads.Attribution) []AttributionLine {
	labels := map[string]string{
		"landing_page": "Landing page", "referrer": "Referrer", "utm_source": "Source", "utm_medium": "Medium",
		"utm_campaign": "Campaign", "utm_term": "Term", "utm_content": "Content", "gclid": "Google click id",
		"gbraid": "Google gbraid", "wbraid": "Google wbraid", "fbclid": "Facebook click id", "msclkid": "Microsoft click id",
		"ttclid": "TikTok click id",
	}
	var out []AttributionLine
	for i, v := range a.Values() {
		if v != "" {
			out = append(out, AttributionLine{labels[leads.AttributionFields[i].Key], v})
		}
	}
	return out
}
