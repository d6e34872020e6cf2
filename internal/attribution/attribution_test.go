package attribution

import (
	"strings"
	"testing"
)

// pages is a small route table: the home page, a fixed page and a record
// page, matched as webui.PublicPage matches (case-insensitive fixed
// segments, one trailing slash).
func pages(p string) (string, bool) {
	if len(p) > 1 {
		p = strings.TrimSuffix(p, "/")
	}
	switch l := strings.ToLower(p); {
	case l == "/":
		return "/", true
	case l == "/faqs":
		return "/faqs", true
	case strings.HasPrefix(l, "/service-detail/") && len(p) > len("/service-detail/") && !strings.Contains(p[len("/service-detail/"):], "/"):
		return "/service-detail/" + p[len("/service-detail/"):], true
	}
	return "", false
}

func TestLandingPage(t *testing.T) {
	for _, tc := range []struct{ raw, want string }{
		{"/service-detail/3", "/service-detail/3"},
		{"/service-detail/3?utm_source=x", "/service-detail/3"},
		{"https://claims.example/Service-Detail/3/?utm_source=Google&gclid=abc#form", "/service-detail/3"},
		{"/service-detail/3/", "/service-detail/3"},
		{"/service-detail/3#top", "/service-detail/3"},
		{"service-detail/3", "/service-detail/3"},
		{"  /FAQS?x=1  ", "/faqs"},
		{"https://claims.example", "/"},
		{"https://claims.example/?gclid=abc", "/"},
		{"/", "/"},
		{"", Other},
		{"   ", Other},
		{"/no-such-page", Other},
		{"/service-detail/3/extra", Other},
		{"/admin/leads", Other},
		{Other, Other},
	} {
		if got := LandingPage(tc.raw, pages); got != tc.want {
			t.Errorf("LandingPage(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
	long := "/service-detail/" + strings.Repeat("é", 400)
	if got := LandingPage(long, pages); len(got) > MaxPath || strings.ContainsRune(got, '\uFFFD') {
		t.Errorf("long landing page not cut on a character: %d bytes", len(got))
	}
}

func TestValue(t *testing.T) {
	for _, tc := range []struct{ raw, want string }{
		{"Spring_Sale", "spring_sale"},
		{"  Google ", "google"},
		{"CPC", "cpc"},
		{"", Direct},
		{" \t", Direct},
		{Direct, Direct},
		{"ÉTÉ", "été"},
		{"bad\xffutf8", "badutf8"},
	} {
		if got := Value(tc.raw); got != tc.want {
			t.Errorf("Value(%q) = %q, want %q", tc.raw, got, tc.want)
		}
	}
	got := Value(strings.Repeat("é", 80))
	if len(got) > MaxValue || !strings.HasPrefix(got, "éé") || strings.ContainsRune(got, '\uFFFD') {
		t.Errorf("value not cut on a character: %q (%d bytes)", got, len(got))
	}
}

func TestPathOnly(t *testing.T) {
	for raw, want := range map[string]string{
		"stateLaw":                        "/stateLaw",
		"https://claims.example/Faqs?x#y": "/Faqs",
		"http://claims.example":           "/",
		"/blog/2?page=2":                  "/blog/2",
		"":                                "",
	} {
		if got := PathOnly(raw); got != want {
			t.Errorf("PathOnly(%q) = %q, want %q", raw, got, want)
		}
	}
}
