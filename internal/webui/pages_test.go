package webui

import "testing"

func TestPublicPage(t *testing.T) {
	for _, tc := range []struct {
		path, route, canonical string
		ok                     bool
	}{
		{"/", "home", "/", true},
		{"/faqs/", "faqs", "/Faqs", true},
		{"/state-law-detail/7", "stateLawDetail", "/state-law-detail/7", true},
		{"/blog/some-post", "blogPost", "/blog/some-post", true},
		{"/admin/leads", "", "", false},
		{"/login", "", "", false},
		{"/no-such-page", "", "", false},
		{"", "", "", false},
	} {
		route, canonical, ok := PublicPage(tc.path)
		if route != tc.route || canonical != tc.canonical || ok != tc.ok {
			t.Errorf("PublicPage(%q) = %q, %q, %v; want %q, %q, %v", tc.path, route, canonical, ok, tc.route, tc.canonical, tc.ok)
		}
	}
}
