package httpapi

import (
	"html"
	"net/http"
	"net/url"
	"strings"

	"claimsite/internal/settings"
	"claimsite/internal/store"
	"claimsite/internal/validate"
	"claimsite/internal/webui"
)

// langQuery is ?lang= of GET /api/site and the public content routes
// (decision 065): "es" for the Spanish pages; "en",
// empty or absent is English, all one cache entry. Anything else is kept
// as "invalid", so the handler refuses it (only 200 answers are cached).
var langQuery = queryParam{"lang", func(v string) string {
	switch v {
	case "", webui.English:
		return ""
	case webui.Spanish:
		return webui.Spanish
	}
	return "invalid"
}}

// langParam reads ?lang=: English by default, Spanish for "es", a 422 on
// lang for anything else.
func langParam(r *http.Request) (string, error) {
	switch v := r.URL.Query().Get("lang"); v {
	case "", webui.English:
		return webui.English, nil
	case webui.Spanish:
		return webui.Spanish, nil
	}
	return "", invalid(validate.Errors{"lang": {"The lang must be en or es."}})
}

// siteConsent is the consent text the lead forms of pages in lang show
// (decision 066): the current text of that language, or the English one
// while no Spanish text is published; Language says which.
func siteConsent(site settings.Snapshot, lang string) consentText {
	c := site.ConsentIn(lang)
	return consentText{Version: c.Version, Text: c.Text, HTML: consentHTML(c.Text, c.Language), Language: c.Language}
}

// consentLinks are the words of a consent text that link to the legal
// pages, per language, with the page each opens (in the same language).
var consentLinks = map[string][]struct{ words, path string }{
	store.ConsentEnglish: {
		{"Privacy Policy", "/privacy-policy"},
		{"Terms and Conditions", "/term-and-conditions"},
		{"marketing partners", "/marketing-partner"},
	},
	store.ConsentSpanish: {
		{"Política de Privacidad", "/privacy-policy"},
		{"Términos y Condiciones", "/term-and-conditions"},
		{"socios de marketing", "/marketing-partner"},
	},
}

// consentHTML is the consent text with its three documents linked, each
// opening in a new tab as SPEC.md section 2 asks: a Spanish text links the
// Spanish pages.
func consentHTML(text, lang string) string {
	out := html.EscapeString(text)
	links, ok := consentLinks[lang]
	if !ok {
		links, lang = consentLinks[store.ConsentEnglish], webui.English
	}
	for _, link := range links {
		words := html.EscapeString(link.words)
		out = strings.Replace(out, words,
			`<a href="`+webui.PathIn(lang, link.path)+`" target="_blank" rel="noopener">`+words+`</a>`, 1)
	}
	return out
}

// pageLanguage is the language of the page a lead form was on, by its URL
// (the proof's page_url): Spanish under /es (webui.LanguageOf), else
// English, also for a URL that does not parse.
func pageLanguage(pageURL string) string {
	u, err := url.Parse(strings.TrimSpace(pageURL))
	if err != nil {
		return webui.English
	}
	return webui.LanguageOf(u.Path)
}

// languageName names a language to the operator.
func languageName(lang string) string {
	if lang == webui.Spanish {
		return "Spanish"
	}
	return "English"
}
