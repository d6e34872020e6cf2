package store

import (
	"html"
	"regexp"
	"strings"
	"unicode/utf8"
)

var (
	tags   = regexp.MustCompile(`<[^>]*>`)
	spaces = regexp.MustCompile(`\s+`)
)

// snippet gives about 160 characters of text around the first match of term,
// with any HTML removed, for search results.
func snippet(text, term string) string {
	const width = 160
	plain := strings.TrimSpace(spaces.ReplaceAllString(html.UnescapeString(tags.ReplaceAllString(text, " ")), " "))
	if utf8.RuneCountInString(plain) <= width {
		return plain
	}
	runes := []rune(plain)
	at := 0
	if i := strings.Index(strings.ToLower(plain), strings.ToLower(term)); i >= 0 {
		at = utf8.RuneCountInString(plain[:i])
	}
	start := max(0, at-width/3)
	end := min(len(runes), start+width)
	start = max(0, end-width)
	out := strings.TrimSpace(string(runes[start:end]))
	if start > 0 {
		out = "…" + out
	}
	if end < len(runes) {
		out += "…"
	}
	return out
}
