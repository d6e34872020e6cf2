package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// runPartner: verifyload partner --url BASE --email E --password P --hook
// URL --secret S [--states TX] creates the partner every test lead is
// routed to (always open, no caps, every practice area).
func runPartner(args []string) error {
	fs := flag.NewFlagSet("partner", flag.ExitOnError)
	base := fs.String("url", "", "the instance's base URL")
	email := fs.String("email", "", "admin e-mail")
	password := fs.String("password", "", "admin password")
	hook := fs.String("hook", "", "the partner's webhook URL")
	secret := fs.String("secret", "", "the partner's webhook secret")
	states := fs.String("states", "TX", "comma-separated states the partner takes")
	fs.Parse(args)
	a, err := login(client(2), *base, *email, *password)
	if err != nil {
		return err
	}
	var out struct {
		Data struct {
			ID int64 `json:"id"`
		} `json:"data"`
	}
	err = a.do("POST", "/api/admin/partners", map[string]any{
		"name": "Verify Partner", "webhook_url": *hook, "webhook_secret": *secret,
		"states": strings.Split(*states, ","), "priority": 1, "timezone": "America/Chicago", "active": true,
	}, http.StatusCreated, &out)
	if err != nil {
		return err
	}
	fmt.Printf("partner %d takes %s leads by webhook\n", out.Data.ID, *states)
	return nil
}

// leadBody is a consultation-form lead of test visitor n: its phone and
// e-mail are its own, so it is neither a duplicate nor over a per-phone
// limit.
func leadBody(n int64, state string) []byte {
	b, _ := json.Marshal(map[string]any{
		"first_name": "Verify", "last_name": "Visitor",
		"email": fmt.Sprintf("verify%d@example.com", n), "phone": fmt.Sprintf("%010d", n),
		"zipCode": "73301", "state": state, "is_checked": true,
		"page_url": "http://127.0.0.1/contact-us",
	})
	return b
}

// leadResult is what one submission came to.
type leadResult struct {
	status    int // 0: transport error
	reference string
	phone     string
	latency   time.Duration
}

// submitLead posts one lead and reads its reference from a 201.
func submitLead(ctx context.Context, hc *http.Client, base string, n int64, state string) leadResult {
	start := time.Now()
	req, _ := http.NewRequestWithContext(ctx, "POST", base+"/api/contact", bytes.NewReader(leadBody(n, state)))
	req.Header.Set("Content-Type", "application/json")
	res, err := hc.Do(req)
	r := leadResult{phone: fmt.Sprintf("%010d", n)}
	if err != nil {
		return r
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	r.latency = time.Since(start)
	if err != nil {
		// Cut off before the answer was read: not acknowledged.
		return r
	}
	r.status = res.StatusCode
	if res.StatusCode == http.StatusCreated {
		var out struct {
			Data struct {
				Reference string `json:"reference"`
			} `json:"data"`
		}
		if json.Unmarshal(body, &out) != nil || out.Data.Reference == "" {
			r.status = -1 // a 201 without a reference: counted as wrong
		}
		r.reference = out.Data.Reference
	}
	return r
}

// runLeads: verifyload leads --url A[,B] --out FILE submits leads from
// --concurrency workers (worker i to instance i mod n) for --duration or
// until --count were sent, and writes "reference phone" per 201 to FILE.
// With --tolerate-down, transport errors (the server was killed) are
// counted, not failures.
func runLeads(args []string) error {
	fs := flag.NewFlagSet("leads", flag.ExitOnError)
	urls := fs.String("url", "", "comma-separated base URLs; workers are spread over them")
	out := fs.String("out", "", "file for the acknowledged leads (reference phone)")
	conc := fs.Int("concurrency", 32, "workers, each with its own connection")
	duration := fs.Duration("duration", 10*time.Second, "how long to send")
	count := fs.Int64("count", 0, "stop after this many submissions (0: no limit)")
	base := fs.Int64("phone-base", 2000000000, "the first visitor's phone number; each next one adds 1")
	state := fs.String("state", "TX", "the visitors' state")
	tolerate := fs.Bool("tolerate-down", false, "transport errors are expected (a kill -9 during the run)")
	minAcked := fs.Int("min-acked", 1, "fewer acknowledged leads than this is a failure (intake stalled)")
	fs.Parse(args)
	if *urls == "" || *out == "" {
		return errors.New("--url and --out are required")
	}
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	bases := strings.Split(*urls, ",")
	hc := client(*conc)

	// Requests under way at the end are answered, not cut: a lead the
	// server stored is then one the run knows about.
	deadline := time.Now().Add(*duration)
	var next atomic.Int64
	var mu sync.Mutex
	byStatus := map[int]int{}
	var latencies []time.Duration
	var wg sync.WaitGroup
	start := time.Now()
	for i := range *conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(deadline) {
				k := next.Add(1)
				if *count > 0 && k > *count {
					return
				}
				r := submitLead(context.Background(), hc, bases[i%len(bases)], *base+k-1, *state)
				mu.Lock()
				byStatus[r.status]++
				if r.status == http.StatusCreated {
					fmt.Fprintf(w, "%s %s\n", r.reference, r.phone)
					latencies = append(latencies, r.latency)
				}
				mu.Unlock()
				if r.status == 0 {
					time.Sleep(20 * time.Millisecond) // the server is down: do not spin
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	if err := w.Flush(); err != nil {
		return err
	}
	acked := byStatus[http.StatusCreated]
	down := byStatus[0]
	var wrong, fivexx int
	for st, n := range byStatus {
		switch {
		case st >= 500:
			fivexx += n
		case st != 0 && st != http.StatusCreated:
			wrong += n
		}
	}
	p50, p99 := percentile(latencies, 0.50), percentile(latencies, 0.99)
	fmt.Printf("leads: %d acknowledged (201) in %.1f s (%.0f/s, p50 %s, p99 %s), %d transport errors, %d 5xx, %d other answers %v\n",
		acked, elapsed.Seconds(), float64(acked)/elapsed.Seconds(), ms(p50), ms(p99), down, fivexx, wrong, byStatus)
	switch {
	case fivexx > 0 || wrong > 0:
		return checkFailed(fmt.Sprintf("%d 5xx and %d unexpected answers to lead submissions", fivexx, wrong))
	case down > 0 && !*tolerate:
		return checkFailed(fmt.Sprintf("%d lead submissions failed in transport", down))
	case acked < *minAcked:
		return checkFailed(fmt.Sprintf("only %d leads acknowledged, at least %d expected: intake stalled", acked, *minAcked))
	}
	return nil
}

// readAcked reads the "reference phone" lines of leads runs.
func readAcked(files []string) ([]exported, error) {
	var all []exported
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		for line := range strings.Lines(string(b)) {
			ref, phone, ok := strings.Cut(strings.TrimSpace(line), " ")
			if !ok {
				return nil, fmt.Errorf("%s: bad line %q", name, line)
			}
			all = append(all, exported{Reference: ref, Phone: phone})
		}
	}
	return all, nil
}
