// Package richtext makes operator-written HTML (state-law pages, posts)
// safe to store and render: an allow-list of formatting elements and
// attributes, links limited to http, https, mailto, tel and site paths.
package richtext

import (
	stdhtml "html"
	"regexp"
	"strings"

	"github.com/microcosm-cc/bluemonday"
)

var policy = newPolicy()

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

// Sanitize returns html with everything outside the allow-list removed.
func Sanitize(html string) string { return policy.Sanitize(html) }

// Text is the visible text of html, for checking that a rich-text field is
// not empty once its markup is gone.
func Text(html string) string {
	return strings.TrimSpace(stdhtml.UnescapeString(textOnly.Sanitize(html)))
}

var textOnly = bluemonday.StrictPolicy()
