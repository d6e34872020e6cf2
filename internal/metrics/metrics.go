// Package metrics is what claimsite tells Prometheus: requests by route,
// leads, the outbox, request limits, caches, the database pools and the Go
// runtime. Everything lives in one registry of its own (never the global
// default), served by Handler on the operator's private listener
// (CLAIMSITE_METRICS_ADDR).
//
// Label values are bounded: a route is its pattern, never the path; a lead
// reason, an outbox kind or a limit rule is one of a fixed few. A nil
// *Metrics records nothing, so code paths need no checks of their own.
package metrics

import (
	"context"
	"database/sql"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"claimsite/internal/store"
)

// Lead results and reasons (claimsite_leads_total).
const (
	LeadAccepted = "accepted"
	LeadRefused  = "refused"

	// Accepted: a new lead was stored; or an Idempotency-Key replay was
	// answered with the lead it made before.
	ReasonStored   = "stored"
	ReasonReplayed = "replayed"
	// Refused: malformed body, invalid fields, a request limit, a filled
	// honeypot (answered like a lead, nothing stored) or a server error.
	ReasonMalformed   = "malformed"
	ReasonValidation  = "validation"
	ReasonRateLimited = "rate_limited"
	ReasonHoneypot    = "honeypot"
	ReasonError       = "error"
)

var leadReasons = map[string][]string{
	LeadAccepted: {ReasonStored, ReasonReplayed},
	LeadRefused:  {ReasonMalformed, ReasonValidation, ReasonRateLimited, ReasonHoneypot, ReasonError},
}

// Outbox attempt outcomes (claimsite_outbox_attempts_total): the final
// statuses of store.Outbox* and "retry" for an attempt that failed and
// will be tried again.
var outboxOutcomes = []string{store.OutboxSent, store.OutboxLogged, "retry", store.OutboxFailed, store.OutboxDead}

// Metrics holds claimsite's collectors.
type Metrics struct {
	reg      *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	leads    *prometheus.CounterVec
	routing  *prometheus.CounterVec
	outbox   *prometheus.CounterVec
	limited  *prometheus.CounterVec
}

// New makes the registry with the Go runtime and process collectors.
func New() *Metrics {
	m := &Metrics{
		reg: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "claimsite_http_requests_total",
			Help: "HTTP requests answered, by route pattern and status code.",
		}, []string{"route", "code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "claimsite_http_request_duration_seconds",
			Help: "Time to answer HTTP requests, by route pattern.",
			// From a cached page (well under a millisecond) to a slow
			// export.
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route"}),
		leads: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "claimsite_leads_total",
			Help: "Lead submissions (POST /api/contact), by result (accepted, refused) and reason.",
		}, []string{"result", "reason"}),
		routing: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "claimsite_lead_routing_total",
			Help: "New leads by routing outcome (routed, unrouted, duplicate, suppressed).",
		}, []string{"outcome"}),
		outbox: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "claimsite_outbox_attempts_total",
			Help: "Outbox attempts (mail, delivery, partner_notice, ...) by kind and outcome (sent, logged, retry, failed, dead).",
		}, []string{"kind", "outcome"}),
		limited: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "claimsite_rate_limit_refusals_total",
			Help: "Requests refused with 429 by a request limit, by rule.",
		}, []string{"rule"}),
	}
	m.reg.MustRegister(m.requests, m.duration, m.leads, m.routing, m.outbox, m.limited,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		collectors.NewBuildInfoCollector())
	// Series that exist from the start read 0 instead of being absent,
	// so rate() and alerts work before the first event.
	for result, reasons := range leadReasons {
		for _, reason := range reasons {
			m.leads.WithLabelValues(result, reason)
		}
	}
	return m
}

// Registry is the registry every collector is in (for tests and for
// collectors of other packages).
func (m *Metrics) Registry() *prometheus.Registry { return m.reg }

// Handler serves the registry in the Prometheus text format. Errors of
// one collector (a database that did not answer) leave its metrics out of
// that scrape instead of failing it.
func (m *Metrics) Handler(log *slog.Logger) http.Handler {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{
		ErrorLog:            slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		ErrorHandling:       promhttp.ContinueOnError,
		MaxRequestsInFlight: 4,
		Timeout:             10 * time.Second,
	})
}

// Lead counts one lead submission.
func (m *Metrics) Lead(result, reason string) {
	if m == nil {
		return
	}
	m.leads.WithLabelValues(result, reason).Inc()
}

// Routed counts a new lead's routing outcome.
func (m *Metrics) Routed(outcome string) {
	if m == nil {
		return
	}
	m.routing.WithLabelValues(outcome).Inc()
}

// OutboxAttempt counts one outbox attempt of kind with its outcome.
func (m *Metrics) OutboxAttempt(kind, outcome string) {
	if m == nil {
		return
	}
	m.outbox.WithLabelValues(kind, outcome).Inc()
}

// OutboxKinds makes the series of kinds exist at 0 from the start.
func (m *Metrics) OutboxKinds(kinds ...string) {
	if m == nil {
		return
	}
	for _, k := range kinds {
		for _, o := range outboxOutcomes {
			m.outbox.WithLabelValues(k, o)
		}
	}
}

// RateLimited counts a request refused by rule.
func (m *Metrics) RateLimited(rule string) {
	if m == nil {
		return
	}
	m.limited.WithLabelValues(rule).Inc()
}

// RateLimitRules makes the series of rules exist at 0 from the start.
func (m *Metrics) RateLimitRules(rules ...string) {
	if m == nil {
		return
	}
	for _, r := range rules {
		m.limited.WithLabelValues(r)
	}
}

// Cache exports the hit and miss counts of the cache name, read at
// scrape time from stats (claimsite_cache_requests_total{cache,result};
// the hit ratio is hits over both).
func (m *Metrics) Cache(name string, stats func() (hits, misses uint64)) {
	if m == nil {
		return
	}
	desc := prometheus.NewDesc("claimsite_cache_requests_total",
		"Cache look-ups by cache (answers: public API answers; pages: server-rendered pages) and result (hit, miss).",
		[]string{"result"}, prometheus.Labels{"cache": name})
	m.reg.MustRegister(collectorFunc{func(ch chan<- prometheus.Metric) {
		hits, misses := stats()
		ch <- prometheus.MustNewConstMetric(desc, prometheus.CounterValue, float64(hits), "hit")
		ch <- prometheus.MustNewConstMetric(desc, prometheus.CounterValue, float64(misses), "miss")
	}, []*prometheus.Desc{desc}})
}

// DB exports the statistics of the database pools (go_sql_* with
// db_name claimsite_<pool name>).
func (m *Metrics) DB(pools map[string]*sql.DB) {
	if m == nil {
		return
	}
	for name, db := range pools {
		m.reg.MustRegister(collectors.NewDBStatsCollector(db, "claimsite_"+name))
	}
}

// Outbox exports the outbox backlog, read from backlog at scrape time
// with timeout: claimsite_outbox_pending, claimsite_outbox_due and
// claimsite_outbox_oldest_age_seconds, by kind. A kind with nothing
// pending reads 0. A failed read leaves them out of the scrape and sets
// claimsite_outbox_backlog_up to 0.
func (m *Metrics) Outbox(kinds []string, timeout time.Duration, now func() time.Time, backlog func(context.Context) ([]store.OutboxBacklog, error)) {
	if m == nil {
		return
	}
	pending := prometheus.NewDesc("claimsite_outbox_pending", "Outbox items not yet sent, failed or dead, by kind.", []string{"kind"}, nil)
	due := prometheus.NewDesc("claimsite_outbox_due", "Pending outbox items whose next attempt is due now (waiting for a worker), by kind.", []string{"kind"}, nil)
	oldest := prometheus.NewDesc("claimsite_outbox_oldest_age_seconds", "Age of the oldest pending outbox item, by kind (0: none pending).", []string{"kind"}, nil)
	up := prometheus.NewDesc("claimsite_outbox_backlog_up", "1 when the outbox backlog could be read at this scrape.", nil, nil)
	m.reg.MustRegister(collectorFunc{func(ch chan<- prometheus.Metric) {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		list, err := backlog(ctx)
		if err != nil {
			ch <- prometheus.MustNewConstMetric(up, prometheus.GaugeValue, 0)
			return
		}
		ch <- prometheus.MustNewConstMetric(up, prometheus.GaugeValue, 1)
		byKind := map[string]store.OutboxBacklog{}
		for _, k := range kinds {
			byKind[k] = store.OutboxBacklog{Kind: k}
		}
		for _, b := range list {
			byKind[b.Kind] = b
		}
		t := now()
		for kind, b := range byKind {
			age := 0.0
			if b.Pending > 0 {
				age = max(0, t.Sub(b.Oldest).Seconds())
			}
			ch <- prometheus.MustNewConstMetric(pending, prometheus.GaugeValue, float64(b.Pending), kind)
			ch <- prometheus.MustNewConstMetric(due, prometheus.GaugeValue, float64(b.Due), kind)
			ch <- prometheus.MustNewConstMetric(oldest, prometheus.GaugeValue, age, kind)
		}
	}, []*prometheus.Desc{pending, due, oldest, up}})
}

// collectorFunc is a collector whose metrics are made at scrape time.
type collectorFunc struct {
	collect func(chan<- prometheus.Metric)
	descs   []*prometheus.Desc
}

func (c collectorFunc) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range c.descs {
		ch <- d
	}
}

func (c collectorFunc) Collect(ch chan<- prometheus.Metric) { c.collect(ch) }

// Route is the request metrics of one route, resolved once: observing a
// request takes no label look-up for the common status codes.
type Route struct {
	label    string
	requests *prometheus.CounterVec
	duration prometheus.Observer
	codes    [len(commonCodes)]prometheus.Counter
}

// commonCodes are the statuses whose counters each Route holds ready.
var commonCodes = [...]int{200, 201, 204, 206, 301, 302, 304, 400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 500, 503}

// Route resolves the metrics of the route named label (a route pattern,
// or "page" / "static" for the web app's pages and files).
func (m *Metrics) Route(label string) *Route {
	if m == nil {
		return nil
	}
	r := &Route{label: label, requests: m.requests, duration: m.duration.WithLabelValues(label)}
	for i, code := range commonCodes {
		r.codes[i] = m.requests.WithLabelValues(label, strconv.Itoa(code))
	}
	return r
}

// Observe counts one answer with status code that took d.
func (r *Route) Observe(code int, d time.Duration) {
	if r == nil {
		return
	}
	r.duration.Observe(d.Seconds())
	for i, c := range commonCodes {
		if c == code {
			r.codes[i].Inc()
			return
		}
	}
	r.requests.WithLabelValues(r.label, strconv.Itoa(code)).Inc()
}
