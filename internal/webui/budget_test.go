package webui

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/ratelimit"
)

// budgetClock is a clock tests move by hand.
type budgetClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *budgetClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *budgetClock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// clientOf names a request's client by its address, as the site's
// request limits do.
func clientOf(r *http.Request) string {
	host, _, _ := net.SplitHostPort(r.RemoteAddr)
	return ratelimit.ClientKey(host)
}

// withBudget gives s's handler a budget of renders per minute on a clock
// the test moves.
func withBudget(s *renderSite, renders int) *budgetClock {
	s.h.LimitRenders(ratelimit.Limit{Max: renders, Window: time.Minute}, clientOf)
	clock := &budgetClock{now: time.Date(2026, 3, 11, 12, 0, 0, 0, time.UTC)}
	s.h.budget.now = clock.Now
	return clock
}

func serveFrom(h http.Handler, ip, path string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	r := httptest.NewRequest("GET", path, nil)
	r.RemoteAddr = net.JoinHostPort(ip, "40000")
	h.ServeHTTP(w, r)
	return w
}

// TestRenderBudget: a client that has spent its renders gets the app's
// shell, with the page's own status, for every page that would need a
// render; pages already rendered still come from the cache, other clients
// still get rendered pages, and the budget earns renders back over its
// window.
func TestRenderBudget(t *testing.T) {
	s := newRenderSite(t)
	clock := withBudget(s, 3) // one render back every 20 s
	const greedy, other = "198.51.100.7", "203.0.113.9"
	rendered := func(who, path string, status int) {
		t.Helper()
		before := s.calls()
		w := serveFrom(s.h, who, path)
		if w.Code != status || w.Body.String() == index || !strings.Contains(w.Body.String(), "<title>rendered</title>") {
			t.Errorf("%s GET %s: %d %q, want the rendered page with %d", who, path, w.Code, w.Body.String(), status)
		}
		if s.calls() > before+1 {
			t.Errorf("%s GET %s: %d renders", who, path, s.calls()-before)
		}
	}
	shell := func(who, path string, status int) {
		t.Helper()
		before, fallbacks := s.calls(), s.h.RenderFallbacks()
		w := serveFrom(s.h, who, path)
		if w.Code != status || w.Body.String() != index {
			t.Errorf("%s GET %s: %d %q, want the shell with %d", who, path, w.Code, w.Body.String(), status)
		}
		if s.calls() != before || s.h.RenderFallbacks() != fallbacks+1 {
			t.Errorf("%s GET %s: %d renders, %d fallbacks counted; want none and one", who, path, s.calls()-before, s.h.RenderFallbacks()-fallbacks)
		}
	}

	for page := 2; page <= 4; page++ {
		rendered(greedy, fmt.Sprintf("/Faqs?page=%d", page), 200)
	}
	// Spent: any page needing a render comes as the shell, with its status.
	shell(greedy, "/Faqs?page=5", 200)
	shell(greedy, "/blog?page=9", 200)
	shell(greedy, "/nowhere", 404)
	shell(greedy, "/service-detail/999", 404)
	if s.calls() != 3 {
		t.Fatalf("%d renders, want 3", s.calls())
	}
	// Pages in the cache cost nothing, whoever rendered them.
	rendered(greedy, "/Faqs?page=2", 200)
	rendered(greedy, "/faqs?page=03&utm_source=ad", 200)
	// Another client has its own budget, and what it renders is cached
	// for everyone.
	rendered(other, "/Faqs?page=5", 200)
	rendered(other, "/nowhere", 404)
	rendered(greedy, "/Faqs?page=5", 200)
	rendered(greedy, "/elsewhere", 404)
	if s.calls() != 5 {
		t.Errorf("%d renders, want 5", s.calls())
	}

	// One render earned back every 20 s, up to the budget.
	clock.advance(19 * time.Second)
	shell(greedy, "/Faqs?page=6", 200)
	clock.advance(time.Second)
	rendered(greedy, "/Faqs?page=6", 200)
	shell(greedy, "/Faqs?page=7", 200)
	clock.advance(time.Hour)
	for page := 7; page <= 9; page++ {
		rendered(greedy, fmt.Sprintf("/Faqs?page=%d", page), 200)
	}
	shell(greedy, "/Faqs?page=10", 200)
}

// TestRenderBudgetOff: without a limit, renders are not counted.
func TestRenderBudgetOff(t *testing.T) {
	s := newRenderSite(t)
	s.h.LimitRenders(ratelimit.Limit{}, clientOf)
	for page := 2; page <= 12; page++ {
		if w := serveFrom(s.h, "198.51.100.7", fmt.Sprintf("/Faqs?page=%d", page)); w.Code != 200 || w.Body.String() == index {
			t.Fatalf("page %d: %d %q", page, w.Code, w.Body.String())
		}
	}
	if s.calls() != 11 || s.h.RenderFallbacks() != 0 {
		t.Errorf("%d renders, %d fallbacks; want 11 and none", s.calls(), s.h.RenderFallbacks())
	}
}

// TestRenderBudgetSharedByIPv6Network: an IPv6 client is its /64, as for
// the request limits: a new address per request buys no new renders.
func TestRenderBudgetSharedByIPv6Network(t *testing.T) {
	s := newRenderSite(t)
	withBudget(s, 2)
	for i := 1; i <= 3; i++ {
		w := serveFrom(s.h, fmt.Sprintf("2001:db8:1:2::%x", i), fmt.Sprintf("/Faqs?page=%d", i+1))
		if spent := i > 2; (w.Body.String() == index) != spent {
			t.Errorf("address %d of one /64: shell %v, want %v", i, w.Body.String() == index, spent)
		}
	}
	if w := serveFrom(s.h, "2001:db8:1:3::1", "/Faqs?page=9"); w.Body.String() == index {
		t.Errorf("another /64 shares the budget")
	}
}

// TestJoiningARenderIsFree: a request for a page whose render is under
// way for another client waits for it without spending a render.
func TestJoiningARenderIsFree(t *testing.T) {
	var f flight
	started, release := make(chan struct{}), make(chan struct{})
	first := make(chan error, 1)
	go func() {
		_, err := f.do("k", func() bool { return true }, func() (renderedPage, error) {
			close(started)
			<-release
			return renderedPage{status: 200}, nil
		})
		first <- err
	}()
	<-started
	joined := make(chan renderedPage, 1)
	go func() {
		p, err := f.do("k", func() bool { t.Error("a request joining a render was charged for it"); return false }, func() (renderedPage, error) {
			t.Error("rendered twice")
			return renderedPage{}, nil
		})
		if err != nil {
			t.Error(err)
		}
		joined <- p
	}()
	// The second request must have joined before the render ends.
	for {
		f.mu.Lock()
		waiting := f.calls["k"] != nil
		f.mu.Unlock()
		if waiting {
			break
		}
		time.Sleep(time.Millisecond)
	}
	time.Sleep(10 * time.Millisecond)
	close(release)
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	if p := <-joined; p.status != 200 {
		t.Errorf("joined render: %+v", p)
	}
	// With nothing under way, the gate decides.
	if _, err := f.do("k", func() bool { return false }, func() (renderedPage, error) { return renderedPage{}, nil }); err != errOverBudget {
		t.Errorf("over budget: %v", err)
	}
}

// TestRenderBudgetMemory: the budget remembers at most maxBudgetClients
// clients; one whose renders are all back is forgotten at the next sweep;
// a new client finding every place taken has no renders until a sweep
// frees one.
func TestRenderBudgetMemory(t *testing.T) {
	b := newRenderBudget(ratelimit.Limit{Max: 2, Window: time.Minute}, func(r *http.Request) string { return r.Header.Get("Client") })
	clock := &budgetClock{now: time.Date(2026, 3, 11, 12, 0, 0, 0, time.UTC)}
	b.now = clock.Now
	from := func(client string) *http.Request {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Client", client)
		return r
	}
	for i := range maxBudgetClients {
		for render := range 2 {
			if !b.take(from(fmt.Sprint(i))) {
				t.Fatalf("client %d refused render %d of 2", i, render+1)
			}
		}
	}
	if b.take(from("7")) {
		t.Errorf("a client got a third render of two")
	}
	if n := b.clients(); n != maxBudgetClients {
		t.Fatalf("%d clients remembered, want %d", n, maxBudgetClients)
	}
	if b.take(from("newcomer")) {
		t.Errorf("a new client got a render with every place taken")
	}
	// Half the window later no bucket is full yet (one render back of
	// two): a sweep keeps every client.
	clock.advance(budgetSweepEvery + 20*time.Second)
	if b.take(from("newcomer")) || b.clients() != maxBudgetClients {
		t.Errorf("clients still spending were forgotten: %d remembered", b.clients())
	}
	// A window later every bucket is full again: the next sweep forgets
	// them all, and the newcomer has its renders.
	clock.advance(time.Minute)
	if !b.take(from("newcomer")) {
		t.Errorf("a new client refused after idle clients were forgotten")
	}
	if n := b.clients(); n != 1 {
		t.Errorf("%d clients remembered after the sweep, want 1 (the newcomer)", n)
	}
}
