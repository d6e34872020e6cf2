package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"strings"
	"sync"
	"time"
)

// received is what a partner's receiver saw of one lead: every request
// and the Idempotency-Keys they carried.
type received struct {
	Requests int            `json:"requests"`
	Keys     map[string]int `json:"keys"`
}

// hookStats is the receiver's running count (GET /stats).
type hookStats struct {
	Requests      int `json:"requests"`
	References    int `json:"references"`
	InFlight      int `json:"in_flight"`
	BadSignatures int `json:"bad_signatures"`
	OtherEvents   int `json:"other_events"`
}

// receiver is a partner's webhook endpoint: it checks each delivery's
// signature, records its lead reference and key, and answers 204 after
// delay (a slow partner keeps deliveries in flight).
type receiver struct {
	secret []byte
	delay  time.Duration

	mu    sync.Mutex
	stats hookStats
	leads map[string]*received
}

func newReceiver(secret string, delay time.Duration) *receiver {
	return &receiver{secret: []byte(secret), delay: delay, leads: map[string]*received{}}
}

func (rc *receiver) routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /hook", rc.handleDelivery)
	mux.HandleFunc("GET /stats", func(w http.ResponseWriter, r *http.Request) {
		rc.mu.Lock()
		defer rc.mu.Unlock()
		json.NewEncoder(w).Encode(rc.stats)
	})
	mux.HandleFunc("GET /deliveries", func(w http.ResponseWriter, r *http.Request) {
		rc.mu.Lock()
		defer rc.mu.Unlock()
		json.NewEncoder(w).Encode(rc.leads)
	})
	return mux
}

func (rc *receiver) handleDelivery(w http.ResponseWriter, r *http.Request) {
	rc.mu.Lock()
	rc.stats.InFlight++
	rc.mu.Unlock()
	defer func() {
		rc.mu.Lock()
		rc.stats.InFlight--
		rc.mu.Unlock()
	}()
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return
	}
	var ev struct {
		Event string `json:"event"`
		Lead  struct {
			Reference string `json:"reference"`
		} `json:"lead"`
	}
	valid := validSignature(rc.secret, r.Header.Get("X-Claimsite-Signature"), body)
	decodeErr := json.Unmarshal(body, &ev)

	rc.mu.Lock()
	rc.stats.Requests++
	switch {
	case !valid || decodeErr != nil:
		rc.stats.BadSignatures++
	case ev.Event != "lead.created":
		rc.stats.OtherEvents++
	default:
		got := rc.leads[ev.Lead.Reference]
		if got == nil {
			got = &received{Keys: map[string]int{}}
			rc.leads[ev.Lead.Reference] = got
			rc.stats.References++
		}
		got.Requests++
		got.Keys[r.Header.Get("Idempotency-Key")]++
	}
	rc.mu.Unlock()

	if !valid {
		// A partner refuses what it cannot trust; the delivery fails and
		// the check reports it.
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	time.Sleep(rc.delay)
	w.WriteHeader(http.StatusNoContent)
}

// validSignature checks X-Claimsite-Signature: t=<unix>,v1=<hex
// HMAC-SHA256(secret, "<t>.<body>")>, as docs/api.md tells partners to.
func validSignature(secret []byte, header string, body []byte) bool {
	var t, v1 string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			t = v
		case "v1":
			v1 = v
		}
	}
	if t == "" || v1 == "" {
		return false
	}
	got, err := hex.DecodeString(v1)
	if err != nil {
		return false
	}
	m := hmac.New(sha256.New, secret)
	m.Write([]byte(t + "."))
	m.Write(body)
	return hmac.Equal(got, m.Sum(nil))
}

// runHookStats: verifyload hookstats HOOK_URL prints "requests in_flight".
func runHookStats(args []string) error {
	if len(args) != 1 {
		return errors.New("usage: verifyload hookstats HOOK_URL")
	}
	hs, err := fetchHookStats(&http.Client{Timeout: 5 * time.Second}, args[0])
	if err != nil {
		return err
	}
	fmt.Println(hs.Requests, hs.InFlight)
	return nil
}

func fetchHookStats(hc *http.Client, hook string) (hookStats, error) {
	var hs hookStats
	res, err := hc.Get(hook + "/stats")
	if err != nil {
		return hs, err
	}
	defer res.Body.Close()
	return hs, json.NewDecoder(res.Body).Decode(&hs)
}

// runHook: verifyload hook --addr 127.0.0.1:PORT --secret S [--delay D]
// serves POST /hook (deliveries), GET /stats and GET /deliveries until
// killed.
func runHook(args []string) error {
	fs := flag.NewFlagSet("hook", flag.ExitOnError)
	addr := fs.String("addr", "127.0.0.1:19790", "address to listen on")
	secret := fs.String("secret", "", "the partner's webhook secret")
	delay := fs.Duration("delay", 0, "how long each delivery waits for its answer")
	fs.Parse(args)
	rc := newReceiver(*secret, *delay)
	srv := &http.Server{Addr: *addr, Handler: rc.routes(), ReadHeaderTimeout: 10 * time.Second}
	log.SetFlags(0)
	return srv.ListenAndServe()
}
