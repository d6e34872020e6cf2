package webui

import (
	"errors"
	"net/http"
	"sync"
	"time"

	"claimsite/internal/ratelimit"
)

// A server render costs tens of milliseconds of CPU, and every ?page=N of
// a list is a page of its own to the cache: without a bound one client
// asking for page after page keeps a core busy. Each client gets a budget
// of renders (decision 035): a bucket of limit.Max renders, refilled
// evenly over limit.Window. A page that needs a render its client cannot
// afford is answered with the app's shell, with the page's own status,
// exactly as when the renderer is unavailable: the browser renders it.
// Pages served from the cache, and renders already under way for someone
// else, cost nothing.
//
// The budget is this instance's own CPU protection, kept in memory and
// never in the database: a page request writes nothing.

// maxBudgetClients bounds the clients a budget remembers (about 100 bytes
// each). A client whose bucket is full again is forgotten at the next
// sweep, since a new bucket is full too; when every place holds a client
// still spending, a new client has no renders until a sweep frees one
// (its pages come as the shell, as the renderer's CPU is what is short).
const maxBudgetClients = 20_000

// budgetSweepEvery is how often forgotten clients are swept out at most:
// a sweep reads every bucket, so a flood of new clients cannot make every
// request pay for one.
const budgetSweepEvery = 10 * time.Second

// errOverBudget is a render refused because its client had spent its
// budget.
var errOverBudget = errors.New("render budget spent")

type renderBudget struct {
	max    float64       // renders a bucket holds
	refill time.Duration // time to earn one render back
	client func(*http.Request) string
	now    func() time.Time

	mu        sync.Mutex
	buckets   map[string]*bucket
	nextSweep time.Time
}

// bucket is what a client has left, as of at.
type bucket struct {
	renders float64
	at      time.Time
}

// newRenderBudget gives each client (client names it) limit.Max renders
// per limit.Window; nil when the limit is zero (no budget).
func newRenderBudget(limit ratelimit.Limit, client func(*http.Request) string) *renderBudget {
	if limit.Max <= 0 || limit.Window <= 0 {
		return nil
	}
	return &renderBudget{max: float64(limit.Max), refill: max(time.Nanosecond, limit.Window/time.Duration(limit.Max)),
		client: client, now: time.Now, buckets: map[string]*bucket{}}
}

// take spends one render of r's client, reporting false when it has none
// left. A nil budget always has one.
func (b *renderBudget) take(r *http.Request) bool {
	if b == nil {
		return true
	}
	key, now := b.client(r), b.now()
	b.mu.Lock()
	defer b.mu.Unlock()
	if !now.Before(b.nextSweep) {
		b.sweep(now)
	}
	c, ok := b.buckets[key]
	if !ok {
		if len(b.buckets) >= maxBudgetClients {
			return false
		}
		c = &bucket{renders: b.max, at: now}
		b.buckets[key] = c
	}
	b.fill(c, now)
	if c.renders < 1 {
		return false
	}
	c.renders--
	return true
}

// fill adds the renders c earned since it was last looked at.
func (b *renderBudget) fill(c *bucket, now time.Time) {
	if elapsed := now.Sub(c.at); elapsed > 0 {
		c.renders = min(b.max, c.renders+float64(elapsed)/float64(b.refill))
		c.at = now
	}
}

// sweep forgets the clients whose bucket is full again.
func (b *renderBudget) sweep(now time.Time) {
	for key, c := range b.buckets {
		if b.fill(c, now); c.renders >= b.max {
			delete(b.buckets, key)
		}
	}
	b.nextSweep = now.Add(budgetSweepEvery)
}

// clients is how many clients the budget remembers (for tests).
func (b *renderBudget) clients() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.buckets)
}

// LimitRenders gives each client a budget of server renders: limit.Max,
// earned back evenly over limit.Window (ratelimit.RenderIP); client names
// a request's client, as the request limits count it. A zero limit: no
// budget. Called before the handler serves.
func (h *Handler) LimitRenders(limit ratelimit.Limit, client func(*http.Request) string) {
	h.budget = newRenderBudget(limit, client)
}

// RenderFallbacks counts the pages answered with the app's shell because
// their client had spent its budget of renders.
func (h *Handler) RenderFallbacks() uint64 { return h.fallbacks.Load() }
