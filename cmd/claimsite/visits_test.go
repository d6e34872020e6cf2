package main

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"claimsite/internal/store"
)

// TestServeWritesVisitsAtShutdown sends page-view beacons and stops the
// server at once, before the collector's next write: the views are
// written on the way out, not lost.
func TestServeWritesVisitsAtShutdown(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	base, stop, done := startServe(t, dir, "--rate-limits", "off")
	for range 5 {
		req, _ := http.NewRequest("POST", base+"/api/visits", strings.NewReader(`{"path":"/faqs","landing_page":"/","source":"shutdown","entry":true}`))
		req.Header.Set("Content-Type", "text/plain;charset=UTF-8")
		req.Header.Set("Origin", base)
		req.Header.Set("User-Agent", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusNoContent {
			t.Fatalf("beacon: got %d, want 204", resp.StatusCode)
		}
	}
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}

	ctx := context.Background()
	st, err := store.Open(ctx, "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	day := time.Now().UTC().Format(time.DateOnly)
	rows, err := st.VisitDays(ctx, day, day)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0].Views != 5 || rows[0].Entries != 5 || rows[0].Route != "faqs" || rows[0].Source != "shutdown" {
		t.Errorf("after shutdown: %+v, want one faqs row of 5 views", rows)
	}
}
