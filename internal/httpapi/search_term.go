package httpapi

import "claimsite/internal/validate"

// maxSearchTerm bounds the search box (?q=) of the admin lists and the
// lead export. SQLite refuses a LIKE pattern over 50,000 bytes, which was
// a 500 (found by the HTTP sweep of make verify); nobody searches for more
// than a name, an e-mail address or a phone number.
const maxSearchTerm = 200

// checkSearchTerm records a 422 on "q" when term is longer than
// maxSearchTerm characters.
func checkSearchTerm(errs validate.Errors, term string) {
	errs.MaxLength("q", "search", term, maxSearchTerm)
}
