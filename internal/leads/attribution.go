package leads

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"

	"claimsite/internal/validate"
)

// Attribution is where a lead's visitor came from: their first page in
// the browser tab (recorded in the browser, web/src/lib/attribution.ts)
// with its referrer, UTM parameters and ad click ids. Every field is
// optional; "" is "not sent".
type Attribution struct {
	LandingPage string `json:"landing_page"`
	Referrer    string `json:"referrer"`
	UTMSource   string `json:"utm_source"`
	UTMMedium   string `json:"utm_medium"`
	UTMCampaign string `json:"utm_campaign"`
	UTMTerm     string `json:"utm_term"`
	UTMContent  string `json:"utm_content"`
	GCLID       string `json:"gclid"`
	GBRAID      string `json:"gbraid"`
	WBRAID      string `json:"wbraid"`
	FBCLID      string `json:"fbclid"`
	MSCLKID     string `json:"msclkid"`
	TTCLID      string `json:"ttclid"`
}

// Length limits of the attribution fields: URLs as the consent proof's
// page URL, everything else as a campaign name or click id is in practice
// (Google's click ids are about 100 characters). The browser clips to the
// same limits, so a real visitor never meets them.
const (
	AttributionURLMax   = 2000
	AttributionValueMax = 255
)

// AttributionField is one field of Attribution: its JSON key, limit and
// where it lives.
type AttributionField struct {
	Key string
	Max int
	Ptr func(*Attribution) *string
}

// AttributionFields lists the fields in their documented order (the order
// of the CSV columns, the store's columns and the API).
var AttributionFields = []AttributionField{
	{"landing_page", AttributionURLMax, func(a *Attribution) *string { return &a.LandingPage }},
	{"referrer", AttributionURLMax, func(a *Attribution) *string { return &a.Referrer }},
	{"utm_source", AttributionValueMax, func(a *Attribution) *string { return &a.UTMSource }},
	{"utm_medium", AttributionValueMax, func(a *Attribution) *string { return &a.UTMMedium }},
	{"utm_campaign", AttributionValueMax, func(a *Attribution) *string { return &a.UTMCampaign }},
	{"utm_term", AttributionValueMax, func(a *Attribution) *string { return &a.UTMTerm }},
	{"utm_content", AttributionValueMax, func(a *Attribution) *string { return &a.UTMContent }},
	{"gclid", AttributionValueMax, func(a *Attribution) *string { return &a.GCLID }},
	{"gbraid", AttributionValueMax, func(a *Attribution) *string { return &a.GBRAID }},
	{"wbraid", AttributionValueMax, func(a *Attribution) *string { return &a.WBRAID }},
	{"fbclid", AttributionValueMax, func(a *Attribution) *string { return &a.FBCLID }},
	{"msclkid", AttributionValueMax, func(a *Attribution) *string { return &a.MSCLKID }},
	{"ttclid", AttributionValueMax, func(a *Attribution) *string { return &a.TTCLID }},
}

// Values are the fields' values in AttributionFields order.
func (a Attribution) Values() []string {
	out := make([]string, len(AttributionFields))
	for i, f := range AttributionFields {
		out[i] = *f.Ptr(&a)
	}
	return out
}

// Empty reports whether no field is set: such a lead stores no
// attribution row.
func (a Attribution) Empty() bool { return a == Attribution{} }

// checkAttribution reads the submission's attribution object: each known
// key must be a string (or null) within its limit, cleaned as every other
// field (validate.Clean). Keys it does not know are ignored, so a page
// cached from a newer release that records more never costs a lead.
// Errors are per field: "attribution.utm_source". A body that is not an
// object is one error on "attribution".
func checkAttribution(errs validate.Messages, raw json.RawMessage) Attribution {
	var a Attribution
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return a
	}
	var obj map[string]json.RawMessage
	if raw[0] != '{' || json.Unmarshal(raw, &obj) != nil {
		errs.Add("attribution", "lead.attribution_object", nil)
		return a
	}
	for _, f := range AttributionFields {
		v, ok := obj[f.Key]
		if !ok || bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			continue
		}
		field := "attribution." + f.Key
		var s string
		if err := json.Unmarshal(v, &s); err != nil {
			errs.Add(field, "lead.attribution_string", map[string]any{"Key": f.Key})
			continue
		}
		s = validate.Clean(s)
		// The key is its own label, in every language.
		if utf8.RuneCountInString(s) > f.Max {
			errs.Add(field, "field.max_length", map[string]any{"Label": f.Key, "Max": f.Max})
		}
		*f.Ptr(&a) = s
	}
	return a
}
