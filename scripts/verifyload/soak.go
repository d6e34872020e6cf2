package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// class is one kind of traffic of the soak: how often it is picked, the
// answer it must get, and how its request is made.
type class struct {
	name   string
	weight int
	want   int
	req    func(*soak) *http.Request
}

// soak holds what the workers share: the paths they pick from, the
// admin's token and the lead ids the admin list has shown.
type soak struct {
	base      string
	token     string
	pages     []string
	apis      []string
	phoneBase int64
	next      atomic.Int64
	// measureFrom ends the warm-up: requests started before it are
	// checked but not timed.
	measureFrom time.Time

	mu      sync.Mutex
	leadIDs []int64
}

var classes = []class{
	{"public pages (HTML)", 40, http.StatusOK, func(s *soak) *http.Request { return s.get(pick(s.pages), "") }},
	{"public API", 30, http.StatusOK, func(s *soak) *http.Request { return s.get(pick(s.apis), "") }},
	{"lead submissions", 15, http.StatusCreated, func(s *soak) *http.Request {
		req, _ := http.NewRequest("POST", s.base+"/api/contact", bytes.NewReader(leadBody(s.phoneBase+s.next.Add(1), "CA")))
		req.Header.Set("Content-Type", "application/json")
		return req
	}},
	{"admin: leads list", 7, http.StatusOK, func(s *soak) *http.Request {
		return s.get("/api/admin/leads?page="+strconv.Itoa(1+rand.IntN(3)), s.token)
	}},
	{"admin: lead detail", 6, http.StatusOK, func(s *soak) *http.Request {
		s.mu.Lock()
		ids := s.leadIDs
		s.mu.Unlock()
		if len(ids) == 0 {
			return s.get("/api/admin/leads", s.token)
		}
		return s.get("/api/admin/leads/"+strconv.FormatInt(ids[rand.IntN(len(ids))], 10), s.token)
	}},
	{"admin: analytics", 2, http.StatusOK, func(s *soak) *http.Request { return s.get("/api/admin/analytics", s.token) }},
}

func pick(list []string) string { return list[rand.IntN(len(list))] }

func (s *soak) get(path, token string) *http.Request {
	req, _ := http.NewRequest("GET", s.base+path, nil)
	req.Header.Set("Accept-Encoding", "gzip, deflate, br, zstd")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return req
}

// tally is one worker's (then the run's) count of one class.
type tally struct {
	requests  int             // started after the warm-up
	latencies []time.Duration // of those answered
	fivexx    int
	transport int
	wrong     int
	examples  []string
}

func (t *tally) add(o *tally) {
	t.requests += o.requests
	t.latencies = append(t.latencies, o.latencies...)
	t.fivexx += o.fivexx
	t.transport += o.transport
	t.wrong += o.wrong
	if len(t.examples) < 5 {
		t.examples = append(t.examples, o.examples[:min(len(o.examples), 5-len(t.examples))]...)
	}
}

func (t *tally) failures() int { return t.fivexx + t.transport + t.wrong }

// runSoak: verifyload soak --url BASE --email --password --pid PID
// [--connections 200] [--duration 60s] runs the mixed traffic, samples the
// server's RSS every second, prints latency per class and fails on any
// 5xx, transport error, unexpected answer, or memory that is not flat.
func runSoak(args []string) error {
	fs := flag.NewFlagSet("soak", flag.ExitOnError)
	base := fs.String("url", "", "the instance's base URL")
	email := fs.String("email", "", "admin e-mail")
	password := fs.String("password", "", "admin password")
	pid := fs.Int("pid", 0, "the server's process id (its RSS is sampled)")
	conns := fs.Int("connections", 200, "concurrent connections")
	duration := fs.Duration("duration", 60*time.Second, "how long the measured traffic runs")
	warmup := fs.Duration("warmup", 20*time.Second, "traffic before the measured run: caches, pools and the database fill up (answers are checked, not timed)")
	ratio := fs.Float64("flat-ratio", 1.25, "memory bound: the last 10 s may peak at most this times the peak of seconds D/3 to D/2")
	phoneBase := fs.Int64("phone-base", 3000000000, "the first visitor's phone number")
	fs.Parse(args)
	if *base == "" || *pid == 0 {
		return errors.New("--url and --pid are required")
	}
	hc := client(*conns)
	a, err := login(hc, *base, *email, *password)
	if err != nil {
		return err
	}
	s := &soak{base: *base, token: a.token, phoneBase: *phoneBase}
	if s.pages, err = sitemapPaths(hc, *base); err != nil {
		return err
	}
	if s.apis, err = publicAPIPaths(hc, *base); err != nil {
		return err
	}
	fmt.Printf("soak: %s warm-up, then %s measured, at %d connections against %s: %d pages of the sitemap, %d public API paths, leads, admin reads; load average %s\n",
		*warmup, *duration, *conns, *base, len(s.pages), len(s.apis), loadavg())

	weights := 0
	for _, c := range classes {
		weights += c.weight
	}
	rss := make(chan []int64, 1)
	stopSampling := make(chan struct{})
	go sampleRSS(*pid, stopSampling, rss)

	s.measureFrom = time.Now().Add(*warmup)
	deadline := s.measureFrom.Add(*duration)
	results := make([][]tally, *conns)
	var wg sync.WaitGroup
	for w := range *conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := make([]tally, len(classes))
			for time.Now().Before(deadline) {
				n := rand.IntN(weights)
				ci := 0
				for n >= classes[ci].weight {
					n -= classes[ci].weight
					ci++
				}
				s.one(hc, classes[ci], &mine[ci])
			}
			results[w] = mine
		}()
	}
	wg.Wait()
	elapsed := time.Since(s.measureFrom)
	close(stopSampling)
	samples := <-rss
	warm := min(len(samples), int(warmup.Seconds()))

	total := make([]tally, len(classes))
	for _, r := range results {
		for i := range r {
			total[i].add(&r[i])
		}
	}
	fmt.Printf("\nmeasured run (failures: the warm-up too):\n| %-22s | %9s | %7s | %9s | %9s | %9s | %8s |\n", "class", "requests", "per s", "p50", "p99", "max", "failures")
	fmt.Printf("|%s|%s|%s|%s|%s|%s|%s|\n", strings.Repeat("-", 24), strings.Repeat("-", 11), strings.Repeat("-", 9), strings.Repeat("-", 11), strings.Repeat("-", 11), strings.Repeat("-", 11), strings.Repeat("-", 10))
	var requests, failures, fivexx, transport int
	var all []time.Duration
	for i, c := range classes {
		t := &total[i]
		n := t.requests
		requests += n
		failures += t.failures()
		fivexx += t.fivexx
		transport += t.transport
		all = append(all, t.latencies...)
		fmt.Printf("| %-22s | %9d | %7.0f | %9s | %9s | %9s | %8d |\n", c.name, n, float64(n)/elapsed.Seconds(),
			ms(percentile(t.latencies, 0.50)), ms(percentile(t.latencies, 0.99)), ms(percentile(t.latencies, 1)), t.failures())
		for _, e := range t.examples {
			fmt.Printf("    %s: %s\n", c.name, e)
		}
	}
	fmt.Printf("| %-22s | %9d | %7.0f | %9s | %9s | %9s | %8d |\n\n", "all", requests, float64(requests)/elapsed.Seconds(),
		ms(percentile(all, 0.50)), ms(percentile(all, 0.99)), ms(percentile(all, 1)), failures)

	mem := flatness(samples[warm:], *duration, *ratio)
	fmt.Printf("server RSS (MB) each 5 s: warm-up %s | measured %s\n", rssSeries(samples[:warm], 5), rssSeries(samples[warm:], 5))
	fmt.Println(mem.describe())
	fmt.Printf("load average at the end: %s (%d cores)\n", loadavg(), runtime.NumCPU())

	summary := fmt.Sprintf("%d requests in %.0f s (after %s warm-up) at %d connections (%.0f/s, p99 %s), %d 5xx, %d transport errors, %d other failures; %s",
		requests, elapsed.Seconds(), *warmup, *conns, float64(requests)/elapsed.Seconds(), ms(percentile(all, 0.99)),
		fivexx, transport, failures-fivexx-transport, mem.short())
	if failures > 0 || !mem.ok {
		return checkFailed("soak: " + summary)
	}
	fmt.Println("soak: " + summary)
	return nil
}

// one sends one request of class c and counts its outcome.
func (s *soak) one(hc *http.Client, c class, t *tally) {
	req := c.req(s)
	start := time.Now()
	measured := start.After(s.measureFrom)
	if measured {
		t.requests++
	}
	res, err := hc.Do(req)
	if err != nil {
		t.transport++
		if len(t.examples) < 5 {
			t.examples = append(t.examples, fmt.Sprintf("%s %s: %v", req.Method, req.URL.Path, err))
		}
		return
	}
	var body []byte
	if c.name == "admin: leads list" && res.StatusCode == http.StatusOK {
		body, err = io.ReadAll(res.Body)
	} else {
		_, err = io.Copy(io.Discard, res.Body)
	}
	res.Body.Close()
	d := time.Since(start)
	if err != nil {
		t.transport++
		return
	}
	if measured {
		t.latencies = append(t.latencies, d)
	}
	switch {
	case res.StatusCode >= 500:
		t.fivexx++
	case res.StatusCode != c.want:
		t.wrong++
	default:
		if body != nil {
			s.keepLeadIDs(body)
		}
		return
	}
	if len(t.examples) < 5 {
		t.examples = append(t.examples, fmt.Sprintf("%s %s: status %d", req.Method, req.URL.Path, res.StatusCode))
	}
}

// keepLeadIDs remembers the ids of a leads list page for the detail reads.
func (s *soak) keepLeadIDs(body []byte) {
	var page struct {
		Data []struct {
			ID int64 `json:"id"`
		} `json:"data"`
	}
	if json.Unmarshal(body, &page) != nil || len(page.Data) == 0 {
		return
	}
	ids := make([]int64, len(page.Data))
	for i, l := range page.Data {
		ids[i] = l.ID
	}
	s.mu.Lock()
	s.leadIDs = ids
	s.mu.Unlock()
}

// sitemapPaths lists the paths of the pages /sitemap.xml names.
func sitemapPaths(hc *http.Client, base string) ([]string, error) {
	res, err := hc.Get(base + "/sitemap.xml")
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var sm struct {
		URLs []struct {
			Loc string `xml:"loc"`
		} `xml:"url"`
	}
	if err := xml.NewDecoder(res.Body).Decode(&sm); err != nil {
		return nil, fmt.Errorf("sitemap: %w", err)
	}
	var paths []string
	for _, u := range sm.URLs {
		p, err := url.Parse(u.Loc)
		if err != nil {
			return nil, err
		}
		paths = append(paths, p.RequestURI())
	}
	if len(paths) == 0 {
		return nil, errors.New("sitemap: no pages")
	}
	return paths, nil
}

// publicAPIPaths lists public API reads, with the ids and slugs the lists
// name.
func publicAPIPaths(hc *http.Client, base string) ([]string, error) {
	paths := []string{"/api/site", "/api/all-services", "/api/card-services?page=1", "/api/states",
		"/api/questions?page=1", "/api/questions?page=2", "/api/blogs?page=1", "/api/search?q=accident", "/api/states/search?query=new"}
	list := func(path, key, prefix string) error {
		res, err := hc.Get(base + path)
		if err != nil {
			return err
		}
		defer res.Body.Close()
		var out struct {
			Data []map[string]any `json:"data"`
		}
		if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		for _, d := range out.Data {
			switch v := d[key].(type) {
			case float64:
				paths = append(paths, prefix+strconv.FormatInt(int64(v), 10))
			case string:
				paths = append(paths, prefix+url.PathEscape(v))
			}
		}
		return nil
	}
	for _, l := range [][3]string{
		{"/api/all-services", "id", "/api/service-detail/"},
		{"/api/states", "id", "/api/state-law/"},
		{"/api/blogs?page=1", "slug", "/api/blogs/"},
	} {
		if err := list(l[0], l[1], l[2]); err != nil {
			return nil, err
		}
	}
	return paths, nil
}

// sampleRSS reads the process's VmRSS (kB) once a second until stop, then
// sends the samples.
func sampleRSS(pid int, stop <-chan struct{}, out chan<- []int64) {
	var samples []int64
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-stop:
			out <- samples
			return
		case <-t.C:
			if kb, err := readRSS(pid); err == nil {
				samples = append(samples, kb)
			}
		}
	}
}

func readRSS(pid int) (int64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for line := range strings.Lines(string(b)) {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
		}
	}
	return 0, errors.New("no VmRSS")
}

// memory is the verdict on the RSS samples: the peak of the last 10
// seconds against the peak of seconds D/3 to D/2 (20-30 of a 60 s run),
// when the caches have filled and the load is steady.
type memory struct {
	early, late, first, peak int64 // kB
	ratio                    float64
	ok                       bool
	reason                   string
}

func flatness(samples []int64, d time.Duration, ratio float64) memory {
	secs := int(d.Seconds())
	m := memory{ratio: ratio}
	from, to := secs/3, secs/2
	if len(samples) < to+10 || len(samples) < from+1 {
		m.reason = fmt.Sprintf("only %d RSS samples for a %d s run", len(samples), secs)
		return m
	}
	m.first, m.peak = samples[0], slices.Max(samples)
	m.early = slices.Max(samples[from:to])
	m.late = slices.Max(samples[len(samples)-10:])
	m.ok = float64(m.late) <= ratio*float64(m.early)
	if !m.ok {
		m.reason = "memory grew"
	}
	return m
}

func mb(kb int64) string { return fmt.Sprintf("%.0f MB", float64(kb)/1024) }

func (m memory) describe() string {
	if m.early == 0 {
		return "memory: " + m.reason
	}
	verdict := "flat"
	if !m.ok {
		verdict = "NOT flat"
	}
	return fmt.Sprintf("memory: RSS %s after 1 s, peak %s; last 10 s peak %s against %s in the middle of the run (%.2f×, bound %.2f×): %s",
		mb(m.first), mb(m.peak), mb(m.late), mb(m.early), float64(m.late)/float64(m.early), m.ratio, verdict)
}

func (m memory) short() string {
	if m.early == 0 {
		return "memory: " + m.reason
	}
	verdict := "flat"
	if !m.ok {
		verdict = "NOT flat"
	}
	return fmt.Sprintf("RSS %s: last 10 s peak %s vs %s mid-run (%.2f×, bound %.2f×)", verdict, mb(m.late), mb(m.early), float64(m.late)/float64(m.early), m.ratio)
}

// loadavg is the machine's 1, 5 and 15 minute load average: latency
// figures mean little on a machine busy with other work.
func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:min(3, len(f))], " ")
}

func rssSeries(samples []int64, every int) string {
	var parts []string
	for i := 0; i < len(samples); i += every {
		parts = append(parts, strconv.FormatInt(samples[i]/1024, 10))
	}
	return strings.Join(parts, " ")
}
