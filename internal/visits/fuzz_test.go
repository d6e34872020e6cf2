package visits

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzNormalise: a view's stored values are valid UTF-8 without NUL (both
// databases can store them) within their
// limits, lower-case, paths without query or fragment, and normalising
// again changes nothing (one page is one row, however it was spelled).
func FuzzNormalise(f *testing.F) {
	for _, s := range []string{"/", "/services/1?gclid=abc#top", "https://claims.example/blogs/x?utm_source=google", "services", " Google ",
		"CPC", "\xff\xfe", "//evil.example/x", "http://", "/a\x00b", strings.Repeat("é", 300), "mailto:jane@example.com"} {
		f.Add(s, s, "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)")
	}
	f.Fuzz(func(t *testing.T, landing, value, ua string) {
		v := View{Route: "/", LandingPage: landing, Source: value, Medium: strings.ToUpper(value), Campaign: " " + value, Device: Device(ua)}.Normalise()
		for _, s := range []string{v.LandingPage, v.Source, v.Medium, v.Campaign} {
			if !utf8.ValidString(s) || strings.ContainsRune(s, 0) {
				t.Fatalf("normalised view holds %q", s)
			}
		}
		if len(v.Source) > MaxValue || len(v.Medium) > MaxValue || len(v.Campaign) > MaxValue || len(v.LandingPage) > MaxPath {
			t.Fatalf("normalised view over its limits: %+v", v)
		}
		if v.LandingPage[0] != '/' || strings.ContainsAny(v.LandingPage, "?#") {
			t.Fatalf("landing page %q", v.LandingPage)
		}
		if v.Source != strings.ToLower(v.Source) {
			t.Fatalf("source %q", v.Source)
		}
		if again := v.Normalise(); again != v {
			t.Fatalf("Normalise is not idempotent:\n once  %+v\n twice %+v", v, again)
		}
		if p := PathOnly(landing); PathOnly(p) != p {
			t.Fatalf("PathOnly(%q) = %q, then %q", landing, p, PathOnly(p))
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
