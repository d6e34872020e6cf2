// Command benchhook is the partner of `make bench`: a webhook receiver on
// loopback that answers every delivery 204 and measures, per distinct
// Idempotency-Key, the time from the lead's commit (its created_at) to the
// delivery's arrival. GET /stats prints "deliveries requests p50 p99" (ms);
// POST /reset starts a new count.
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"slices"
	"sync"
	"time"
)

type stats struct {
	mu        sync.Mutex
	requests  int
	seen      map[string]bool
	latencies []time.Duration
}

func main() {
	addr := "127.0.0.1:18092"
	if len(os.Args) > 1 {
		addr = os.Args[1]
	}
	st := &stats{seen: map[string]bool{}}
	http.HandleFunc("POST /leads", func(w http.ResponseWriter, r *http.Request) {
		arrived := time.Now()
		var ev struct {
			Lead struct {
				CreatedAt time.Time `json:"created_at"`
			} `json:"lead"`
		}
		if err := json.NewDecoder(r.Body).Decode(&ev); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		key := r.Header.Get("Idempotency-Key")
		st.mu.Lock()
		st.requests++
		if !st.seen[key] {
			st.seen[key] = true
			st.latencies = append(st.latencies, arrived.Sub(ev.Lead.CreatedAt))
		}
		st.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
	http.HandleFunc("POST /reset", func(w http.ResponseWriter, r *http.Request) {
		st.mu.Lock()
		st.requests, st.seen, st.latencies = 0, map[string]bool{}, nil
		st.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
	http.HandleFunc("GET /stats", func(w http.ResponseWriter, r *http.Request) {
		st.mu.Lock()
		defer st.mu.Unlock()
		l := slices.Clone(st.latencies)
		slices.Sort(l)
		pct := func(p float64) float64 {
			if len(l) == 0 {
				return 0
			}
			return float64(l[min(len(l)-1, int(p*float64(len(l))))].Microseconds()) / 1000
		}
		fmt.Fprintf(w, "%d %d %.1f %.1f\n", len(l), st.requests, pct(0.50), pct(0.99))
	})
	log.Fatal(http.ListenAndServe(addr, nil))
}
