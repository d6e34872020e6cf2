package seed

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"claimsite/internal/qualification"
	"claimsite/internal/richtext"
)

const (
	maxSEOTitle       = 60
	maxSEODescription = 160
	maxSVGBytes       = 10 * 1024
	svgNamespace      = "http://www.w3.org/2000/svg"
)

var (
	stateCodeRe = regexp.MustCompile(`^[A-Z]{2}$`)
	slugRe      = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	// onAttrRe finds an event-handler attribute such as onclick= or onload =.
	onAttrRe = regexp.MustCompile(`(?i)<[^>]*\son[a-z]+\s*=`)
	// sentenceEndRe counts sentence ends in plain-text answers.
	sentenceEndRe = regexp.MustCompile(`[.!?]["')]?(\s|$)`)
)

// allowedHTML is the rich-text allow-list (DESIGN.md section 5, content.go):
// element name -> attributes it may carry.
var allowedHTML = map[string]map[string]bool{
	"h2": {}, "h3": {}, "p": {}, "ul": {}, "li": {}, "strong": {}, "em": {},
	"a": {"href": true}, "div": {"data-fact": true},
}

// checkHTML reports why s is not well-formed, allow-listed, script-free HTML.
func checkHTML(s string) error {
	lower := strings.ToLower(s)
	if strings.Contains(lower, "<script") {
		return errors.New("contains <script")
	}
	if m := onAttrRe.FindString(s); m != "" {
		return errors.New("contains an event-handler attribute: " + m)
	}
	if strings.Contains(lower, "javascript:") {
		return errors.New("contains javascript:")
	}
	d := xml.NewDecoder(strings.NewReader("<root>" + s + "</root>"))
	d.Strict = true
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		el, ok := tok.(xml.StartElement)
		if !ok || el.Name.Local == "root" {
			continue
		}
		attrs, ok := allowedHTML[el.Name.Local]
		if !ok {
			return errors.New("element <" + el.Name.Local + "> is not allowed")
		}
		for _, a := range el.Attr {
			if !attrs[a.Name.Local] {
				return errors.New("attribute " + a.Name.Local + " on <" + el.Name.Local + "> is not allowed")
			}
		}
	}
}

// textOf strips tags, for word counts.
func textOf(s string) string {
	return regexp.MustCompile(`<[^>]+>`).ReplaceAllString(s, " ")
}

func checkSEO(t *testing.T, what, title, desc, keywords string) {
	t.Helper()
	if title == "" || desc == "" || keywords == "" {
		t.Errorf("%s: SEO title/description/keywords = %q/%q/%q, want all non-empty", what, title, desc, keywords)
	}
	if n := utf8.RuneCountInString(title); n > maxSEOTitle {
		t.Errorf("%s: SEO title %q has %d chars, want <= %d", what, title, n, maxSEOTitle)
	}
	if n := utf8.RuneCountInString(desc); n > maxSEODescription {
		t.Errorf("%s: SEO description has %d chars, want <= %d", what, n, maxSEODescription)
	}
}

func TestStateLawsList(t *testing.T) {
	if got, want := len(StateLaws), 51; got != want {
		t.Fatalf("len(StateLaws) = %d, want %d", got, want)
	}
	codes := map[string]bool{}
	names := map[string]bool{}
	for i, s := range StateLaws {
		if !stateCodeRe.MatchString(s.Code) {
			t.Errorf("%s: code %q, want 2 uppercase letters", s.Name, s.Code)
		}
		if codes[s.Code] {
			t.Errorf("duplicate code %q", s.Code)
		}
		if names[s.Name] {
			t.Errorf("duplicate name %q", s.Name)
		}
		codes[s.Code], names[s.Name] = true, true
		if i > 0 && StateLaws[i-1].Name >= s.Name {
			t.Errorf("StateLaws not alphabetical: %q before %q", StateLaws[i-1].Name, s.Name)
		}
		if got, want := s.Title, s.Name+" Personal Injury Law"; got != want {
			t.Errorf("%s: title %q, want %q", s.Name, got, want)
		}
		if got, want := s.Image, "state-"+strings.ToLower(s.Code)+".svg"; got != want {
			t.Errorf("%s: image %q, want %q", s.Name, got, want)
		}
		checkSEO(t, s.Name, s.SEOTitle, s.SEODescription, s.SEOKeywords)
	}
	if !codes["DC"] || !names["District of Columbia"] {
		t.Errorf("District of Columbia (DC) missing: got code %v, name %v, want both", codes["DC"], names["District of Columbia"])
	}
}

func TestStateLawDescriptions(t *testing.T) {
	for _, s := range StateLaws {
		d := strings.ToLower(s.Description)
		for _, want := range []string{
			"<h2>statute of limitations</h2>",
			"not legal advice",
			"<h2>fault rule</h2>",
			"<h2>what to do after an accident in ",
			"an attorney licensed in ",
		} {
			if !strings.Contains(d, want) {
				t.Errorf("%s: description lacks %q", s.Name, want)
			}
		}
		if err := checkHTML(s.Description); err != nil {
			t.Errorf("%s: description HTML: %v", s.Name, err)
		}
	}
}

// TestStateLawDescriptionsLeaveTheFactsToTheData: the seeded pages do not
// write the paragraphs the page makes from the facts (decision 057): each
// has the statute, fault (or, where its note explains what follows from
// the rule, fault-name) and no-fault markers once, in that order, where
// the admin's sanitizer keeps them, and states neither the period nor the
// rule in the words those paragraphs use.
func TestStateLawDescriptionsLeaveTheFactsToTheData(t *testing.T) {
	marker := regexp.MustCompile(`<div data-fact="([a-z-]+)"></div>`)
	for i, s := range StateLaws {
		var kinds []string
		for _, m := range marker.FindAllStringSubmatch(s.Description, -1) {
			kinds = append(kinds, m[1])
		}
		fault := "fault"
		if stateList[i].OverBar != "" {
			fault = "fault-name"
		}
		if got, want := strings.Join(kinds, " "), "statute "+fault+" no-fault"; got != want {
			t.Errorf("%s: markers %q, want %q", s.Code, got, want)
		}
		if got := marker.FindAllString(richtext.SanitizeStatePage(s.Description), -1); len(got) != 3 {
			t.Errorf("%s: the admin's sanitizer keeps %d markers, want 3", s.Code, len(got))
		}
		for _, stated := range []string{"statute of limitations for personal-injury claims is", "follows <strong>", "follow <strong>", "has a no-fault auto insurance system", "-year deadline"} {
			if strings.Contains(s.Description, stated) {
				t.Errorf("%s: the description still says %q", s.Code, stated)
			}
		}
	}
}

// TestStateLawFacts pins the facts most likely to be edited by mistake.
func TestStateLawFacts(t *testing.T) {
	byCode := map[string]StateLaw{}
	for _, s := range StateLaws {
		byCode[s.Code] = s
	}
	tests := []struct {
		code  string
		years int
		fault qualification.FaultRule
	}{
		{"AL", 2, qualification.Contributory},
		{"CA", 2, qualification.PureComparative},
		{"DC", 3, qualification.Contributory},
		{"FL", 2, qualification.Modified51},
		{"GA", 2, qualification.Modified50},
		{"KY", 1, qualification.PureComparative},
		{"LA", 2, qualification.Modified51},
		{"ME", 6, qualification.Modified50},
		{"MD", 3, qualification.Contributory},
		{"MI", 3, qualification.Modified51},
		{"MN", 6, qualification.Modified51},
		{"MO", 5, qualification.PureComparative},
		{"NC", 3, qualification.Contributory},
		{"ND", 6, qualification.Modified50},
		{"NY", 3, qualification.PureComparative},
		{"SD", 3, qualification.SlightGross},
		{"TN", 1, qualification.Modified50},
		{"TX", 2, qualification.Modified51},
		{"VA", 2, qualification.Contributory},
	}
	for _, tt := range tests {
		s, ok := byCode[tt.code]
		if !ok {
			t.Errorf("%s: missing", tt.code)
			continue
		}
		if s.SOLYears != tt.years || s.FaultRule != tt.fault {
			t.Errorf("%s: %d years, %s; want %d years, %s", tt.code, s.SOLYears, s.FaultRule, tt.years, tt.fault)
		}
	}

	noFault := map[string]bool{"FL": true, "HI": true, "KS": true, "KY": true, "MA": true, "MI": true,
		"MN": true, "NJ": true, "NY": true, "ND": true, "PA": true, "UT": true}
	for _, s := range StateLaws {
		if want := noFault[s.Code]; s.NoFault != want {
			t.Errorf("%s: no_fault %v, want %v", s.Code, s.NoFault, want)
		}
		// A no-fault state's page says what it takes to claim against the
		// at-fault driver (the generated paragraph does not).
		if got := strings.Contains(s.Description, "pain and suffering"); s.NoFault && !got {
			t.Errorf("%s: no-fault state without its threshold", s.Code)
		}
	}
}

func TestServices(t *testing.T) {
	if got, want := len(Services), 8; got < want {
		t.Fatalf("len(Services) = %d, want >= %d", got, want)
	}
	titles := map[string]bool{}
	for _, s := range Services {
		if s.Title == "" || s.Description == "" || s.Image == "" {
			t.Errorf("service %q: title/description/image empty", s.Title)
		}
		if titles[s.Title] {
			t.Errorf("duplicate service title %q", s.Title)
		}
		titles[s.Title] = true
		paras := strings.Split(s.Description, "\n\n")
		if got := len(paras); got < 3 || got > 5 {
			t.Errorf("%s: %d paragraphs, want 3 to 5", s.Title, got)
		}
		for i, p := range paras {
			if strings.TrimSpace(p) != p || p == "" {
				t.Errorf("%s: paragraph %d is empty or has stray whitespace", s.Title, i+1)
			}
		}
		if strings.ContainsAny(s.Description, "<>") {
			t.Errorf("%s: description contains markup, want plain text", s.Title)
		}
		if !strings.Contains(strings.ToLower(s.Description), "vary by state") &&
			!strings.Contains(strings.ToLower(s.Description), "vary from state to state") {
			t.Errorf("%s: description does not say that deadlines vary by state", s.Title)
		}
		checkSEO(t, s.Title, s.SEOTitle, s.SEODescription, s.SEOKeywords)
	}
}

func TestQuestions(t *testing.T) {
	if got, want := len(Questions), 20; got < want {
		t.Fatalf("len(Questions) = %d, want >= %d", got, want)
	}
	seen := map[string]bool{}
	for _, q := range Questions {
		if q.Question == "" || q.Answer == "" {
			t.Errorf("question %q: empty question or answer", q.Question)
		}
		if !strings.HasSuffix(q.Question, "?") {
			t.Errorf("question %q: want it to end with '?'", q.Question)
		}
		if seen[q.Question] {
			t.Errorf("duplicate question %q", q.Question)
		}
		seen[q.Question] = true
		if strings.ContainsAny(q.Answer, "<>") {
			t.Errorf("question %q: answer contains markup, want plain text", q.Question)
		}
		if got := len(sentenceEndRe.FindAllString(q.Answer, -1)); got < 2 || got > 4 {
			t.Errorf("question %q: answer has %d sentences, want 2 to 4", q.Question, got)
		}
	}
}

func TestPosts(t *testing.T) {
	if got, want := len(Posts), 3; got != want {
		t.Fatalf("len(Posts) = %d, want %d", got, want)
	}
	slugs := map[string]bool{}
	for _, p := range Posts {
		if !slugRe.MatchString(p.Slug) {
			t.Errorf("%q: slug %q does not match %s", p.Title, p.Slug, slugRe)
		}
		if slugs[p.Slug] {
			t.Errorf("duplicate slug %q", p.Slug)
		}
		slugs[p.Slug] = true
		if p.Title == "" || p.Excerpt == "" || p.Body == "" || p.Image == "" {
			t.Errorf("%q: title/excerpt/body/image empty", p.Slug)
		}
		at, err := time.Parse(time.RFC3339, p.PublishedAt)
		if err != nil {
			t.Errorf("%q: PublishedAt %q: %v", p.Slug, p.PublishedAt, err)
		} else if got, want := at.Year(), 2026; got != want {
			t.Errorf("%q: published in %d, want %d", p.Slug, got, want)
		}
		if got := len(strings.Fields(textOf(p.Body))); got < 600 || got > 900 {
			t.Errorf("%q: body has %d words, want 600 to 900", p.Slug, got)
		}
		if err := checkHTML(p.Body); err != nil {
			t.Errorf("%q: body HTML: %v", p.Slug, err)
		}
		if !strings.Contains(p.Body, "not legal advice") {
			t.Errorf("%q: body lacks the \"not legal advice\" note", p.Slug)
		}
		checkSEO(t, p.Slug, p.SEOTitle, p.SEODescription, p.SEOKeywords)
	}
}

// TestImagesReferenced checks that every Image field names an embedded file
// and that every embedded file is used by some content.
func TestImagesReferenced(t *testing.T) {
	used := map[string]string{}
	for _, s := range Services {
		used[s.Image] = "service " + s.Title
	}
	for _, s := range StateLaws {
		used[s.Image] = "state " + s.Name
	}
	for _, p := range Posts {
		used[p.Image] = "post " + p.Slug
	}
	for name, owner := range used {
		if _, err := Images.ReadFile("images/" + name); err != nil {
			t.Errorf("%s: image %q: %v", owner, name, err)
		}
	}
	entries, err := fs.ReadDir(Images, "images")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, ok := used[e.Name()]; !ok {
			t.Errorf("images/%s is not referenced by any content", e.Name())
		}
	}
}

func TestSVGFiles(t *testing.T) {
	entries, err := fs.ReadDir(Images, "images")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) == 0 {
		t.Fatal("no embedded images")
	}
	for _, e := range entries {
		name := "images/" + e.Name()
		data, err := Images.ReadFile(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got := len(data); got >= maxSVGBytes {
			t.Errorf("%s: %d bytes, want < %d", name, got, maxSVGBytes)
		}
		lower := bytes.ToLower(data)
		if bytes.Contains(lower, []byte("<script")) {
			t.Errorf("%s: contains <script", name)
		}
		if n := bytes.Count(lower, []byte("http")); n != bytes.Count(lower, []byte(svgNamespace)) {
			t.Errorf("%s: has %d http references, want only the SVG namespace", name, n)
		}
		if bytes.Contains(lower, []byte("href")) {
			t.Errorf("%s: contains an href, want no references", name)
		}
		checkSVGXML(t, name, data)
	}
}

func checkSVGXML(t *testing.T, name string, data []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	root := true
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Errorf("%s: not well-formed XML: %v", name, err)
			return
		}
		el, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if root {
			root = false
			if got, want := el.Name.Local, "svg"; got != want {
				t.Errorf("%s: root element <%s>, want <%s>", name, got, want)
			}
			if got, want := el.Name.Space, svgNamespace; got != want {
				t.Errorf("%s: root namespace %q, want %q", name, got, want)
			}
			hasViewBox := false
			for _, a := range el.Attr {
				if a.Name.Local == "viewBox" && a.Value != "" {
					hasViewBox = true
				}
			}
			if !hasViewBox {
				t.Errorf("%s: <svg> has no viewBox", name)
			}
		}
		if strings.EqualFold(el.Name.Local, "script") || strings.EqualFold(el.Name.Local, "foreignObject") {
			t.Errorf("%s: contains <%s>", name, el.Name.Local)
		}
		for _, a := range el.Attr {
			if strings.HasPrefix(strings.ToLower(a.Name.Local), "on") {
				t.Errorf("%s: <%s> has event attribute %s", name, el.Name.Local, a.Name.Local)
			}
		}
	}
	if root {
		t.Errorf("%s: no root element", name)
	}
}
