package httpapi

import "testing"

func TestFormText(t *testing.T) {
	f := &form{
		values:  map[string]string{"description": "  First line\r\nSecond line\r\n\r\nThird\n", "title": "Car Accident"},
		present: map[string]bool{"description": true, "title": true},
	}
	for _, c := range []struct{ field, start, want string }{
		{"description", "", "First line\nSecond line\n\nThird"},
		{"title", "", "Car Accident"},
		{"absent", "kept", "kept"},
	} {
		got := c.start
		f.text(c.field, &got)
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.field, got, c.want)
		}
	}
}
