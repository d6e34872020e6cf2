// Package visits counts public page views as daily aggregates, without
// cookies and without keeping anything that names a visitor: the beacon's
// fields are normalised, the user agent is reduced to a device class and
// dropped, and views are summed in memory and written about once a second.
package visits

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"time"

	"claimsite/internal/attribution"
	"claimsite/internal/store"
)

// Direct and Other are attribution.Direct and attribution.Other: what an
// empty source, medium or campaign, and a landing page the site does not
// have (or a view counted while the collector was full), are counted as.
const (
	Direct = attribution.Direct
	Other  = attribution.Other
)

// View is one counted page view, normalised.
type View struct {
	Route       string
	LandingPage string
	Source      string
	Medium      string
	Campaign    string
	Device      string
	Entry       bool
}

// Normalise puts a view's attribution in the form visits and leads are
// compared in (package attribution): the landing page as the public page
// it is on (Other when none), source, medium and campaign lower-cased,
// trimmed and cut, Direct when empty.
func (v View) Normalise(pages attribution.Pages) View {
	v.LandingPage = attribution.LandingPage(v.LandingPage, pages)
	v.Source = attribution.Value(v.Source)
	v.Medium = attribution.Value(v.Medium)
	v.Campaign = attribution.Value(v.Campaign)
	return v
}

// Device is the device class of a user agent: tablet, mobile or desktop.
func Device(ua string) string {
	l := strings.ToLower(ua)
	switch {
	case strings.Contains(l, "ipad"), strings.Contains(l, "tablet"),
		strings.Contains(l, "android") && !strings.Contains(l, "mobile"),
		strings.Contains(l, "kindle"), strings.Contains(l, "silk/"):
		return "tablet"
	case strings.Contains(l, "mobi"), strings.Contains(l, "iphone"), strings.Contains(l, "ipod"),
		strings.Contains(l, "android"), strings.Contains(l, "windows phone"):
		return "mobile"
	}
	return "desktop"
}

// botMarks are lower-case pieces of the user agents of crawlers, link
// previewers, monitors and headless browsers.
var botMarks = []string{
	"bot", "crawl", "spider", "slurp", "headless", "lighthouse", "pagespeed",
	"chrome-lighthouse", "gtmetrix", "pingdom", "uptime", "monitor", "preview",
	"facebookexternalhit", "embedly", "curl/", "wget/", "python-", "go-http-client",
	"java/", "okhttp", "axios/", "node-fetch", "phantomjs", "puppeteer", "playwright",
	"selenium", "webdriver", "scrapy", "httpclient", "feedfetcher", "mediapartners-google",
	"adsbot", "apis-google", "google-inspectiontool", "bingpreview", "yandex", "baiduspider",
	"duckduckgo", "petalbot", "semrush", "ahrefs", "mj12", "dotbot", "applebot", "archive.org",
}

// IsBot says whether a user agent is a robot's, or missing (browsers
// always send one).
func IsBot(ua string) bool {
	if strings.TrimSpace(ua) == "" {
		return true
	}
	l := strings.ToLower(ua)
	for _, m := range botMarks {
		if strings.Contains(l, m) {
			return true
		}
	}
	return false
}

// key is one aggregate row.
type key struct {
	day, route, landing, source, medium, campaign, device string
}

type counts struct{ views, entries int64 }

// Collector sums views in memory and writes them to the store in batches.
// It holds at most MaxKeys distinct rows between two writes; views that
// would make more are counted under "(other)" values.
type Collector struct {
	write   func(context.Context, []store.VisitCount) error
	now     func() time.Time
	log     *slog.Logger
	maxKeys int

	mu      sync.Mutex
	pending map[key]*counts
	// flushMu makes flushes take turns, so two never write the same
	// counts or race at shutdown.
	flushMu sync.Mutex
}

// MaxKeys is how many distinct aggregate rows a collector holds between
// two writes (a few hundred bytes each).
const MaxKeys = 20_000

// NewCollector makes a collector that writes with write (Store.AddVisits)
// and dates views with now.
func NewCollector(write func(context.Context, []store.VisitCount) error, now func() time.Time, log *slog.Logger) *Collector {
	return &Collector{write: write, now: now, log: log, maxKeys: MaxKeys, pending: map[key]*counts{}}
}

// Add counts one view (already normalised).
func (c *Collector) Add(v View) {
	k := key{c.now().UTC().Format(time.DateOnly), v.Route, v.LandingPage, v.Source, v.Medium, v.Campaign, v.Device}
	c.mu.Lock()
	defer c.mu.Unlock()
	n, ok := c.pending[k]
	if !ok {
		if len(c.pending) >= c.maxKeys {
			k.landing, k.source, k.medium, k.campaign = Other, Other, Other, Other
			n = c.pending[k]
		}
		if n == nil {
			n = &counts{}
			c.pending[k] = n
		}
	}
	n.views++
	if v.Entry {
		n.entries++
	}
}

// Flush writes what was gathered since the last flush. When the write
// fails the counts go back to be written with the next batch.
func (c *Collector) Flush(ctx context.Context) error {
	c.flushMu.Lock()
	defer c.flushMu.Unlock()
	c.mu.Lock()
	batch := c.pending
	if len(batch) == 0 {
		c.mu.Unlock()
		return nil
	}
	c.pending = make(map[key]*counts, len(batch))
	c.mu.Unlock()

	rows := make([]store.VisitCount, 0, len(batch))
	for k, n := range batch {
		rows = append(rows, store.VisitCount{Day: k.day, Route: k.route, LandingPage: k.landing, Source: k.source,
			Medium: k.medium, Campaign: k.campaign, Device: k.device, Views: n.views, Entries: n.entries})
	}
	if err := c.write(ctx, rows); err != nil {
		c.mu.Lock()
		for k, n := range batch {
			if p, ok := c.pending[k]; ok {
				p.views += n.views
				p.entries += n.entries
			} else {
				c.pending[k] = n
			}
		}
		c.mu.Unlock()
		return err
	}
	return nil
}

// Interval is how often Run writes.
const Interval = time.Second

// Run writes the gathered views every Interval until ctx ends, then once
// more (views of requests that finished meanwhile): call it in its own
// goroutine and wait for it to return at shutdown, after the HTTP server
// stopped.
func (c *Collector) Run(ctx context.Context) {
	tick := time.NewTicker(Interval)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			if err := c.Flush(ctx); err != nil && ctx.Err() == nil {
				c.log.Error("write visit counts", "err", err)
			}
		case <-ctx.Done():
			final, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
			defer cancel()
			if err := c.Flush(final); err != nil {
				c.log.Error("write visit counts at shutdown", "err", err)
			}
			return
		}
	}
}
