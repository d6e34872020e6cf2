package leads

import (
	"slices"
	"strings"
	"testing"
)

func TestLeadAttribution(t *testing.T) {
	long := strings.Repeat("x", AttributionValueMax+1)
	longURL := "/" + strings.Repeat("p", AttributionURLMax)
	for _, c := range []struct {
		name, attribution string
		want              Attribution
		errors            []string // fields with an error, sorted
	}{
		{"absent", ``, Attribution{}, nil},
		{"null", `"attribution":null,`, Attribution{}, nil},
		{"empty", `"attribution":{},`, Attribution{}, nil},
		{"every key", `"attribution":{"landing_page":"/?utm_source=google","referrer":"https://www.google.com/","utm_source":"google",
			"utm_medium":"cpc","utm_campaign":"spring-brand","utm_term":"car accident lawyer","utm_content":"ad-1","gclid":"G-1",
			"gbraid":"GB","wbraid":"WB","fbclid":"FB","msclkid":"MS","ttclid":"TT"},`,
			Attribution{LandingPage: "/?utm_source=google", Referrer: "https://www.google.com/", UTMSource: "google", UTMMedium: "cpc",
				UTMCampaign: "spring-brand", UTMTerm: "car accident lawyer", UTMContent: "ad-1", GCLID: "G-1", GBRAID: "GB", WBRAID: "WB",
				FBCLID: "FB", MSCLKID: "MS", TTCLID: "TT"}, nil},
		{"cleaned, unknown keys and nulls ignored", `"attribution":{"utm_source":"  goo\u0000gle ","utm_medium":null,"dclid":"x","utm_id":5},`,
			Attribution{UTMSource: "google"}, nil},
		{"at the limits", `"attribution":{"utm_campaign":"` + long[1:] + `","landing_page":"` + longURL[1:] + `"},`,
			Attribution{UTMCampaign: long[1:], LandingPage: longURL[1:]}, nil},
		{"too long", `"attribution":{"utm_campaign":"` + long + `","gclid":"` + long + `","referrer":"` + longURL + `"},`,
			Attribution{}, []string{"attribution.gclid", "attribution.referrer", "attribution.utm_campaign"}},
		{"not strings", `"attribution":{"utm_source":5,"gclid":{"a":1},"utm_medium":"cpc"},`,
			Attribution{UTMMedium: "cpc"}, []string{"attribution.gclid", "attribution.utm_source"}},
		{"not an object", `"attribution":"google",`, Attribution{}, []string{"attribution"}},
		{"an array", `"attribution":[{"utm_source":"google"}],`, Attribution{}, []string{"attribution"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			lead, errs := decode(t, "{"+c.attribution+consultationJSON[1:]).Lead(Context{Mode: VerificationOptional})
			var got []string
			for f := range errs {
				got = append(got, f)
			}
			slices.Sort(got)
			if !slices.Equal(got, c.errors) {
				t.Fatalf("errors: got %v, want fields %v", errs, c.errors)
			}
			if c.errors == nil && lead.Attribution != c.want {
				t.Errorf("attribution:\n got %+v\nwant %+v", lead.Attribution, c.want)
			}
		})
	}
}

func TestAttributionValues(t *testing.T) {
	a := Attribution{LandingPage: "/", UTMSource: "google", TTCLID: "T"}
	got := a.Values()
	if len(got) != len(AttributionFields) || got[0] != "/" || got[2] != "google" || got[len(got)-1] != "T" {
		t.Errorf("Values: got %q", got)
	}
	if a.Empty() || !(Attribution{}).Empty() {
		t.Error("Empty is wrong")
	}
}
