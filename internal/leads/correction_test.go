package leads

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

func TestCorrectionCheck(t *testing.T) {
	str := func(s string) *string { return &s }
	for _, c := range []struct {
		name      string
		form      string
		in        Correction
		want      Correction
		errFields []string
	}{
		{"nothing", FormConsultation, Correction{}, Correction{}, nil},
		{"names, e-mail and phone as intake stores them", FormConsultation,
			Correction{FirstName: str("  Janet "), LastName: str("Doe-Smith"), Email: str(" Janet@Example.COM "), Phone: str(" 5559876543 "), ZipCode: str("90210-1234")},
			Correction{FirstName: str("Janet"), LastName: str("Doe-Smith"), Email: str("janet@example.com"), Phone: str("5559876543"), ZipCode: str("90210-1234")}, nil},
		{"state-law name, ZIP code may be emptied", FormStateLaw,
			Correction{Name: str(" Bob Stone "), ZipCode: str("")}, Correction{Name: str("Bob Stone"), ZipCode: str("")}, nil},
		{"blank required fields", FormConsultation,
			Correction{FirstName: str(" "), LastName: str(""), Email: str(""), Phone: str(""), ZipCode: str("")}, Correction{},
			[]string{"first_name", "last_name", "email", "phone", "zip_code"}},
		{"state-law name required", FormStateLaw, Correction{Name: str("")}, Correction{}, []string{"name"}},
		{"the same formats as the forms", FormConsultation,
			Correction{Email: str("not-an-address"), Phone: str("555-123-4567"), ZipCode: str("9021")}, Correction{},
			[]string{"email", "phone", "zip_code"}},
		{"the same lengths as the forms", FormConsultation,
			Correction{FirstName: str(strings.Repeat("a", 101))}, Correction{}, []string{"first_name"}},
		{"the other form's names", FormConsultation, Correction{Name: str("Jane Doe")}, Correction{}, []string{"name"}},
		{"the other form's names, state-law", FormStateLaw,
			Correction{FirstName: str("Bob"), LastName: str("Stone")}, Correction{}, []string{"first_name", "last_name"}},
	} {
		got, errs := c.in.Check(c.form)
		if fields := slices.Sorted(maps.Keys(errs)); !slices.Equal(fields, slices.Sorted(slices.Values(c.errFields))) {
			t.Errorf("%s: error fields %v, want %v (%v)", c.name, fields, c.errFields, errs)
			continue
		}
		if len(c.errFields) > 0 {
			continue
		}
		for _, f := range []struct {
			name      string
			got, want *string
		}{
			{"first_name", got.FirstName, c.want.FirstName}, {"last_name", got.LastName, c.want.LastName}, {"name", got.Name, c.want.Name},
			{"email", got.Email, c.want.Email}, {"phone", got.Phone, c.want.Phone}, {"zip_code", got.ZipCode, c.want.ZipCode},
		} {
			if (f.got == nil) != (f.want == nil) || (f.got != nil && *f.got != *f.want) {
				t.Errorf("%s: %s got %v, want %v", c.name, f.name, deref(f.got), deref(f.want))
			}
		}
	}
}

func deref(p *string) any {
	if p == nil {
		return nil
	}
	return *p
}
