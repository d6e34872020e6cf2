package httpapi

import (
	"cmp"
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"claimsite/internal/attribution"
	"claimsite/internal/content"
	"claimsite/internal/experiments"
	"claimsite/internal/leads"
	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
	"claimsite/internal/visits"
	"claimsite/internal/webui"
)

// This file assigns visitors to the running experiments without cookies
// (decision 062): the unit is a visitor-day, keyed by an HMAC of the
// day's secret (kept in the database, the same on every instance, thrown
// away after two days), the client's network (as the request limits
// count it) and its user agent.

// experimentState is this instance's copy of the running experiments (read
// again when their content version moves) and of today's secret.
type experimentState struct {
	mu      sync.Mutex
	version int64
	loaded  bool
	running []experiments.Experiment
	day     string
	secret  []byte
	// seen are the exposures this instance wrote today: a visitor's
	// later pages cost no write. Cleared each day and when it grows past
	// maxSeenExposures (the table's key still counts each once).
	seen map[seenExposure]struct{}
}

type seenExposure struct {
	experiment int64
	key        [store.VisitorKeyBytes]byte
}

const maxSeenExposures = 200_000

// experimentsNow gives the running experiments at versions and today's
// secret (UTC day).
func (s *Server) experimentsNow(ctx context.Context, versions content.Versions) ([]experiments.Experiment, string, []byte, error) {
	st := &s.experimentState
	st.mu.Lock()
	defer st.mu.Unlock()
	if v := versions[content.Experiments]; !st.loaded || v != st.version {
		running, err := s.store.RunningExperiments(ctx)
		if err != nil {
			return nil, "", nil, err
		}
		st.running, st.version, st.loaded = running, v, true
	}
	if len(st.running) == 0 {
		return nil, "", nil, nil
	}
	day := s.store.Now().UTC().Format(time.DateOnly)
	if day != st.day {
		secret, err := s.store.ExperimentSecret(ctx, day)
		if err != nil {
			return nil, "", nil, err
		}
		st.day, st.secret, st.seen = day, secret, map[seenExposure]struct{}{}
	}
	return st.running, st.day, st.secret, nil
}

// pageVisitor is a page request's visitor for package webui. A page
// asked with ?preview=ID.KEY (several apart by commas) shows those
// variants of running experiments instead of the visitor's, and counts
// nothing: the operator looks at a variant, and the Lighthouse gate
// judges each one.
// A page's visitor takes part only in the experiments of the page's
// language (webui.LanguageOf), which vary that language's settings.
func (s *Server) pageVisitor(r *http.Request, versions content.Versions) webui.Visitor {
	lang := webui.LanguageOf(r.URL.Path)
	v := s.visitorAt(r, versions, lang)
	if r.URL.RawQuery == "" {
		return v
	}
	if preview := r.URL.Query().Get("preview"); preview != "" {
		v.preview(s.experimentState.runningNow(), preview, lang)
	}
	return v
}

// runningNow is the running experiments as last read (experimentsNow).
func (st *experimentState) runningNow() []experiments.Experiment {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.running
}

// preview shows the visitor the variants ?preview= names ("3.b,5.a"),
// those of running experiments of the page's language lang, and stops
// counting them.
func (v *experimentVisitor) preview(running []experiments.Experiment, list, lang string) {
	for _, item := range strings.Split(list, ",") {
		idText, key, ok := strings.Cut(item, ".")
		id, err := strconv.ParseInt(idText, 10, 64)
		if !ok || err != nil {
			continue
		}
		for i := range running {
			e := &running[i]
			if _, exists := e.Variant(key); e.ID != id || !exists || e.Language != lang {
				continue
			}
			v.countable = false
			v.assigned = slices.DeleteFunc(v.assigned, func(a assignedVariant) bool { return a.experiment.ID == id })
			v.assigned = append(v.assigned, assignedVariant{experiment: e, variant: key})
		}
	}
	slices.SortFunc(v.assigned, func(a, b assignedVariant) int { return cmp.Compare(a.experiment.ID, b.experiment.ID) })
}

// visitorAt assigns the visitor of r to the experiments running at
// versions on the pages of language lang (an experiment runs on the pages
// of the language chosen when it was made). A failure to read them shows
// the visitor the site's settings: the page matters more than the
// experiment.
func (s *Server) visitorAt(r *http.Request, versions content.Versions, lang string) *experimentVisitor {
	ctx := r.Context()
	running, day, secret, err := s.experimentsNow(ctx, versions)
	if err != nil {
		s.log.WarnContext(ctx, "experiments: assign", "err", err)
		return &experimentVisitor{}
	}
	if len(running) == 0 {
		return &experimentVisitor{}
	}
	full := experiments.VisitorKey(secret, ratelimit.ClientKey(s.clientIP(r)), r.UserAgent())
	v := &experimentVisitor{s: s, day: day, countable: r.Method == http.MethodGet && !prefetched(r), userAgent: r.UserAgent()}
	copy(v.key[:], full[:])
	for i := range running {
		e := &running[i]
		if e.Language != lang {
			continue
		}
		if variant, ok := experiments.Assign(*e, full); ok {
			v.assigned = append(v.assigned, assignedVariant{experiment: e, variant: variant})
		}
	}
	return v
}

// experimentVisitor is one visitor-day's variants of the running
// experiments.
type experimentVisitor struct {
	s   *Server
	day string
	key [store.VisitorKeyBytes]byte
	// countable: a GET that is no prefetch nor preview; a robot's user
	// agent is the other check (counted), made only when there is
	// something to count, as it costs more than the rest of a page.
	countable bool
	userAgent string
	assigned  []assignedVariant
}

type assignedVariant struct {
	experiment *experiments.Experiment
	variant    string
}

// counted: robots, prefetches, HEAD requests and previews see variants but
// are never counted (decision 024's rules).
func (v *experimentVisitor) counted() bool { return v.countable && !visits.IsBot(v.userAgent) }

type visitorKey struct{}

// visitorFrom is the visitor a server render reads the API for.
func visitorFrom(ctx context.Context) (*experimentVisitor, bool) {
	v, ok := ctx.Value(visitorKey{}).(*experimentVisitor)
	return v, ok
}

// Variants is "id=variant" per experiment, in id order.
func (v *experimentVisitor) Variants() string {
	parts := make([]string, len(v.assigned))
	for i, a := range v.assigned {
		parts[i] = strconv.FormatInt(a.experiment.ID, 10) + "=" + a.variant
	}
	return strings.Join(parts, ",")
}

func (v *experimentVisitor) Context(ctx context.Context) context.Context {
	return context.WithValue(ctx, visitorKey{}, v)
}

// Expose counts an exposure for each assigned experiment whose target is
// among targets, once per visitor-day (the database's key across
// instances; this instance's memory spares the write for later pages).
func (v *experimentVisitor) Expose(ctx context.Context, targets []string) {
	if !v.countable || len(v.assigned) == 0 || len(targets) == 0 {
		return
	}
	st := &v.s.experimentState
	var list []store.Exposure
	var keys []seenExposure
	st.mu.Lock()
	for _, a := range v.assigned {
		k := seenExposure{a.experiment.ID, v.key}
		if _, done := st.seen[k]; done || v.day != st.day || !slices.Contains(targets, string(a.experiment.Target)) {
			continue
		}
		list = append(list, store.Exposure{ExperimentID: a.experiment.ID, Day: v.day, Key: v.key[:], Variant: a.variant})
		keys = append(keys, k)
	}
	st.mu.Unlock()
	if len(list) == 0 || !v.counted() {
		return
	}
	if _, err := v.s.store.AddExposures(context.WithoutCancel(ctx), list); err != nil {
		v.s.log.WarnContext(ctx, "experiments: count exposures", "err", err)
		return
	}
	st.mu.Lock()
	if len(st.seen) > maxSeenExposures {
		clear(st.seen)
	}
	for _, k := range keys {
		st.seen[k] = struct{}{}
	}
	st.mu.Unlock()
}

// candidates are the variants a lead from this visitor may belong to; the
// store keeps those the visitor-day was exposed to.
func (v *experimentVisitor) candidates() (*leads.VisitorDay, []leads.ExperimentVariant) {
	if len(v.assigned) == 0 {
		return nil, nil
	}
	list := make([]leads.ExperimentVariant, len(v.assigned))
	for i, a := range v.assigned {
		list[i] = leads.ExperimentVariant{ExperimentID: a.experiment.ID, Variant: a.variant}
	}
	return &leads.VisitorDay{Day: v.day, Key: slices.Clone(v.key[:])}, list
}

// assignLeadVariants gives a lead the variants of its visitor-day, from
// the request that posts it (whatever client sends it with the visitor's
// network and browser): the store keeps those the visitor saw that day.
// Without the experiments the lead still counts; only not as a
// conversion. The experiments are those of the language of the page the
// form was on (its consent's page URL).
func (s *Server) assignLeadVariants(r *http.Request, lead *leads.Lead) {
	versions, err := s.store.ContentVersions(r.Context())
	if err != nil {
		s.log.WarnContext(r.Context(), "experiments: lead variants", "err", err)
		return
	}
	lang := webui.LanguageOf(attribution.PathOnly(lead.Consent.PageURL))
	lead.Visitor, lead.Experiments = s.visitorAt(r, versions, lang).candidates()
}

// assignmentLanguage is the page language a browser asks the assignments
// for (?lang=, English when absent or unknown).
func assignmentLanguage(r *http.Request) string {
	if strings.EqualFold(strings.TrimSpace(r.URL.Query().Get("lang")), webui.Spanish) {
		return webui.Spanish
	}
	return webui.English
}

// assignment is one variant as GET /api/experiments/assignments answers it.
type assignment struct {
	ExperimentID int64           `json:"experiment_id"`
	Target       string          `json:"target"`
	Variant      string          `json:"variant"`
	Value        json.RawMessage `json:"value"`
}

func (v *experimentVisitor) answer() []assignment {
	list := make([]assignment, 0, len(v.assigned))
	for _, a := range v.assigned {
		for _, x := range a.experiment.Variants {
			if x.Key == a.variant {
				list = append(list, assignment{ExperimentID: a.experiment.ID, Target: string(a.experiment.Target), Variant: a.variant, Value: x.Value})
			}
		}
	}
	return list
}

// handleExperimentAssignments answers the visitor's variants: in a server
// render the page's visitor's (the page counts its exposures), from a
// browser its own on the pages of ?lang= (en, the default, or es),
// counting an exposure for each target of ?exposed= (the page the browser
// rendered showed them).
func (s *Server) handleExperimentAssignments(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	// The answer follows the running experiments: a page rendered with it
	// is kept while they stay as they are.
	content.Read(ctx, content.Experiments)
	v, ok := visitorFrom(ctx)
	switch {
	case ok:
	case webui.InRender(ctx):
		v = &experimentVisitor{} // a page of no experiments (not found)
	default:
		versions, err := s.store.ContentVersions(ctx)
		if err != nil {
			return err
		}
		v = s.visitorAt(r, versions, assignmentLanguage(r))
		if exposed := r.URL.Query().Get("exposed"); exposed != "" && len(v.assigned) > 0 && v.counted() {
			if err := s.limit(r, s.perIP(r, ratelimit.VisitsIP)); err != nil {
				return err
			}
			v.Expose(ctx, strings.Split(exposed, ","))
		}
	}
	// writeJSON marks it no-store: each visitor's own, never cached.
	writeJSON(w, http.StatusOK, envelope(map[string]any{"assignments": v.answer()}))
	return nil
}
