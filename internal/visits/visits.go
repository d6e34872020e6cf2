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
	"unicode/utf8"

	"claimsite/internal/store"
)

// Direct is the source, medium and campaign of a visit that came with none.
const Direct = "(direct)"

// Other stands for the landing page, source, medium and campaign of views
// that arrived while the collector was full: they are still counted, under
// their day, route and device.
const Other = "(other)"

// Field lengths kept; longer values are cut.
const (
	MaxPath  = 300
	MaxValue = 100
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

// Normalise makes a view's values fit the aggregates: paths without query
// or fragment, values lower-cased, trimmed and cut, and empty source,
// medium and campaign "(direct)".
func (v View) Normalise() View {
	if v.LandingPage != Other {
		v.LandingPage = landingPath(v.LandingPage)
	}
	if v.LandingPage == "" {
		v.LandingPage = "/"
	}
	v.Source = value(v.Source)
	v.Medium = value(v.Medium)
	v.Campaign = value(v.Campaign)
	return v
}

func value(s string) string {
	s = strings.TrimSpace(cut(strings.ToLower(s), MaxValue))
	if s == "" {
		return Direct
	}
	return s
}

// landingPath is p as an aggregate's landing page: PathOnly of its text
// without NUL or what is not UTF-8, cut to MaxPath.
func landingPath(p string) string {
	p = PathOnly(cut(p, len(p)))
	if len(p) > MaxPath {
		p = PathOnly(cut(p, MaxPath))
	}
	return p
}

// PathOnly is a landing page without query and fragment (they may carry
// click ids or e-mail addresses) and without scheme and host. Only a URL
// that starts with a scheme (or "//") has a host to drop: a path that
// holds "://" further on is a path.
func PathOnly(p string) string {
	p = strings.TrimSpace(p)
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = strings.TrimSpace(p[:i])
	}
	if rest, ok := afterScheme(p); ok {
		if j := strings.IndexByte(rest, '/'); j >= 0 {
			p = strings.TrimSpace(rest[j:])
		} else {
			p = "/"
		}
	}
	if p != "" && p[0] != '/' {
		p = "/" + p
	}
	// "//x" would be read as a host the next time: one slash.
	if strings.HasPrefix(p, "//") {
		p = "/" + strings.TrimLeft(p, "/")
	}
	return p
}

// afterScheme is what follows "scheme://" (or a leading "//") in p.
func afterScheme(p string) (string, bool) {
	if rest, ok := strings.CutPrefix(p, "//"); ok {
		return rest, true
	}
	i := strings.Index(p, "://")
	if i < 1 {
		return "", false
	}
	for k, r := range p[:i] {
		letter := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'
		if !letter && (k == 0 || !(r >= '0' && r <= '9' || r == '+' || r == '-' || r == '.')) {
			return "", false
		}
	}
	return p[i+3:], true
}

// cut shortens s to at most n bytes, on a character boundary, and drops
// what is not UTF-8 and NUL characters (PostgreSQL refuses both, and with
// them the whole batch of views).
func cut(s string, n int) string {
	s = strings.ReplaceAll(strings.ToValidUTF8(s, ""), "\x00", "")
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
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
