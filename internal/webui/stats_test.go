package webui

import (
	"testing"

	"claimsite/internal/content"
)

// TestPageCacheStats: a page served from the cache is a hit; a render, and
// a cached page of older content versions, are misses.
func TestPageCacheStats(t *testing.T) {
	s := newRenderSite(t)
	get := func(path string) {
		t.Helper()
		if w := serve(t, s.h, "GET", path); w.Code != 200 {
			t.Fatalf("GET %s: %d", path, w.Code)
		}
	}
	get("/Faqs")     // miss: rendered
	get("/Faqs")     // hit
	get("/faqs?x=1") // hit: the same canonical page
	s.bump(content.Posts)
	get("/Faqs") // miss: kept, but of older versions
	get("/Faqs") // hit
	if hits, misses := s.h.PageCacheStats(); hits != 3 || misses != 2 {
		t.Errorf("page cache: %d hits, %d misses; want 3 and 2", hits, misses)
	}
}
