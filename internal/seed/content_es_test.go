package seed

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"claimsite/internal/config"
	"claimsite/internal/richtext"
	"claimsite/internal/settings"
)

// The limits the admin API holds content fields to (internal/httpapi
// admin_content.go): the Spanish versions are edited through the same
// forms, so they must fit them too.
const (
	maxTitle              = 255
	maxServiceDescription = 20000
	maxStateName          = 100
	maxStateDescription   = 200000
	maxFAQQuestion        = 500
	maxFAQAnswer          = 10000
	maxSEOKeywords        = 500
)

func checkMax(t *testing.T, what, field, v string, limit int) {
	t.Helper()
	if v == "" {
		t.Errorf("%s: %s is empty", what, field)
	}
	if n := utf8.RuneCountInString(v); n > limit {
		t.Errorf("%s: %s has %d characters, want <= %d", what, field, n, limit)
	}
}

// checkSpanishSEO is checkSEO plus the keyword limit of the admin API.
func checkSpanishSEO(t *testing.T, what, title, desc, keywords string) {
	t.Helper()
	checkSEO(t, what, title, desc, keywords)
	checkMax(t, what, "SEO keywords", keywords, maxSEOKeywords)
}

func TestSpanishServices(t *testing.T) {
	if len(SpanishServices) != len(Services) {
		t.Errorf("%d Spanish services, %d services", len(SpanishServices), len(Services))
	}
	titles := map[string]bool{}
	for _, en := range Services {
		es, ok := SpanishServices[en.Title]
		if !ok {
			t.Errorf("%s: no Spanish version", en.Title)
			continue
		}
		checkMax(t, en.Title, "title", es.Title, maxTitle)
		checkMax(t, en.Title, "description", es.Description, maxServiceDescription)
		if titles[es.Title] {
			t.Errorf("%s: Spanish title %q used twice", en.Title, es.Title)
		}
		titles[es.Title] = true
		if es.Title == en.Title || es.Description == en.Description {
			t.Errorf("%s: the Spanish version repeats the English", en.Title)
		}
		// The English conventions: plain text, paragraphs separated by a
		// blank line, as many as the English.
		paras := strings.Split(es.Description, "\n\n")
		if got, want := len(paras), len(strings.Split(en.Description, "\n\n")); got != want {
			t.Errorf("%s: %d Spanish paragraphs, %d English", en.Title, got, want)
		}
		for i, p := range paras {
			if strings.TrimSpace(p) != p || p == "" || strings.Contains(p, "\n") {
				t.Errorf("%s: Spanish paragraph %d is empty or has stray whitespace", en.Title, i+1)
			}
		}
		if strings.ContainsAny(es.Description, "<>") {
			t.Errorf("%s: Spanish description contains markup, want plain text", en.Title)
		}
		if d := strings.ToLower(es.Description); !strings.Contains(d, "varían según el estado") && !strings.Contains(d, "varían de un estado a otro") {
			t.Errorf("%s: the Spanish description does not say that deadlines vary by state", en.Title)
		}
		checkSpanishSEO(t, "es "+en.Title, es.SEOTitle, es.SEODescription, es.SEOKeywords)
		checkSpanishText(t, "es "+en.Title, es.Title, es.Description, es.SEOTitle, es.SEODescription, es.SEOKeywords)
	}
}

func TestSpanishQuestions(t *testing.T) {
	if len(SpanishQuestions) != len(Questions) {
		t.Errorf("%d Spanish questions, %d questions", len(SpanishQuestions), len(Questions))
	}
	seen := map[string]bool{}
	for _, en := range Questions {
		es, ok := SpanishQuestions[en.Question]
		if !ok {
			t.Errorf("%q: no Spanish version", en.Question)
			continue
		}
		checkMax(t, en.Question, "question", es.Question, maxFAQQuestion)
		checkMax(t, en.Question, "answer", es.Answer, maxFAQAnswer)
		if q := es.Question; !strings.HasSuffix(q, "?") || strings.Count(q, "¿") != 1 || strings.Index(q, "¿") > strings.LastIndex(q, ". ")+2 {
			t.Errorf("%q: Spanish question %q, want its last sentence between ¿ and ?", en.Question, q)
		}
		if seen[es.Question] {
			t.Errorf("Spanish question %q used twice", es.Question)
		}
		seen[es.Question] = true
		if strings.ContainsAny(es.Answer, "<>") {
			t.Errorf("%q: Spanish answer contains markup, want plain text", en.Question)
		}
		if got := len(sentenceEndRe.FindAllString(es.Answer, -1)); got < 2 || got > 5 {
			t.Errorf("%q: Spanish answer has %d sentences, want 2 to 5", en.Question, got)
		}
		checkSpanishText(t, "es "+en.Question, es.Question, es.Answer)
	}
}

// TestSpanishSettings: a Spanish default for each text setting shown to
// visitors, a setting of that name, valid where the English is.
func TestSpanishSettings(t *testing.T) {
	defaults := settings.Defaults(config.Config{Site: config.Site{Brand: "Claimsite", Phone: "1-888-555-0142", Email: "help@example.com", LeadVerification: "off"}})
	if errs := defaults.Validate(); errs.Any() {
		t.Fatalf("the English defaults do not validate: %v", errs)
	}
	raw, err := json.Marshal(defaults)
	if err != nil {
		t.Fatal(err)
	}
	var english map[string]any
	if err := json.Unmarshal(raw, &english); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"footer_disclaimer", "hero_headline", "hero_subline", "cta_label", "popup_headline"} {
		if _, ok := SpanishSettings[key]; !ok {
			t.Errorf("%s: no Spanish default", key)
		}
	}
	patch := map[string]json.RawMessage{}
	for key, v := range SpanishSettings {
		en, ok := english[key].(string)
		if !ok {
			t.Errorf("%s: no text setting of that name", key)
			continue
		}
		if v == en || strings.TrimSpace(v) != v {
			t.Errorf("%s: Spanish %q, English %q", key, v, en)
		}
		if strings.Contains(en, "{brand}") != strings.Contains(v, "{brand}") {
			t.Errorf("%s: the English and Spanish differ in naming {brand}", key)
		}
		b, _ := json.Marshal(v)
		patch[key] = b
		checkSpanishText(t, "setting "+key, v)
	}
	spanish, errs := settings.Apply(defaults, patch)
	if errs.Any() {
		t.Fatalf("Apply: %v", errs)
	}
	if errs := spanish.Validate(); errs.Any() {
		t.Errorf("the Spanish defaults do not validate: %v", errs)
	}
}

func TestSpanishConsent(t *testing.T) {
	site := config.Site{Brand: "Claimsite", ConsentBrands: "Injury Help Network and Claim Connect"}
	got := SpanishConsent(site.Brand, site.ConsentBrands)
	if strings.ContainsAny(got, "{}") {
		t.Errorf("a placeholder is left: %s", got)
	}
	for _, want := range []string{
		"de Claimsite, Injury Help Network y Claim Connect, así como de sus socios de marketing",
		"18 años",
		"Política de Privacidad", "Términos y Condiciones",
		"consentimiento expreso y por escrito",
		"llamadas, correos electrónicos y mensajes de texto",
		"sistema de marcación telefónica automática", "voz pregrabada o artificial",
		"lista de no llamar",
		"tarifas por mensajes y datos",
		"no es una condición",
		"puedo revocarlo en cualquier momento por cualquier medio razonable",
		"“Enviar”",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the Spanish consent lacks %q", want)
		}
	}
	// Brand names stay as they are: a setting that is not "A and B" is
	// named exactly.
	for _, brands := range []string{"Smith and Jones and Claim Connect", "One Brand", "A & B"} {
		if got := SpanishConsent("Brand X", brands); !strings.Contains(got, "de Brand X, "+brands+", así como") {
			t.Errorf("brands %q: %s", brands, got)
		}
	}
	if !strings.Contains(site.ConsentText(), site.Brand+", "+site.ConsentBrands) {
		t.Error("the English consent no longer names the brands as the Spanish does: revisit SpanishConsentText")
	}
}

// checkSpanishText: no mark of a half-done translation, no doubled space.
func checkSpanishText(t *testing.T, what string, texts ...string) {
	t.Helper()
	for _, s := range texts {
		if !utf8.ValidString(s) {
			t.Errorf("%s: not UTF-8", what)
		}
		for _, bad := range []string{"TODO", "XXX", "  "} {
			if strings.Contains(s, bad) {
				t.Errorf("%s: contains %q", what, bad)
			}
		}
	}
}

// TestSpanishStateLaws: a Spanish page for each of the 51, with the
// state's Spanish name, the fact markers of its English page in the same
// order (where the admin's sanitizer keeps them: it leaves the whole
// description as it is), within the limits, and its facts left to the
// data as on the English page.
func TestSpanishStateLaws(t *testing.T) {
	if len(SpanishStateLaws) != 51 || len(StateLaws) != 51 {
		t.Fatalf("%d Spanish state-law pages, %d English, want 51", len(SpanishStateLaws), len(StateLaws))
	}
	names := map[string]string{
		"DC": "Distrito de Columbia", "NC": "Carolina del Norte", "SC": "Carolina del Sur", "ND": "Dakota del Norte",
		"SD": "Dakota del Sur", "NM": "Nuevo México", "NY": "Nueva York", "NJ": "Nueva Jersey", "NH": "Nuevo Hampshire",
		"PA": "Pensilvania", "LA": "Luisiana", "MS": "Misisipi", "MO": "Misuri", "WV": "Virginia Occidental",
		"HI": "Hawái", "MI": "Míchigan", "OR": "Oregón", "TX": "Texas", "CA": "California", "FL": "Florida",
	}
	marker := regexp.MustCompile(`<div data-fact="([a-z-]+)"></div>`)
	seen := map[string]bool{}
	for _, en := range StateLaws {
		es, ok := SpanishStateLaws[en.Code]
		if !ok {
			t.Errorf("%s: no Spanish page", en.Code)
			continue
		}
		if want, ok := names[en.Code]; ok && es.Name != want {
			t.Errorf("%s: Spanish name %q, want %q", en.Code, es.Name, want)
		}
		if seen[es.Name] {
			t.Errorf("%s: Spanish name %q used twice", en.Code, es.Name)
		}
		seen[es.Name] = true
		checkMax(t, en.Code, "name", es.Name, maxStateName)
		checkMax(t, en.Code, "title", es.Title, maxTitle)
		checkMax(t, en.Code, "description", es.Description, maxStateDescription)
		checkSpanishSEO(t, "es "+en.Code, es.SEOTitle, es.SEODescription, es.SEOKeywords)
		checkSpanishText(t, "es "+en.Code, es.Name, es.Title, es.Description, es.SEOTitle, es.SEODescription, es.SEOKeywords)
		for field, v := range map[string]string{"title": es.Title, "SEO title": es.SEOTitle, "SEO description": es.SEODescription, "description": es.Description} {
			if !strings.Contains(v, es.Name) {
				t.Errorf("%s: the Spanish %s does not name %q", en.Code, field, es.Name)
			}
		}

		var enKinds, esKinds []string
		for _, m := range marker.FindAllStringSubmatch(en.Description, -1) {
			enKinds = append(enKinds, m[1])
		}
		for _, m := range marker.FindAllStringSubmatch(es.Description, -1) {
			esKinds = append(esKinds, m[1])
		}
		if got, want := strings.Join(esKinds, " "), strings.Join(enKinds, " "); got != want || len(esKinds) != 3 {
			t.Errorf("%s: Spanish markers %q, English %q", en.Code, got, want)
		}
		if got := richtext.SanitizeStatePage(es.Description); got != es.Description {
			t.Errorf("%s: the sanitizer changes the Spanish description:\n%s\nto\n%s", en.Code, es.Description, got)
		}
		if err := checkHTML(es.Description); err != nil {
			t.Errorf("%s: Spanish description HTML: %v", en.Code, err)
		}
		// The same sections, in the same order, as the English page.
		d := es.Description
		order := []string{"<h2>Plazo para presentar una demanda</h2>", `<div data-fact="statute">`, "<h2>Si usted tuvo parte de la culpa</h2>",
			`<div data-fact="fault`, `<div data-fact="no-fault">`, "<h2>Qué hacer después de un accidente ", "no asesoría legal"}
		at := 0
		for _, want := range order {
			i := strings.Index(d[at:], want)
			if i < 0 {
				t.Errorf("%s: the Spanish description lacks %q after byte %d", en.Code, want, at)
				break
			}
			at += i + len(want)
		}
		// The facts are the data's: the prose states neither the period nor
		// the rule in the catalogue's words, nor that a claimant recovers
		// nothing (Michigan's own words say what they do recover).
		for _, stated := range []string{"plazo general de prescripción", "sigue la regla de", "siguen la regla de", "sistema de seguro de auto sin culpa", "no recibe nada", "no recibiría nada", "a partir de la fecha de la lesión ("} {
			if strings.Contains(d, stated) {
				t.Errorf("%s: the Spanish description says %q", en.Code, stated)
			}
		}
		if got := strings.Contains(d, "dolor y sufrimiento"); en.NoFault && !got {
			t.Errorf("%s: no-fault state without its threshold in Spanish", en.Code)
		}
		if strings.Contains(en.Description, "(PIP) claim can start") != strings.Contains(d, "reclamo de protección contra lesiones personales (PIP)") {
			t.Errorf("%s: the Spanish steps differ from the English on no-fault", en.Code)
		}
	}
}

// TestSpanishStateNotes: a state has in Spanish exactly the notes it has
// in English, with the same figures, dates and statute citations.
func TestSpanishStateNotes(t *testing.T) {
	figures := regexp.MustCompile(`\$?\d[\d,]*%?`)
	citations := regexp.MustCompile(`\(([^()]*§[^()]*)\)`)
	codes := map[string]bool{}
	for _, f := range stateList {
		codes[f.Code] = true
		es := spanishStateNotes[f.Code]
		for _, p := range []struct{ field, en, es string }{
			{"Note", f.Note, es.Note}, {"SOLNote", f.SOLNote, es.SOLNote}, {"FaultNote", f.FaultNote, es.FaultNote},
			{"OverBar", f.OverBar, es.OverBar}, {"OverBarExample", f.OverBarExample, es.OverBarExample}, {"NoFaultNote", f.NoFaultNote, es.NoFaultNote},
		} {
			if (p.en == "") != (p.es == "") {
				t.Errorf("%s: %s in English %q, in Spanish %q", f.Code, p.field, p.en, p.es)
				continue
			}
			for _, n := range figures.FindAllString(p.en, -1) {
				if !strings.Contains(p.es, strings.TrimRight(n, ",")) {
					t.Errorf("%s: %s: the English says %s, the Spanish does not", f.Code, p.field, n)
				}
			}
			for _, c := range citations.FindAllStringSubmatch(p.en, -1) {
				if !strings.Contains(p.es, c[1]) {
					t.Errorf("%s: %s: the citation %q is not in the Spanish", f.Code, p.field, c[1])
				}
			}
		}
	}
	for code := range spanishStateNotes {
		if !codes[code] {
			t.Errorf("Spanish notes for %q, no such state", code)
		}
	}
	for code := range spanishStateNames {
		if !codes[code] {
			t.Errorf("Spanish name for %q, no such state", code)
		}
	}
}
