package richtext

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// allowed is the allow-list of newPolicy as a browser would see it: the
// elements and, per element, the attributes sanitised HTML may hold.
var allowed = map[string][]string{
	"p": nil, "br": nil, "hr": nil, "h2": nil, "h3": nil, "h4": nil, "strong": nil, "b": nil, "em": nil,
	"i": nil, "u": nil, "s": nil, "ul": nil, "ol": {"start"}, "li": nil, "blockquote": nil, "code": nil,
	"pre": nil, "table": nil, "thead": nil, "tbody": nil, "tr": nil, "th": {"colspan", "rowspan"},
	"td": {"colspan", "rowspan"}, "a": {"href", "title", "rel", "target"},
}

// unsafeURL reports whether a link target would run code or load a
// document of its own when followed, as a browser reads it: entities
// decoded (the parser did), control characters and spaces ignored,
// letter case ignored.
func unsafeURL(v string) bool {
	v = strings.Map(func(r rune) rune {
		if r <= ' ' || r == 0x7f {
			return -1
		}
		return r
	}, strings.ToLower(v))
	for _, scheme := range []string{"javascript:", "vbscript:", "data:", "file:"} {
		if strings.HasPrefix(v, scheme) {
			return true
		}
	}
	return false
}

// checkSafe parses out as the body of a page and reports the first
// element, attribute or link that is not allowed.
func checkSafe(t *testing.T, in, out string) {
	t.Helper()
	checkSafeWith(t, allowed, in, out)
}

// checkSafeWith is checkSafe with another allow-list.
func checkSafeWith(t *testing.T, allowed map[string][]string, in, out string) {
	t.Helper()
	body := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
	nodes, err := html.ParseFragment(strings.NewReader(out), body)
	if err != nil {
		t.Fatalf("Sanitize(%q) = %q: does not parse: %v", in, out, err)
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			attrs, ok := allowed[n.Data]
			if !ok {
				t.Fatalf("Sanitize(%q) = %q: holds a <%s> element", in, out, n.Data)
			}
			for _, a := range n.Attr {
				if !strings.Contains(" "+strings.Join(attrs, " ")+" ", " "+a.Key+" ") || a.Namespace != "" {
					t.Fatalf("Sanitize(%q) = %q: <%s> has attribute %q", in, out, n.Data, a.Key)
				}
				if a.Key == "href" && unsafeURL(a.Val) {
					t.Fatalf("Sanitize(%q) = %q: link to %q", in, out, a.Val)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, n := range nodes {
		walk(n)
	}
}

// FuzzSanitize: the sanitised HTML, parsed the way a browser parses it,
// holds only allowed elements and attributes (so no script, no event
// handler) and no javascript:, vbscript:, data: or file: link; sanitising
// it again changes nothing (what is stored is what is rendered); and its
// visible text is empty exactly when the input's is (the required-field
// check reads the same text either way).
func FuzzSanitize(f *testing.F) {
	for _, s := range []string{
		"<p>Hello <strong>world</strong></p>",
		`<a href="https://example.com" title="x">link</a>`,
		`<a href="/state-law/1">site link</a>`,
		`<a href="mailto:a@example.com">mail</a> <a href="tel:+15555550100">call</a>`,
		`<script>alert(1)</script>`,
		`<img src=x onerror=alert(1)>`,
		`<a href="javascript:alert(1)">x</a>`,
		`<a href="jav&#x09;ascript:alert(1)">x</a>`,
		`<a href=" JaVaScRiPt:alert(1)">x</a>`,
		`<svg onload=alert(1)>`,
		`<table><tr><td colspan="2" onclick="x">c</td></tr></table>`,
		`<ol start="3"><li>three</li></ol>`,
		`<p style="color:red">styled</p>`,
		`<<script>script>alert(1)<</script>/script>`,
		`<!-- <script>x</script> -->`,
		`&lt;script&gt;alert(1)&lt;/script&gt;`,
		`<iframe src="https://evil.example"></iframe>`,
		"<p>\x00</p>",
		`<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>`,
		`<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
		`<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
		" onA=0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := Sanitize(in)
		checkSafe(t, in, out)
		if again := Sanitize(out); again != out {
			t.Fatalf("Sanitize is not stable:\n in    %q\n once  %q\n twice %q", in, out, again)
		}
		if (Text(in) == "") != (Text(out) == "") {
			t.Fatalf("Text(%q) = %q but Text(Sanitize) = %q", in, Text(in), Text(out))
		}
	})
}

// FuzzSanitizeStatePage: FuzzSanitize's guarantees for a state-law
// description, whose allow-list adds the fact markers: a div with a
// data-fact of a known kind and nothing else.
func FuzzSanitizeStatePage(f *testing.F) {
	withMarkers := map[string][]string{"div": {"data-fact"}}
	for k, v := range allowed {
		withMarkers[k] = v
	}
	for _, s := range []string{
		`<p>Intro</p><div data-fact="statute"></div><p>Note</p><div data-fact="fault"></div>`,
		`<div data-fact="statute" onclick="alert(1)"><script>alert(1)</script></div>`,
		`<blockquote><div data-fact="no-fault"></div></blockquote>`,
		`<div data-fact="fault-name"><div data-fact="statute"></div></div>`,
		`<p>a<div data-fact="statute"></div>`,
		`</p></div><div data-fact="fault"></div>`,
		`<div data-fact="javascript:alert(1)">x</div>`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := SanitizeStatePage(in)
		checkSafeWith(t, withMarkers, in, out)
		if again := SanitizeStatePage(out); again != out {
			t.Fatalf("SanitizeStatePage is not stable:\n in    %q\n once  %q\n twice %q", in, out, again)
		}
		if strings.Contains(out, "<div") && !strings.Contains(out, `<div data-fact="`) {
			t.Fatalf("SanitizeStatePage(%q) = %q: a div that is not a marker", in, out)
		}
	})
}
