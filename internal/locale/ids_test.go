package locale

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// messageID is how the code names a catalogue message: a family prefix
// and a dotted name. A literal ending in a dot is the start of ids made
// with a code ("state.name." + "TX").
var messageID = regexp.MustCompile(`^(answer|field|label|lead|evaluation|opt_out|privacy_request|deadline|state)\.[a-z0-9_.A-Z]*$`)

// TestCodeIDsInCatalogues (decision 071): every catalogue id the server's
// code names (the visitors' field errors, the answers, the evaluation's
// notes) is a message of both catalogues, so a visitor-facing message can
// only be added with its Spanish: TestCatalogs holds the two catalogues to
// the same keys, and this holds the code to them.
func TestCodeIDsInCatalogues(t *testing.T) {
	en, es := catalog(t, English), catalog(t, Spanish)
	found := 0
	for _, dir := range []string{"../validate", "../leads", "../qualification", "../httpapi"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: %v", dir, err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			file, err := parser.ParseFile(token.NewFileSet(), f, src, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(file, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				id, err := strconv.Unquote(lit.Value)
				if err != nil || !messageID.MatchString(id) {
					return true
				}
				found++
				for lang, m := range map[string]map[string]any{English: en, Spanish: es} {
					if strings.HasSuffix(id, ".") {
						if !hasPrefix(m, id) {
							t.Errorf("%s: no %s message starts with %q", f, lang, id)
						}
					} else if _, ok := m[id]; !ok {
						t.Errorf("%s: %q is not in the %s catalogue", f, id, lang)
					}
				}
				return true
			})
		}
	}
	t.Logf("%d message ids named in the code", found)
	if found < 50 {
		t.Errorf("only %d message ids found in the code: is the pattern still right?", found)
	}
}

func hasPrefix(m map[string]any, prefix string) bool {
	for id := range m {
		if strings.HasPrefix(id, prefix) {
			return true
		}
	}
	return false
}
