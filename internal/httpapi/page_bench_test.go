package httpapi

import (
	"encoding/json"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"testing"

	"claimsite/internal/config"
	"claimsite/internal/content"
	"claimsite/internal/experiments"
	"claimsite/internal/media"
	"claimsite/internal/reqlog"
	"claimsite/internal/seed"
	"claimsite/internal/ssr"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
	"claimsite/internal/webui"
	"claimsite/web"
)

// discardWriter is the least a ResponseWriter can be: what net/http's own
// costs per answer are is not ours to measure here.
type discardWriter struct {
	header http.Header
	status int
}

func (w *discardWriter) Header() http.Header         { return w.header }
func (w *discardWriter) Write(b []byte) (int, error) { return len(b), nil }
func (w *discardWriter) WriteHeader(status int)      { w.status = status }

// BenchmarkRenderedPage is what the server does for a rendered page already
// in the cache (make bench's GET /service-detail/1) past net/http: the
// middleware, the access log line (JSON, discarded; at level WARN, none),
// the page cache and the compressed answer. The line goes through slog,
// is written directly (UseAccessLog, as the binary does), or is not made.
func BenchmarkRenderedPage(b *testing.B) {
	for _, c := range []struct {
		name   string
		level  slog.Level
		direct bool
	}{{"log=slog", slog.LevelInfo, false}, {"log=direct", slog.LevelInfo, true}, {"log=none", slog.LevelWarn, false}} {
		b.Run(c.name, func(b *testing.B) { benchmarkRenderedPage(b, c.level, c.direct, false) })
	}
	// With an experiment running on the page (issue 24): the visitor-day
	// key and the assignment on every request; the page's exposure is
	// written once, then remembered.
	b.Run("log=direct/experiment", func(b *testing.B) { benchmarkRenderedPage(b, slog.LevelInfo, true, true) })
}

func benchmarkRenderedPage(b *testing.B, level slog.Level, direct, experiment bool) {
	cfg, err := config.Load(nil)
	if err != nil {
		b.Fatal(err)
	}
	st := storetest.Open(b, store.SQLite, seeded(cfg))
	images, _ := fs.Sub(seed.Images, "images")
	renderer, err := ssr.New(web.ServerBundle, 1)
	if err != nil {
		b.Fatal(err)
	}
	defer renderer.Close()
	log := slog.New(reqlog.Handler(slog.NewJSONHandler(io.Discard, &slog.HandlerOptions{Level: level})))
	app, err := webui.New(web.Dist(), webui.Options{Exists: RecordExists(st), Renderer: renderer, Versions: st.ContentVersions, Log: log})
	if err != nil {
		b.Fatal(err)
	}
	s := New(st, &media.Store{DB: st, Defaults: images}, nil, cfg, log, app)
	if direct {
		s.UseAccessLog(io.Discard)
	}
	h := s.Handler()
	if experiment {
		e := experiments.Experiment{Name: "Pop-up", Target: experiments.TargetPopup, TrafficPercent: 100, Variants: []experiments.Variant{
			{Name: "Control", Weight: 50, Value: json.RawMessage(`{"enabled": true, "delay_seconds": 3, "headline": "Claim now"}`)},
			{Name: "Later", Weight: 50, Value: json.RawMessage(`{"enabled": true, "delay_seconds": 9, "headline": "Claim now"}`)},
		}}
		e.Normalize()
		made, err := st.CreateExperiment(b.Context(), e, 0)
		if err == nil {
			_, err = st.StartExperiment(b.Context(), made.ID, 0.05, 0.01)
		}
		if err == nil {
			err = st.BumpContent(b.Context(), content.Experiments)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	req, _ := http.NewRequest("GET", "/service-detail/1", nil)
	req.RemoteAddr = "127.0.0.1:40000"
	req.Header.Set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36")
	req.Header.Set("Accept-Encoding", "gzip, deflate, br, zstd")
	serve := func() {
		w := &discardWriter{header: http.Header{}}
		h.ServeHTTP(w, req)
		if w.status != http.StatusOK {
			b.Fatalf("status %d", w.status)
		}
	}
	serve() // renders and caches
	b.ReportAllocs()
	for b.Loop() {
		serve()
	}
}
