package config

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeListsEverySetting keeps the README's configuration table true:
// every variable the server reads is documented with its default.
func TestReadmeListsEverySetting(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range Settings {
		row := "| `" + s.Env + "` | `--" + s.Flag + "` | "
		i := strings.Index(string(readme), row)
		if i < 0 {
			t.Errorf("README has no row for %s (--%s)", s.Env, s.Flag)
			continue
		}
		line, _, _ := strings.Cut(string(readme[i:]), "\n")
		if s.Default != "" && !strings.Contains(line, "`"+s.Default+"`") {
			t.Errorf("README row for %s: got %q, want default %q", s.Env, line, s.Default)
		}
	}
}
