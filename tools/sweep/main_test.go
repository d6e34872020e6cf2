package main

import "testing"

// TestLiveMarkup: the stored check finds a payload that would run, and
// only that: escaped text, JSON data and attributes holding escaped
// markup are safe.
func TestLiveMarkup(t *testing.T) {
	for _, c := range []struct {
		doc  string
		live bool
	}{
		{`<p>&lt;script&gt;alert('xss7q')&lt;/script&gt;</p>`, false},
		{`<script>alert('xss7q')</script>`, true},
		{`<p><img src=x onerror="alert('xss7q')"></p>`, true},
		{`<svg/onload=alert('xss7q')>`, true},
		{`<a href=" JavaScript:alert('xss7q')">x</a>`, true},
		{`<a href="/blog/xss7q">xss7q</a>`, false},
		{`<meta name="description" content="&lt;img src=x onerror=alert('xss7q')&gt;">`, false},
		{`<script type="application/json">{"t":"\u003cscript\u003ealert('xss7q')"}</script>`, false},
		{`<script type="application/json">{"t":"</script><script>alert('xss7q')</script>`, true},
		{`<script src="/assets/app.js"></script><p>xss7q</p>`, false},
	} {
		if got := liveMarkup(c.doc) != ""; got != c.live {
			t.Errorf("liveMarkup(%q): live %v, want %v", c.doc, got, c.live)
		}
	}
}

// TestRich: only the fields pages render as HTML are held to markup
// rules; the lead's and the service's descriptions are text.
func TestRich(t *testing.T) {
	for _, c := range []struct {
		path, key string
		want      bool
	}{
		{"/api/state-law/1", "description", true}, {"/api/admin/state_laws", "description", true},
		{"/api/blogs/x", "body", true}, {"/api/site", "html", true},
		{"/api/admin/leads/1", "description", false}, {"/api/all-services", "description", false}, {"/api/blogs", "title", false},
	} {
		if got := rich(c.path, c.key); got != c.want {
			t.Errorf("rich(%q, %q) = %v, want %v", c.path, c.key, got, c.want)
		}
	}
}
