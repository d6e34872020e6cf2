package httpapi

import (
	"math"
	"net/http"
	"strconv"
	"time"

	"claimsite/internal/ratelimit"
	"claimsite/internal/store"
)

// count is one request to count against a rule, by key.
type count struct {
	rule, key string
}

// per counts by a key from the request body (an e-mail, a phone number),
// already normalized, so spellings of one value share a counter.
func per(rule, key string) count { return count{rule, key} }

// perIP counts by the client's address; IPv6 clients by their /64.
func (s *Server) perIP(r *http.Request, rule string) count {
	return count{rule, s.clientKey(r)}
}

// limitRenders gives each client of the web app its budget of server
// renders, render_ip, counted by clientKey like the other limits
// (decision 035).
func (s *Server) limitRenders() {
	s.web.LimitRenders(s.cfg.RateLimits[ratelimit.RenderIP], s.clientKey)
}

// clientKey is what a client is counted by: its address (behind a trusted
// proxy, the one the proxy saw), an IPv6 client by its /64.
func (s *Server) clientKey(r *http.Request) string { return ratelimit.ClientKey(s.clientIP(r)) }

// limit counts this request against each rule in force and refuses it with
// 429 when any of them went over its maximum. All counters move in one
// statement, and a refused request still counts: a client that keeps
// knocking stays refused until its window ends.
func (s *Server) limit(r *http.Request, counts ...count) error {
	asked := s.inForce(counts)
	if len(asked) == 0 {
		return nil
	}
	results, err := s.store.CountRequests(r.Context(), asked...)
	if err != nil {
		return err
	}
	var over *apiError
	for i, res := range results {
		if res.Hits > asked[i].Limit.Max {
			s.metrics.RateLimited(asked[i].Rule)
			over = later(over, s.tooMany(res.Reset))
		}
	}
	if over != nil {
		return over
	}
	return nil // not over: a nil *apiError would be a non-nil error
}

// limited refuses with 429 when the counter of c already reached its
// maximum, without counting this request: for failures counted only once
// they happen (a wrong password), with limit.
func (s *Server) limited(r *http.Request, c count) error {
	asked := s.inForce([]count{c})
	if len(asked) == 0 {
		return nil
	}
	res, err := s.store.RequestCount(r.Context(), asked[0])
	if err != nil {
		return err
	}
	if res.Hits >= asked[0].Limit.Max {
		s.metrics.RateLimited(asked[0].Rule)
		return s.tooMany(res.Reset)
	}
	return nil
}

// inForce keeps the counts whose rule has a limit configured.
func (s *Server) inForce(counts []count) []store.RateCount {
	var asked []store.RateCount
	for _, c := range counts {
		if l, ok := s.cfg.RateLimits[c.rule]; ok {
			asked = append(asked, store.RateCount{Rule: c.rule, Key: c.key, Limit: l})
		}
	}
	return asked
}

// tooMany is the 429 answer for a window that ends at reset.
func (s *Server) tooMany(reset time.Time) *apiError {
	wait := reset.Sub(s.store.Now())
	return &apiError{
		status:     http.StatusTooManyRequests,
		message:    "Too many requests. Please try again in " + waitText(wait) + ".",
		retryAfter: max(1, int(math.Ceil(wait.Seconds()))),
	}
}

// later is whichever refusal lasts longer: the client is told the wait
// after which every limit lets it through.
func later(a, b *apiError) *apiError {
	if a == nil || b.retryAfter > a.retryAfter {
		return b
	}
	return a
}

// waitText says a wait in minutes, or in hours from two hours on (a
// per-day limit would otherwise say "in 1187 minutes").
func waitText(d time.Duration) string {
	if d < 2*time.Hour {
		return minutes(d)
	}
	return strconv.Itoa(int(math.Ceil(d.Hours()))) + " hours"
}
