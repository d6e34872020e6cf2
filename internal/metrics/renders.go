package metrics

import "github.com/prometheus/client_golang/prometheus"

// RenderFallbacks exports claimsite_page_render_fallbacks_total: the
// public pages answered with the app's shell (rendered by the browser)
// because their client had spent its budget of server renders
// (render_ip), read from count at scrape time.
func (m *Metrics) RenderFallbacks(count func() uint64) {
	if m == nil {
		return
	}
	m.reg.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{
		Name: "claimsite_page_render_fallbacks_total",
		Help: "Public pages answered with the app's shell because their client had spent its budget of server renders (render_ip).",
	}, func() float64 { return float64(count()) }))
}
