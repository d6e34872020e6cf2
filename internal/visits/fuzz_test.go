package visits

import (
	"strings"
	"testing"
	"unicode/utf8"

	"claimsite/internal/attribution"
)

// pages stands in for the route table: every plain path is a page, in
// lower case.
func pages(p string) (string, bool) {
	return strings.ToLower(p), strings.HasPrefix(p, "/") && !strings.ContainsAny(p, " \x00")
}

// FuzzNormalise: a view's stored values are valid UTF-8 without NUL (both
// databases can store them) within their limits, lower-case, and
// normalising again changes nothing (one page is one row, however it was
// spelled); PathOnly is idempotent; every user agent is a device class.
func FuzzNormalise(f *testing.F) {
	for _, s := range []string{"/", "/services/1?gclid=abc#top", "https://claims.example/blogs/x?utm_source=google", "services", " Google ",
		"CPC", "\xff\xfe", "//evil.example/x", "http://", "/a\x00b", strings.Repeat("é", 300), "mailto:jane@example.com", "a:\x00//b/c"} {
		f.Add(s, s, "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)")
	}
	f.Fuzz(func(t *testing.T, landing, value, ua string) {
		v := View{Route: "/", LandingPage: landing, Source: value, Medium: strings.ToUpper(value), Campaign: " " + value, Device: Device(ua)}.Normalise(pages)
		for _, s := range []string{v.LandingPage, v.Source, v.Medium, v.Campaign} {
			if !utf8.ValidString(s) || strings.ContainsRune(s, 0) {
				t.Fatalf("normalised view holds %q", s)
			}
		}
		if len(v.Source) > attribution.MaxValue || len(v.Medium) > attribution.MaxValue || len(v.Campaign) > attribution.MaxValue ||
			len(v.LandingPage) > attribution.MaxPath {
			t.Fatalf("normalised view over its limits: %+v", v)
		}
		if v.LandingPage != attribution.Other && (v.LandingPage[0] != '/' || strings.ContainsAny(v.LandingPage, "?#")) {
			t.Fatalf("landing page %q", v.LandingPage)
		}
		if v.Source != strings.ToLower(v.Source) {
			t.Fatalf("source %q", v.Source)
		}
		if again := v.Normalise(pages); again != v {
			t.Fatalf("Normalise is not idempotent:\n once  %+v\n twice %+v", v, again)
		}
		if p := attribution.PathOnly(landing); attribution.PathOnly(p) != p {
			t.Fatalf("PathOnly(%q) = %q, then %q", landing, p, attribution.PathOnly(p))
		}
		switch v.Device {
		case "tablet", "mobile", "desktop":
		default:
			t.Fatalf("Device(%q) = %q", ua, v.Device)
		}
		if strings.TrimSpace(ua) == "" && !IsBot(ua) {
			t.Fatal("an empty user agent is not a robot")
		}
	})
}
