// Package validate collects field errors the way the API reports them:
// a map from field name to messages, answered with status 422.
package validate

import (
	"net/mail"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Errors maps a field name to what is wrong with it.
type Errors map[string][]string

// Add records a message for field.
func (e Errors) Add(field, message string) { e[field] = append(e[field], message) }

// Has reports whether field already has an error, so checks can stop at
// the first problem of a field.
func (e Errors) Has(field string) bool { return len(e[field]) > 0 }

// Any reports whether anything was recorded.
func (e Errors) Any() bool { return len(e) > 0 }

// Required records "The {label} field is required." when value is blank.
func (e Errors) Required(field, label, value string) bool {
	if strings.TrimSpace(value) == "" {
		e.Add(field, "The "+label+" field is required.")
		return false
	}
	return true
}

// MaxLength records an error when value is longer than n characters.
func (e Errors) MaxLength(field, label, value string, n int) {
	if utf8.RuneCountInString(value) > n {
		e.Add(field, "The "+label+" may not be greater than "+strconv.Itoa(n)+" characters.")
	}
}

// Email records an error unless value is one plain e-mail address.
func (e Errors) Email(field, value string) {
	if !IsEmail(value) {
		e.Add(field, "The email must be a valid email address.")
	}
}

var emailDomain = regexp.MustCompile(`^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$`)

// IsEmail accepts a bare address (no display name) whose domain has a dot.
func IsEmail(value string) bool {
	if len(value) > 254 || strings.ContainsAny(value, " <>\"") {
		return false
	}
	addr, err := mail.ParseAddress(value)
	if err != nil || addr.Address != value {
		return false
	}
	at := strings.LastIndexByte(value, '@')
	return at > 0 && emailDomain.MatchString(value[at+1:])
}

// Clean trims s, removes NUL characters and replaces bytes that are not
// UTF-8 (request headers may carry them): no field needs either, and
// PostgreSQL refuses both in text (a 500 instead of a stored lead).
func Clean(s string) string {
	return strings.TrimSpace(strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "\x00", ""))
}

// Storable reports whether s can be used as text by both databases: valid
// UTF-8 without NUL characters. Query strings and path values are not
// checked by the JSON decoder, so they can be neither.
func Storable(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsRune(s, 0)
}

// Clip shortens s to at most n bytes without splitting a character.
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// NormalizeEmail is how e-mail addresses are compared and stored: trimmed
// and lower-case.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }
