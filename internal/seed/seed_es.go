package seed

// The Spanish (es-US) versions of the seeded content (issue 25). Each is
// looked up by the English record it translates, and holds the record's
// own fields, so the store can write it as the record's `es` object
// ({"title", "description", ...}):
//
//   - SpanishServices: by the English Service.Title;
//   - SpanishQuestions: by the English Question.Question;
//   - SpanishStateLaws: by the state's code (StateLaw.Code), built from
//     the same state facts as the English pages (states_es.go);
//   - SpanishSettings: by the setting's key (its JSON name in
//     internal/settings), the Spanish default of each text setting shown
//     to visitors;
//   - SpanishConsentText and SpanishConsent: the first Spanish consent
//     wording (consent_es.go).
//
// Every English record has its Spanish version (TestSpanishContent*).
// Spanish content is written for Spanish readers in the United States
// (usted, neutral Latin American Spanish): not word for word, but saying
// nothing the English does not, and promising nothing. Legal names and
// statute citations stay as they are.

// SpanishService is the Spanish version of a seeded Service. Description
// follows the English conventions: plain text, paragraphs separated by a
// blank line.
type SpanishService struct {
	Title          string
	Description    string
	SEOTitle       string
	SEODescription string
	SEOKeywords    string
}

// SpanishQuestion is the Spanish version of a seeded FAQ entry (the
// record's faq_question and answer); Answer is plain text.
type SpanishQuestion struct {
	Question string
	Answer   string
}

// SpanishStateLaw is the Spanish version of a seeded state-law page: the
// state's Spanish name ("Carolina del Norte"), the heading, the
// description (sanitized HTML with the same fact markers, in the same
// places, as the English page) and the SEO fields. The facts (sol_years,
// fault_rule, no_fault, citation) are the record's and have no Spanish
// version: the page writes their paragraphs in Spanish from the same data
// (web/src/lib/state-facts-es.tsx).
type SpanishStateLaw struct {
	Name           string
	Title          string
	Description    string
	SEOTitle       string
	SEODescription string
	SEOKeywords    string
}
