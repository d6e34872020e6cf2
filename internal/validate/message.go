package validate

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"claimsite/internal/locale"
)

// A Message is one thing wrong with a field of a visitor's form (issue 25,
// decision 071): a message of package locale's catalogues by id, with its
// data. Its words exist only in the catalogues, English included, so a
// message a visitor may read cannot be added without a translation: there
// is no way to put free text in Messages, and the catalogues' parity test
// fails when a key has one language only. A data value that is itself a
// Message (a field's label) is written in the same language first.
type Message struct {
	ID   string
	Data map[string]any
}

// Messages maps a field name to what is wrong with it, as Errors does, by
// catalogue message: the field errors of the public visitor routes, written
// in the request's language where the answer is made (httpapi's invalidIn).
// Admin routes keep Errors, in English.
type Messages map[string][]Message

// Add records message id, with data, for field.
func (m Messages) Add(field, id string, data map[string]any) {
	m[field] = append(m[field], Message{ID: id, Data: data})
}

// Has reports whether field already has a message.
func (m Messages) Has(field string) bool { return len(m[field]) > 0 }

// Any reports whether anything was recorded.
func (m Messages) Any() bool { return len(m) > 0 }

// Merge adds every message of other.
func (m Messages) Merge(other Messages) {
	for field, msgs := range other {
		m[field] = append(m[field], msgs...)
	}
}

// Label is the label message id: a field's name in a sentence ("first
// name", "nombre").
func Label(id string) Message { return Message{ID: id} }

// Required records "The {label} field is required." when value is blank;
// label is the catalogue id of the field's name.
func (m Messages) Required(field, label, value string) bool {
	if strings.TrimSpace(value) == "" {
		m.Add(field, "field.required", map[string]any{"Label": Label(label)})
		return false
	}
	return true
}

// MaxLength records an error when value is longer than n characters.
func (m Messages) MaxLength(field, label, value string, n int) {
	if utf8.RuneCountInString(value) > n {
		m.Add(field, "field.max_length", map[string]any{"Label": Label(label), "Max": n})
	}
}

// Email records an error unless value is one plain e-mail address.
func (m Messages) Email(field, value string) {
	if !IsEmail(value) {
		m.Add(field, "field.email", nil)
	}
}

// Text is message in lang, or an error when the catalogue of lang lacks
// it (or a label it names).
func (msg Message) Text(lang string) (string, error) {
	data := make(map[string]any, len(msg.Data))
	for k, v := range msg.Data {
		if inner, ok := v.(Message); ok {
			s, err := inner.Text(lang)
			if err != nil {
				return "", err
			}
			v = s
		}
		data[k] = v
	}
	return locale.T(lang, msg.ID, data)
}

// In writes the messages in lang as Errors, the shape of every 422. A
// message missing from the catalogues (a test catches it) is written as
// its id, never dropped.
func (m Messages) In(lang string) Errors {
	out := make(Errors, len(m))
	for _, field := range slices.Sorted(maps.Keys(m)) {
		for _, msg := range m[field] {
			s, err := msg.Text(lang)
			if err != nil {
				s = msg.ID
			}
			out.Add(field, s)
		}
	}
	return out
}

// English is In(English): what the admin routes that share a check with a
// public one report.
func (m Messages) English() Errors { return m.In(locale.English) }

// Summary is the message of a 422 in lang: the first field's first error
// (in name order), and how many more fields have errors.
func Summary(lang string, fields Errors) string {
	names := slices.Sorted(maps.Keys(fields))
	if len(names) == 0 {
		return locale.Must(lang, "field.invalid", nil)
	}
	first := fields[names[0]][0]
	n := len(names) - 1
	if n == 0 {
		return first
	}
	s, err := locale.N(lang, "field.more", n, map[string]any{"First": first})
	if err != nil {
		return first + " (and " + strconv.Itoa(n) + " more errors)"
	}
	return s
}

// Include adds msgs to e in English: an admin or account route that
// shares a visitor's check.
func (e Errors) Include(msgs Messages) {
	for field, texts := range msgs.English() {
		e[field] = append(e[field], texts...)
	}
}
