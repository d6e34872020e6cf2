package store

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestSpanishSlugLookupIsAnIndexProbe checks SQLite's plan for finding a
// post by its Spanish slug (/es/blog/{slug}, PublishedBlogIn): a search of
// blogs_es_slug, not a scan of the posts.
func TestSpanishSlugLookupIsAnIndexProbe(t *testing.T) {
	s, err := Open(context.Background(), "", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rows, err := s.db.Query(`EXPLAIN QUERY PLAN SELECT `+blogs.columns+` FROM blogs WHERE `+langPrefix(Spanish)+`slug = ? AND `+publishedBlogs+` ORDER BY id`,
		"x", time.Now())
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	if got := strings.Join(plan, "; "); !strings.Contains(got, "USING INDEX blogs_es_slug (es_slug=?)") {
		t.Errorf("plan %q, want a search of blogs_es_slug", got)
	}
}
