package visits

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/store"
)

func TestNormalise(t *testing.T) {
	pages := func(p string) (string, bool) { return strings.ToLower(p), strings.EqualFold(p, "/faqs") }
	got := View{LandingPage: "https://claims.example/Faqs?gclid=abc#top", Source: "  Google ", Medium: "", Campaign: "Spring_Sale"}.Normalise(pages)
	if got.LandingPage != "/faqs" {
		t.Errorf("landing page: got %q", got.LandingPage)
	}
	if got.Source != "google" || got.Medium != Direct || got.Campaign != "spring_sale" {
		t.Errorf("source, medium, campaign: got %q, %q, %q", got.Source, got.Medium, got.Campaign)
	}
	if got := (View{LandingPage: "/nope"}).Normalise(pages); got.LandingPage != Other || got.Source != Direct || got.Campaign != Direct {
		t.Errorf("unknown page, no attribution: got %+v", got)
	}
}

func TestDevice(t *testing.T) {
	for ua, want := range map[string]string{
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1":      "mobile",
		"Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36":               "mobile",
		"Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1":                             "tablet",
		"Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36":                      "tablet",
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36": "desktop",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/121.0":                                   "desktop",
	} {
		if got := Device(ua); got != want {
			t.Errorf("Device(%q) = %q, want %q", ua, got, want)
		}
	}
}

func TestIsBot(t *testing.T) {
	for ua, want := range map[string]bool{
		"": true,
		"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)":                                                    true,
		"Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)":                                                     true,
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36":                   true,
		"Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse": true,
		"facebookexternalhit/1.1":                 true,
		"curl/8.5.0":                              true,
		"Mozilla/5.0 (compatible; AhrefsBot/7.0)": true,
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36": false,
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1":      false,
	} {
		if got := IsBot(ua); got != want {
			t.Errorf("IsBot(%q) = %v, want %v", ua, got, want)
		}
	}
}

// recorder is a store stand-in that keeps each batch written.
type recorder struct {
	mu      sync.Mutex
	batches [][]store.VisitCount
	fail    bool
}

func (r *recorder) write(_ context.Context, rows []store.VisitCount) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.fail {
		return errors.New("database down")
	}
	r.batches = append(r.batches, rows)
	return nil
}

func (r *recorder) totals() (views, entries int64, rows int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, b := range r.batches {
		for _, c := range b {
			views += c.Views
			entries += c.Entries
			rows++
		}
	}
	return views, entries, rows
}

var day = time.Date(2026, 11, 25, 23, 59, 0, 0, time.FixedZone("EST", -5*3600))

func newCollector(rec *recorder) *Collector {
	return NewCollector(rec.write, func() time.Time { return day }, slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// Many views from many goroutines become one write of a few summed rows.
func TestCollectorBatches(t *testing.T) {
	rec := &recorder{}
	c := newCollector(rec)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 250 {
				c.Add(View{Route: "home", LandingPage: "/", Source: []string{"google", Direct}[g%2], Medium: Direct, Campaign: Direct, Device: "desktop", Entry: i == 0})
			}
		}()
	}
	wg.Wait()
	if err := c.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(rec.batches) != 1 {
		t.Fatalf("writes: got %d, want 1", len(rec.batches))
	}
	views, entries, rows := rec.totals()
	if views != 2000 || entries != 8 || rows != 2 {
		t.Errorf("got %d views, %d entries in %d rows; want 2000, 8 in 2", views, entries, rows)
	}
	if got := rec.batches[0][0].Day; got != "2026-11-26" {
		t.Errorf("day: got %s, want the UTC date 2026-11-26", got)
	}
	// Nothing gathered: no write.
	if err := c.Flush(context.Background()); err != nil || len(rec.batches) != 1 {
		t.Errorf("empty flush wrote: %d batches, %v", len(rec.batches), err)
	}
}

// A failed write keeps the counts for the next one.
func TestCollectorKeepsCountsOnFailure(t *testing.T) {
	rec := &recorder{fail: true}
	c := newCollector(rec)
	v := View{Route: "home", LandingPage: "/", Source: Direct, Medium: Direct, Campaign: Direct, Device: "mobile", Entry: true}
	c.Add(v)
	if err := c.Flush(context.Background()); err == nil {
		t.Fatal("flush: want the write's error")
	}
	c.Add(v)
	rec.fail = false
	if err := c.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if views, entries, rows := rec.totals(); views != 2 || entries != 2 || rows != 1 {
		t.Errorf("got %d views, %d entries in %d rows; want 2, 2 in 1", views, entries, rows)
	}
}

// Past MaxKeys distinct rows, views still count, under "(other)".
func TestCollectorBoundsMemory(t *testing.T) {
	rec := &recorder{}
	c := newCollector(rec)
	c.maxKeys = 3
	for i := range 10 {
		c.Add(View{Route: "home", LandingPage: "/", Source: string(rune('a' + i)), Medium: Direct, Campaign: Direct, Device: "desktop"})
	}
	if len(c.pending) != 4 {
		t.Errorf("rows held: got %d, want 3 and one (other)", len(c.pending))
	}
	if err := c.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if views, _, _ := rec.totals(); views != 10 {
		t.Errorf("views: got %d, want 10", views)
	}
	for _, row := range rec.batches[0] {
		if row.Source == Other && (row.Views != 7 || row.LandingPage != Other) {
			t.Errorf("(other) row: %+v", row)
		}
	}
}

// Run writes about every second and once more when its context ends.
func TestCollectorRunFlushesAtShutdown(t *testing.T) {
	rec := &recorder{}
	c := newCollector(rec)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.Run(ctx)
	}()
	c.Add(View{Route: "home", LandingPage: "/", Source: Direct, Medium: Direct, Campaign: Direct, Device: "desktop"})
	cancel()
	<-done
	if views, _, _ := rec.totals(); views != 1 {
		t.Errorf("views written at shutdown: got %d, want 1", views)
	}
}
