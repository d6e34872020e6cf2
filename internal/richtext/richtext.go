// Package richtext makes operator-written HTML (state-law pages, posts)
// safe to store and render: an allow-list of formatting elements and
// attributes, links limited to http, https, mailto, tel and site paths.
package richtext

import (
	stdhtml "html"
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"
	"golang.org/x/net/html"
)

var (
	policy      = newPolicy()
	statePolicy = newStatePolicy()
)

func newPolicy() *bluemonday.Policy {
	p := bluemonday.NewPolicy()
	p.AllowElements("p", "br", "hr", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s",
		"ul", "ol", "li", "blockquote", "code", "pre", "table", "thead", "tbody", "tr", "th", "td")
	p.AllowAttrs("href").OnElements("a")
	p.AllowAttrs("title").OnElements("a")
	p.AllowURLSchemes("http", "https", "mailto", "tel")
	p.AllowRelativeURLs(true)
	p.RequireNoFollowOnFullyQualifiedLinks(true)
	p.AddTargetBlankToFullyQualifiedLinks(true)
	p.AllowAttrs("colspan", "rowspan").Matching(regexp.MustCompile(`^[0-9]{1,2}$`)).OnElements("td", "th")
	p.AllowAttrs("start").Matching(bluemonday.Integer).OnElements("ol")
	return p
}

// newStatePolicy is newPolicy plus the fact markers of a state-law page.
// It lets a <div> through (bluemonday keeps a bare div); keepFactMarkers
// then removes every div that is not a marker.
func newStatePolicy() *bluemonday.Policy {
	p := newPolicy()
	p.AllowAttrs("data-fact").Matching(regexp.MustCompile(`^(` + strings.Join(FactMarkers, "|") + `)$`)).OnElements("div")
	return p
}

// Sanitize returns html with everything outside the allow-list removed.
func Sanitize(html string) string { return policy.Sanitize(html) }

// FactMarkers are the kinds of fact marker a state-law page may hold
// (decision 057): an empty <div data-fact="kind"></div> between two blocks
// of the description, where the page shows a paragraph written from the
// state's facts (sol_years, fault_rule, citation, no_fault,
// government_notice_days) instead of prose that could disagree with them.
//
//   - statute: the statute of limitations paragraph, and the notice period
//     of a claim against a public body where one is set;
//   - fault: the fault rule explained, with a worked example;
//   - fault-name: the fault rule named only, for a state whose own text
//     explains what follows from it (Michigan: past the bar a claimant
//     still recovers economic damages);
//   - no-fault: the no-fault insurance heading and paragraph (nothing in
//     a state that is not a no-fault state).
var FactMarkers = []string{"statute", "fault", "fault-name", "no-fault"}

// FactMarker is the marker of kind as it is stored.
func FactMarker(kind string) string { return `<div data-fact="` + kind + `"></div>` }

// factSlot is what a marker stands for: one statute paragraph, one fault
// section (explained or named), one no-fault section.
func factSlot(kind string) string {
	if kind == "fault-name" {
		return "fault"
	}
	return kind
}

// SanitizeStatePage is Sanitize for a state-law description: it also keeps
// the fact markers (FactMarkers), each as FactMarker writes it, where the
// page can put a block in its place: between the top-level blocks, and at
// most one per slot (the first). Every other <div> goes, its content kept.
func SanitizeStatePage(s string) string { return keepFactMarkers(statePolicy.Sanitize(s)) }

// voidElements are the allowed elements that have no end tag.
var voidElements = map[string]bool{"br": true, "hr": true}

// keepFactMarkers rewrites s, the output of statePolicy: a marker at the
// top level as FactMarker writes it (its content, if any, follows it),
// any other div tag dropped. Depth counts the open elements as the tags
// say (a stray end tag does not go below the top).
func keepFactMarkers(s string) string {
	if !strings.Contains(s, "<div") {
		return s
	}
	z := html.NewTokenizer(strings.NewReader(s))
	var b strings.Builder
	depth := 0
	seen := map[string]bool{}
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return b.String()
		}
		name, _ := z.TagName()
		tag := string(name)
		switch tt {
		case html.StartTagToken, html.SelfClosingTagToken:
			if tag == "div" {
				kind := ""
				for {
					key, val, more := z.TagAttr()
					if string(key) == "data-fact" {
						kind = string(val)
					}
					if !more {
						break
					}
				}
				if kind != "" && depth == 0 && !seen[factSlot(kind)] {
					seen[factSlot(kind)] = true
					b.WriteString(FactMarker(kind))
				}
				continue
			}
			if tt == html.StartTagToken && !voidElements[tag] {
				depth++
			}
		case html.EndTagToken:
			if tag == "div" {
				continue
			}
			if depth > 0 && !voidElements[tag] {
				depth--
			}
		}
		b.Write(z.Raw())
	}
}

// Text is the visible text of html, for checking that a rich-text field is
// not empty once its markup is gone.
func Text(html string) string {
	return strings.TrimSpace(stdhtml.UnescapeString(textOnly.Sanitize(html)))
}

var textOnly = bluemonday.StrictPolicy()
