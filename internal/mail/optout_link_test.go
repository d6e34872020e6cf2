package mail

import (
	"io/fs"
	"strings"
	"testing"
)

// TestEveryMailLinksToOptOut: whatever it is about, every mail the product
// sends tells the reader where to withdraw their consent, in both bodies.
func TestEveryMailLinksToOptOut(t *testing.T) {
	c := testComposer(t)
	names, err := fs.Glob(files, "templates/*.subject.txt")
	if err != nil || len(names) == 0 {
		t.Fatalf("templates: %v %v", names, err)
	}
	for _, path := range names {
		name := strings.TrimSuffix(strings.TrimPrefix(path, "templates/"), ".subject.txt")
		m, err := c.Compose(name, "someone@example.com", map[string]any{})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		const link = "https://claims.example/opt-out"
		if !strings.Contains(m.Text, link) {
			t.Errorf("%s: the text body has no %s", name, link)
		}
		if !strings.Contains(m.HTML, `href="`+link+`"`) {
			t.Errorf("%s: the HTML body has no link to %s", name, link)
		}
	}
}
