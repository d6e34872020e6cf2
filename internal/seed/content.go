// Package seed holds the first-run content of the site: services, the 51
// state-law pages, FAQ questions and blog posts, with their SVG images.
// It is inserted only into an empty database (see Run).
package seed

import (
	"embed"

	"claimsite/internal/qualification"
)

// Images holds the SVG illustrations referenced by the seeded content.
// They are served under /storage/seed/{name} straight from the binary, so a
// fresh install shows pictures without anything on disk.
//
//go:embed images/*.svg
var Images embed.FS

// Service is one practice area shown on the services pages.
type Service struct {
	Title string
	// Description is plain text; paragraphs are separated by a blank line.
	Description    string
	Image          string // file name under images/, e.g. "car-accident.svg"
	SEOTitle       string
	SEODescription string
	SEOKeywords    string
}

// StateLaw is one state's (or DC's) personal-injury law page.
type StateLaw struct {
	Name  string // "California"
	Code  string // "CA"
	Title string // page heading
	// Description is sanitized-safe HTML: <h2>, <h3>, <p>, <ul>, <li>,
	// <strong>, <em>, <a href>, and the fact markers where the page writes
	// the paragraphs of the facts below (richtext.FactMarkers, decision 057).
	Description    string
	Image          string // file name under images/, e.g. "state-ca.svg"
	SEOTitle       string
	SEODescription string
	SEOKeywords    string
	// The state's facts as data (issue 23), equal to what the page said
	// before decision 057 (StatePagesBefore057) and what it now writes
	// from them: the general personal-injury limitation period in years,
	// the fault rule, a no-fault (PIP) auto-insurance state, and the
	// statute that sets the period.
	SOLYears  int
	FaultRule qualification.FaultRule
	NoFault   bool
	Citation  string
}

// Question is one entry of the public FAQ.
type Question struct {
	Question string
	Answer   string // plain text
}

// Post is a published blog article.
type Post struct {
	Title          string
	Slug           string
	Excerpt        string
	Body           string // HTML, same allow-list as StateLaw.Description
	Image          string
	SEOTitle       string
	SEODescription string
	SEOKeywords    string
	PublishedAt    string // RFC 3339 date-time
}
