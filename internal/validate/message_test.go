package validate

import (
	"strings"
	"testing"

	"claimsite/internal/locale"
)

// TestMessages: messages by catalogue id are written in the language
// asked, labels included; English is what Errors always said; the summary
// counts the other fields in the same language; Include gives an admin
// route the English.
func TestMessages(t *testing.T) {
	m := Messages{}
	if m.Any() || m.Has("first_name") {
		t.Fatal("new Messages")
	}
	if m.Required("first_name", "label.first_name", " \t") {
		t.Error("Required on blank: true")
	}
	if !m.Required("email", "label.email", "a@example.com") {
		t.Error("Required on a value: false")
	}
	m.MaxLength("last_name", "label.last_name", strings.Repeat("é", 101), 100)
	m.MaxLength("last_name", "label.last_name", strings.Repeat("é", 100), 100)
	m.Email("email", "jane@")
	if !m.Any() || !m.Has("first_name") || len(m["last_name"]) != 1 {
		t.Fatalf("messages: %+v", m)
	}
	for _, c := range []struct {
		lang    string
		want    map[string]string
		summary string
	}{
		{locale.English, map[string]string{
			"first_name": "The first name field is required.",
			"last_name":  "The last name may not be greater than 100 characters.",
			"email":      "The email must be a valid email address.",
		}, "The email must be a valid email address. (and 2 more errors)"},
		{locale.Spanish, map[string]string{
			"first_name": "El campo nombre es obligatorio.",
			"last_name":  "El campo apellido no puede tener más de 100 caracteres.",
			"email":      "El correo electrónico debe ser una dirección válida.",
		}, "El correo electrónico debe ser una dirección válida. (y 2 errores más)"},
	} {
		got := m.In(c.lang)
		for field, want := range c.want {
			if len(got[field]) != 1 || got[field][0] != want {
				t.Errorf("%s %s: %q, want %q", c.lang, field, got[field], want)
			}
		}
		if s := Summary(c.lang, got); s != c.summary {
			t.Errorf("%s summary: %q, want %q", c.lang, s, c.summary)
		}
	}
	// The English is Errors' own words, which admin routes keep.
	e := Errors{}
	e.Required("first_name", "first name", "")
	e.MaxLength("last_name", "last name", strings.Repeat("é", 101), 100)
	e.Email("email", "jane@")
	for field, want := range e {
		if got := m.English()[field]; len(got) != 1 || got[0] != want[0] {
			t.Errorf("%s: %q in English, Errors says %q", field, got, want)
		}
	}
	if s := Summary(locale.English, Errors{"a": {"One."}, "b": {"Two."}}); s != "One. (and 1 more error)" {
		t.Errorf("one more: %q", s)
	}
	if s := Summary(locale.Spanish, Errors{"a": {"Uno."}, "b": {"Dos."}}); s != "Uno. (y 1 error más)" {
		t.Errorf("one more in Spanish: %q", s)
	}
	if s := Summary(locale.English, Errors{}); s != "The given data was invalid." {
		t.Errorf("nothing: %q", s)
	}
	// A message missing from the catalogues is written as its id (the
	// catalogue tests keep the code's ids in both), never dropped.
	if got := (Messages{"x": {{ID: "no.such.message"}}}).In(locale.Spanish)["x"]; len(got) != 1 || got[0] != "no.such.message" {
		t.Errorf("missing message: %q", got)
	}
	if _, err := (Message{ID: "field.required", Data: map[string]any{"Label": Label("label.nothing")}}).Text(locale.English); err == nil {
		t.Error("a missing label is no error")
	}
	// Include: an admin route that shares a visitor's check answers its
	// messages in English, after its own.
	admin := Errors{"email": {"Taken."}}
	admin.Include(Messages{"email": {{ID: "field.email"}}, "phone": {{ID: "lead.phone"}}})
	if len(admin["email"]) != 2 || admin["email"][1] != "The email must be a valid email address." ||
		admin["phone"][0] != "Phone number must be exactly 10 digits and remove spaces" {
		t.Errorf("Include: %q", admin)
	}
}
