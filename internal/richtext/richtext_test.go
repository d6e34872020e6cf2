package richtext

import (
	"strings"
	"testing"
)

// TestSanitizeRemovesScript: whatever the spelling, nothing that can run
// script comes back out.
func TestSanitizeRemovesScript(t *testing.T) {
	for _, c := range []struct {
		name, in string
		never    []string
	}{
		{"script element", `<p>Hi</p><script>alert(1)</script>`, []string{"<script", "alert"}},
		{"script in upper case", `<SCRIPT src="https://evil.example/x.js"></SCRIPT>`, []string{"script", "evil"}},
		{"nested script tags", `<scr<script>ipt>alert(1)</script>`, []string{"<script", "<scr"}},
		{"img onerror", `<img src=x onerror=alert(1)>`, []string{"onerror", "<img"}},
		{"onerror on an allowed element", `<p onerror="alert(1)" onclick="alert(2)">x</p>`, []string{"onerror", "onclick", "alert"}},
		{"svg onload", `<svg onload=alert(1)><circle/></svg>`, []string{"onload", "<svg"}},
		{"javascript link", `<a href="javascript:alert(1)">x</a>`, []string{"javascript:", "href"}},
		{"javascript link, mixed case", `<a href="JaVaScRiPt:alert(1)">x</a>`, []string{"javascript", "href"}},
		{"javascript link with a tab entity", `<a href="java&#x09;script:alert(1)">x</a>`, []string{"script", "href"}},
		{"javascript link with spaces", `<a href="  javascript:alert(1)">x</a>`, []string{"javascript", "href"}},
		{"data link", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`, []string{"data:", "href"}},
		{"data image", `<img src="data:image/svg+xml,<svg onload=alert(1)>">`, []string{"data:", "<img", "onload"}},
		{"vbscript link", `<a href="vbscript:msgbox(1)">x</a>`, []string{"vbscript"}},
		{"iframe", `<iframe src="https://evil.example"></iframe>`, []string{"iframe", "evil"}},
		{"object and embed", `<object data="x.swf"></object><embed src="x.swf">`, []string{"object", "embed", "swf"}},
		{"style element and attribute", `<style>body{background:url(javascript:alert(1))}</style><p style="x:expression(alert(1))">p</p>`, []string{"style", "expression", "javascript"}},
		{"form", `<form action="https://evil.example"><input name="p"></form>`, []string{"form", "input", "evil"}},
		{"meta refresh", `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`, []string{"meta", "javascript"}},
		{"base", `<base href="https://evil.example/">`, []string{"base", "evil"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := Sanitize(c.in)
			for _, n := range c.never {
				if strings.Contains(strings.ToLower(got), strings.ToLower(n)) {
					t.Errorf("Sanitize(%q) = %q: contains %q", c.in, got, n)
				}
			}
			// Sanitizing is stable: a second pass changes nothing.
			if again := Sanitize(got); again != got {
				t.Errorf("second pass changed %q to %q", got, again)
			}
		})
	}
}

func TestSanitizeKeepsFormatting(t *testing.T) {
	for _, in := range []string{
		`<p>Plain <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u> and <s>s</s>.<br>Next line.</p>`,
		`<h2>Deadlines</h2><h3>Minors</h3><h4>Note</h4><hr>`,
		`<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>`,
		`<blockquote>Quoted</blockquote><pre><code>code</code></pre>`,
		`<table><thead><tr><th colspan="2">Head</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr></tbody></table>`,
		`<p><a href="/privacy-policy">Privacy Policy</a>, <a href="mailto:help@example.com">mail</a>, <a href="tel:+18885550142" title="Call">call</a></p>`,
		`<p>Fish &amp; chips &lt;3</p>`,
	} {
		if got := Sanitize(in); got != in {
			t.Errorf("Sanitize changed allowed markup:\n got %s\nwant %s", got, in)
		}
	}
}

func TestSanitizeDropsUnknownAttributes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`<p class="x" id="y" style="color:red">p</p>`, `<p>p</p>`},
		{`<td colspan="abc" rowspan="999">c</td>`, `<td>c</td>`},
		{`<ol start="x"><li>a</li></ol>`, `<ol><li>a</li></ol>`},
		{`<div><span>text</span></div>`, `text`},
	} {
		if got := Sanitize(c.in); got != c.want {
			t.Errorf("Sanitize(%q): got %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSanitizeOutsideLinks(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`<a href="https://www.example.com/page">x</a>`, `<a href="https://www.example.com/page" rel="nofollow noopener" target="_blank">x</a>`},
		{`<a href="http://example.com">x</a>`, `<a href="http://example.com" rel="nofollow noopener" target="_blank">x</a>`},
		// Whatever target and rel the author wrote, outside links get ours.
		{`<a href="http://example.com" target="_self" rel="opener">x</a>`, `<a href="http://example.com" rel="nofollow noopener" target="_blank">x</a>`},
		// Site links stay in the same tab, without nofollow.
		{`<a href="/state-law-detail/5">x</a>`, `<a href="/state-law-detail/5">x</a>`},
	} {
		if got := Sanitize(c.in); got != c.want {
			t.Errorf("Sanitize(%q):\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

func TestText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`<p>Hello <strong>world</strong></p>`, "Hello world"},
		{`<p>Fish &amp; chips</p>`, "Fish & chips"},
		{`<p> </p><br><p></p>`, ""},
		{`<script>alert(1)</script>`, ""},
		{`<img src=x>`, ""},
		{"  plain  ", "plain"},
	} {
		if got := Text(c.in); got != c.want {
			t.Errorf("Text(%q): got %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSanitizeStatePageKeepsFactMarkers: a state-law description keeps its
// fact markers (decision 057) as FactMarker writes them, at the top level,
// one per slot; every other div goes and the rest is Sanitize's.
func TestSanitizeStatePageKeepsFactMarkers(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"markers between blocks", `<h2>Deadline</h2><div data-fact="statute"></div><p>Note.</p>` + "\n" + `<div data-fact="fault"></div><div data-fact="no-fault"></div>`,
			`<h2>Deadline</h2><div data-fact="statute"></div><p>Note.</p>` + "\n" + `<div data-fact="fault"></div><div data-fact="no-fault"></div>`},
		{"the named fault rule", `<div data-fact="fault-name"></div>`, `<div data-fact="fault-name"></div>`},
		{"other attributes and quotes", `<div class="x" data-fact='statute' onclick="alert(1)"></div>`, `<div data-fact="statute"></div>`},
		{"content after the marker", `<div data-fact="fault"><p>Own words.</p></div>`, `<div data-fact="fault"></div><p>Own words.</p>`},
		{"unknown kind", `<div data-fact="verdict">x</div>`, `x`},
		{"a bare div", `<div><p>a</p></div>`, `<p>a</p>`},
		{"nested in a quote", `<blockquote><div data-fact="statute"></div>q</blockquote>`, `<blockquote>q</blockquote>`},
		{"inside a paragraph", `<p>a<div data-fact="statute"></div></p>`, `<p>a</p>`},
		{"a second of a slot", `<div data-fact="statute"></div><div data-fact="statute"></div><div data-fact="fault"></div><div data-fact="fault-name"></div>`,
			`<div data-fact="statute"></div><div data-fact="fault"></div>`},
		{"after a line break", `<p>a<br>b</p><hr><div data-fact="statute"></div>`, `<p>a<br>b</p><hr><div data-fact="statute"></div>`},
		{"script still goes", `<div data-fact="statute"><script>alert(1)</script></div>`, `<div data-fact="statute"></div>`},
	} {
		got := SanitizeStatePage(c.in)
		if got != c.want {
			t.Errorf("%s: SanitizeStatePage(%q)\n got %q\nwant %q", c.name, c.in, got, c.want)
		}
		if again := SanitizeStatePage(got); again != got {
			t.Errorf("%s: a second pass changed %q to %q", c.name, got, again)
		}
	}
	// Posts keep no marker.
	if got := Sanitize(`<div data-fact="statute"></div><p>x</p>`); got != `<p>x</p>` {
		t.Errorf("Sanitize kept a marker: %q", got)
	}
	// Without a div, the state page's HTML is Sanitize's.
	for _, in := range []string{`<p>Plain <strong>bold</strong> <a href="https://example.com">x</a></p>`, `<p onclick="x">a & b</p>`} {
		if got, want := SanitizeStatePage(in), Sanitize(in); got != want {
			t.Errorf("SanitizeStatePage(%q) = %q, Sanitize %q", in, got, want)
		}
	}
}
